// Issue 8's rule for the notification banner: in every non-English market, every story's widget texts (the dismiss
// name; the banner's own copy is the author's) are in the market's language.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { englishIn, NON_ENGLISH_MARKETS, shownText } from "../../tests/unit/english";
import * as stories from "./notification-banner.stories";

const ENGLISH = ["Close notification"];
const composed = composeStories(stories);

spyOnConsoleErrors();
afterEach(() => unmountStory());

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  it.each(Object.keys(composed) as (keyof typeof composed)[])("story %s", async (name) => {
    const Story = composed[name];
    renderStory(() => <Story market={market} />);
    const banner = () => document.querySelector("[data-notification-banner]");
    if (name !== "MissingMessage") await waitFor(() => expect(banner()?.hasAttribute("data-banner-ready")).toBe(true));
    expect(englishIn(shownText(banner()), ENGLISH)).toEqual([]);
  });
});
