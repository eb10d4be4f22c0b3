// No English in other markets, for live chat: in every non-English market, the launcher, its status and the contact link speak the
// market's language (the failure state included).
import { afterEach, expect } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { itSpeaksEveryMarket } from "../../tests/unit/english-stories";
import { resetScriptLoads } from "../../core/script-loader";
import * as stories from "./live-chat.stories";

const ENGLISH = [
  "Chat with an advisor",
  "Connecting to the chat…",
  "The chat is not available right now. Please contact us instead.",
  "Try the chat again",
  "Contact us",
];

spyOnConsoleErrors();
afterEach(async () => {
  await unmountStory();
  resetScriptLoads();
});

itSpeaksEveryMarket(composeStories(stories), ENGLISH, {
  root: () => document.querySelector("[data-live-chat]"),
  settle: async (story) => {
    await waitFor(() => expect(document.querySelector("[data-live-chat-ready]")).not.toBeNull(), { timeout: 10_000 });
    if (story === "VendorBroken")
      await waitFor(() => expect(document.querySelector("[data-live-chat] [role=status]")?.textContent).not.toBe(""));
  },
});
