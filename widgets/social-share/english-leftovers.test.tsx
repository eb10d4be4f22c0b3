// Issue 8's rule for social share: in every non-English market, its links and buttons speak the market's language.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { renderStory, unmountStory } from "../../tests/unit/stories";
import { englishIn, NON_ENGLISH_MARKETS, shownText } from "../../tests/unit/english";
import * as stories from "./social-share.stories";

const ENGLISH = ["Share", "Share on", "Share…", "Copy link", "Link copied", "(opens in a new window)"];
const composed = composeStories(stories);

afterEach(() => unmountStory());

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  it.each(Object.keys(composed) as (keyof typeof composed)[])("story %s", async (name) => {
    const Story = composed[name];
    renderStory(() => <Story market={market} />);
    await waitFor(() => expect(document.querySelector("[data-share-copy]")).not.toBeNull());
    expect(englishIn(shownText(document.querySelector("[data-social-share]")), ENGLISH)).toEqual([]);
  });
});
