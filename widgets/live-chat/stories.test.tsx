// Every live-chat story as a portable story: the launcher, what the status says, the contact link.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { resetScriptLoads } from "../../core/script-loader";
import * as stories from "./live-chat.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

const EXPECTATIONS: Record<StoryName, { launcher: string | null; status: string; contact: boolean }> = {
  Ready: { launcher: "Chat with an advisor", status: "", contact: true },
  VendorBroken: {
    launcher: "Try the chat again",
    status: "The chat is not available right now. Please contact us instead.",
    contact: true,
  },
  NoChat: { launcher: null, status: "", contact: true },
  ShowcaseContactUs: { launcher: "Chat with an advisor", status: "", contact: false },
  RtlKuwait: { launcher: "الدردشة مع مستشار", status: "", contact: true },
};

spyOnConsoleErrors(); // the broken vendor is reported
afterEach(async () => {
  await unmountStory();
  resetScriptLoads();
});

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  await waitFor(() => expect(document.querySelector("[data-live-chat-ready]")).not.toBeNull(), { timeout: 10_000 });
  const launcher = document.querySelector<HTMLButtonElement>("[data-live-chat-launcher]")!;
  await waitFor(() => {
    expect(launcher.hidden ? null : launcher.textContent).toBe(want.launcher);
    expect(document.querySelector("[data-live-chat] [role=status]")?.textContent).toBe(want.status);
  });
  expect(document.querySelector<HTMLElement>("[data-live-chat-contact]")!.hidden).toBe(!want.contact);
});
