// Every notification-banner story as a portable story: ready or not, the live role and what it says, the dismiss name.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import * as stories from "./notification-banner.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

const EXPECTATIONS: Record<StoryName, { ready: boolean; role?: "status" | "alert"; said?: string; dismiss?: string }> = {
  SmallPushing: { ready: true, role: "status", said: "Complimentary shipping. On every order this week.", dismiss: "Close notification" },
  BigBlackWithCta: {
    ready: true,
    role: "status",
    said: "Private sale. Reserved for our clients until Sunday. Sign in to see your prices.",
    dismiss: "Close notification",
  },
  TimedOverlay: { ready: true, role: "alert", said: "Your preferences were saved.", dismiss: "Close notification" },
  MissingMessage: { ready: false },
  RtlKuwait: { ready: true, role: "status", said: "Complimentary shipping. On every order this week.", dismiss: "إغلاق الإشعار" },
};

const errors = spyOnConsoleErrors();
afterEach(() => unmountStory());

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  const banner = () => document.querySelector<HTMLElement>("[data-notification-banner]")!;
  if (!want.ready) {
    await waitFor(() => expect(errors.messages().join("\n")).toContain("missing required argument `message`"), { timeout: 10_000 });
    expect(banner().hasAttribute("data-banner-ready")).toBe(false);
    return;
  }
  await waitFor(() => expect(banner().querySelector(`[role=${want.role}]`)?.textContent).toBe(want.said), { timeout: 10_000 });
  expect(banner().querySelector("[data-banner-dismiss]")?.getAttribute("aria-label")).toBe(want.dismiss);
});
