// No English in other markets, for the notification banner: in every non-English market, every story's widget texts (the dismiss
// name; the banner's own copy is the author's) are in the market's language.
import { afterEach, expect } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { itSpeaksEveryMarket } from "../../tests/unit/english-stories";
import * as stories from "./notification-banner.stories";

spyOnConsoleErrors();
afterEach(() => unmountStory());

itSpeaksEveryMarket(composeStories(stories), ["Close notification"], {
  root: () => document.querySelector("[data-notification-banner]"),
  settle: (story) =>
    story === "MissingMessage"
      ? Promise.resolve()
      : waitFor(() => expect(document.querySelector("[data-banner-ready]")).not.toBeNull(), { timeout: 10_000 }),
});
