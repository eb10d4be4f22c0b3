// No English in other markets, for find in store: in every non-English market, the dialog in each state (boutiques with their hours,
// none, a failed check) and the trigger speak the market's language; weekday names and times come from Intl.
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { composeStories } from "@storybook/react-vite";
import { spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { itSpeaksEveryMarket } from "../../tests/unit/english-stories";
import { runClockUntil, useFakeClock } from "../../tests/unit/clock";
import * as stories from "./find-in-store.stories";

const ENGLISH = [
  "Find in store",
  "Boutiques with this item in stock",
  "Close",
  "Checking the boutiques…",
  "The boutiques could not be checked.",
  "Try again",
  "No boutique in this market has this item right now.",
  "Opening hours",
  "Closed",
  "Hours not available",
  "Use my location",
  "City",
  "Find",
  "Book an appointment",
  "Monday",
  "Sunday",
];

spyOnConsoleErrors();
// The failed check's retry backoff (0.5–1 s in real time) and the lifecycle's frames run on a fake clock.
beforeAll(useFakeClock);
afterAll(() => vi.useRealTimers());
afterEach(() => unmountStory());

itSpeaksEveryMarket(composeStories(stories), ENGLISH, {
  // The dialog and the trigger: the host's container is the body's last child, after the story's page.
  root: () => document.body,
  settle: () => runClockUntil(() => expect(document.querySelector("[role=dialog] [role=status]")?.textContent ?? "").not.toMatch(/^$|…$/)),
});
