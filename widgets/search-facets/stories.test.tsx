// Every search-facets story rendered as a portable story and checked: which facets show, which boxes are ticked,
// and that a tick reaches the page URL and the listing.
import { afterEach, expect, it } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { on } from "../../core/events";
import { whenIdle } from "../../core/activity";
import { itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import * as stories from "./search-facets.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  facets: string[];
  checked: string[];
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  NothingSelected: { facets: ["categories2", "collection", "ColorGroup", "MaterialGroup"], checked: [] },
  Level2Selected: {
    facets: ["categories2", "categories3", "collection", "ColorGroup", "MaterialGroup", "SizeGroup"],
    checked: ["bags", "totes", "black", "red"],
  },
  RtlKuwait: { facets: ["categories2", "categories3", "collection", "ColorGroup", "MaterialGroup", "SizeGroup"], checked: ["shoes"] },
};

const errors = spyOnConsoleErrors();
afterEach(unmountStory);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const mounted = new Promise<void>((resolve) => {
    const off = on("mount", () => (off(), resolve()));
  });
  const container = renderStory(composed[name]);
  await act(() => mounted.then(whenIdle));
  const want = EXPECTATIONS[name];
  const visible = [...container.querySelectorAll<HTMLElement>("fieldset[data-facet]")].filter((f) => !f.hidden).map((f) => f.dataset.facet);
  expect(visible).toEqual(want.facets);
  expect([...container.querySelectorAll<HTMLInputElement>("input:checked")].map((box) => box.value)).toEqual(want.checked);

  const queries: unknown[] = [];
  const off = on("listing-query", (detail) => queries.push(detail));
  act(() => container.querySelector<HTMLInputElement>("input[value='gold']")!.click());
  off();
  await waitFor(() => expect(new URLSearchParams(location.search).getAll("ColorGroup")).toContain("gold"));
  expect(queries).toEqual([{ listing: "search-grid" }]);
  if (name === "RtlKuwait") expect(container.firstElementChild?.getAttribute("dir")).toBe("rtl");
  expect(errors.calls).toEqual([]);
});

itCoversEveryStory(EXPECTATIONS, composed);
