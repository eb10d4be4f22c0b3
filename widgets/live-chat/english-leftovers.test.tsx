// Issue 8's rule for live chat: in every non-English market, the launcher, its status and the contact link speak the
// market's language (the failure state included).
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { englishIn, NON_ENGLISH_MARKETS, shownText } from "../../tests/unit/english";
import { resetScriptLoads } from "../../core/script-loader";
import * as stories from "./live-chat.stories";

const ENGLISH = [
  "Chat with an advisor",
  "Connecting to the chat…",
  "The chat is not available right now. Please contact us instead.",
  "Try the chat again",
  "Contact us",
];
const composed = composeStories(stories);

spyOnConsoleErrors();
afterEach(async () => {
  await unmountStory();
  resetScriptLoads();
});

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  it.each(Object.keys(composed) as (keyof typeof composed)[])("story %s", async (name) => {
    const Story = composed[name];
    renderStory(() => <Story market={market} />);
    await waitFor(() => expect(document.querySelector("[data-live-chat-ready]")).not.toBeNull());
    if (name === "VendorBroken")
      await waitFor(() => expect(document.querySelector("[data-live-chat] [role=status]")?.textContent).not.toBe(""));
    expect(englishIn(shownText(document.querySelector("[data-live-chat]")), ENGLISH)).toEqual([]);
  });
});
