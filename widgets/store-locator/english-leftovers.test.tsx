// Issue 8's rule for the store locator: in every non-English market, its tools, list controls, map and
// announcements speak the market's language (the boutiques' names and addresses are data).
import { afterEach, describe, expect, it } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { renderStory, unmountStory } from "../../tests/unit/stories";
import { englishIn, NON_ENGLISH_MARKETS, shownText } from "../../tests/unit/english";
import * as stories from "./store-locator.stories";

const ENGLISH = [
  "Find a boutique",
  "Use my location",
  "City",
  "Find",
  "Show map",
  "Map of the boutiques",
  "on the map",
  "Book an appointment",
  "Contact us",
  "selected.",
  "away",
  "Boutiques sorted by distance from",
];
const composed = composeStories(stories);

afterEach(() => unmountStory());

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  it.each(Object.keys(composed) as (keyof typeof composed)[])("story %s", async (name) => {
    const Story = composed[name];
    renderStory(() => <Story market={market} />);
    await waitFor(() => expect(document.querySelector("[data-store-locator-ready]")).not.toBeNull());
    const select = document.querySelector<HTMLButtonElement>("[data-store-select]")!;
    act(() => select.click()); // the selection's announcement
    const form = document.querySelector<HTMLFormElement>("[data-location-form]")!;
    form.querySelector("input")!.value = "Roma";
    act(() => void form.dispatchEvent(new Event("submit", { cancelable: true }))); // distances and their announcement
    await waitFor(() => expect(document.querySelector("[data-store-distance]")?.textContent).not.toBe(""));
    expect(englishIn(shownText(document.querySelector("[data-store-locator]")), ENGLISH)).toEqual([]);
  });
});
