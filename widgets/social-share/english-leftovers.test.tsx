// No English in other markets, for social share: in every non-English market, its links and buttons speak the market's language.
import { afterEach, expect } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { unmountStory } from "../../tests/unit/stories";
import { itSpeaksEveryMarket } from "../../tests/unit/english-stories";
import * as stories from "./social-share.stories";

afterEach(() => unmountStory());

itSpeaksEveryMarket(composeStories(stories), ["Share", "Share on", "Share…", "Copy link", "Link copied", "(opens in a new window)"], {
  root: () => document.querySelector("[data-social-share]"),
  settle: () => waitFor(() => expect(document.querySelector("[data-share-copy]")).not.toBeNull(), { timeout: 10_000 }),
});
