// No English in other markets, for the store locator: in every non-English market, its tools, list controls, map and announcements
// speak the market's language (the boutiques' names and addresses are data).
import { afterEach, expect } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { unmountStory } from "../../tests/unit/stories";
import { itSpeaksEveryMarket } from "../../tests/unit/english-stories";
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

afterEach(() => unmountStory());

itSpeaksEveryMarket(composeStories(stories), ENGLISH, {
  root: () => document.querySelector("[data-store-locator]"),
  settle: async () => {
    await waitFor(() => expect(document.querySelector("[data-store-locator-ready]")).not.toBeNull(), { timeout: 10_000 });
    act(() => document.querySelector<HTMLButtonElement>("[data-store-select]")!.click()); // the selection's announcement
    const form = document.querySelector<HTMLFormElement>("[data-location-form]")!;
    form.querySelector("input")!.value = "Roma";
    act(() => void form.dispatchEvent(new Event("submit", { cancelable: true }))); // distances and their announcement
    await waitFor(() => expect(document.querySelector("[data-store-distance]")?.textContent).not.toBe(""));
  },
});
