// Every store-locator story as a portable story: the list, the map and its provider, the links.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import * as stories from "./store-locator.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Want {
  first: string;
  /** The provider drawn, or null when no map is shown. */
  map: "global" | "china" | null;
  mapButton: boolean;
  appointments: boolean;
  mapLabel?: string;
}

const EXPECTATIONS: Record<StoryName, Want> = {
  List: { first: "it-milano-montenapoleone", map: null, mapButton: true, appointments: true },
  MapShown: { first: "it-milano-montenapoleone", map: "global", mapButton: true, appointments: true, mapLabel: "Map of the boutiques" },
  NearNewYork: { first: "us-new-york-fifth", map: null, mapButton: true, appointments: true },
  ChinaProvider: { first: "it-milano-montenapoleone", map: "china", mapButton: true, appointments: true, mapLabel: "精品店地图" },
  NoMapService: { first: "it-milano-montenapoleone", map: null, mapButton: false, appointments: true },
  Showcase: { first: "it-milano-montenapoleone", map: null, mapButton: true, appointments: false },
  RtlKuwait: { first: "it-milano-montenapoleone", map: "global", mapButton: true, appointments: true, mapLabel: "خريطة البوتيكات" },
};

afterEach(() => unmountStory());

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  await waitFor(() => expect(document.querySelector("[data-store-locator-ready]")).not.toBeNull(), { timeout: 10_000 });
  const map = document.querySelector<HTMLElement>("[data-store-map]")!;
  await waitFor(() => expect(map.dataset["mapProvider"] ?? null).toBe(want.map));
  if (want.mapLabel) {
    expect(map.querySelector("[role=group]")?.getAttribute("aria-label")).toBe(want.mapLabel);
    expect(map.querySelectorAll(".vitrine-map__marker[tabindex='0']")).toHaveLength(1);
  }
  expect(document.querySelector("[data-store-id]")?.getAttribute("data-store-id")).toBe(want.first);
  expect(document.querySelector<HTMLElement>("[data-show-map]")!.hidden).toBe(!want.mapButton);
  expect(document.querySelectorAll("[data-appointment-link]:not([hidden])").length > 0).toBe(want.appointments);
});
