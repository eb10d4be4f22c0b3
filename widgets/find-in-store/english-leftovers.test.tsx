// Issue 8's rule for find in store: in every non-English market, the dialog in each state (boutiques with their hours,
// none, a failed check) speaks the market's language; weekday names and times come from Intl.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { englishIn, NON_ENGLISH_MARKETS, shownText } from "../../tests/unit/english";
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
const composed = composeStories(stories);

spyOnConsoleErrors();
afterEach(() => unmountStory());

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  it.each(Object.keys(composed) as (keyof typeof composed)[])("story %s", async (name) => {
    const Story = composed[name];
    renderStory(() => <Story market={market} />);
    const dialog = () => document.querySelector("[role=dialog]");
    await waitFor(() => expect(dialog()?.querySelector("[role=status]")?.textContent ?? "").not.toMatch(/^$|…$/), { timeout: 8000 });
    expect(englishIn(shownText(dialog()), ENGLISH)).toEqual([]);
    expect(englishIn(shownText(document.querySelector("[data-find-in-store]")), ENGLISH)).toEqual([]);
  });
});
