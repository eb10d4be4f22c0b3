// Every mosaic story as a portable story: the links it serves, and the overlay it opens at the clicked image.
import { afterEach, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import * as stories from "./mosaic-gallery.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

const EXPECTATIONS: Record<StoryName, { counter: string | null }> = {
  Grid: { counter: null },
  OpenedAtAnImage: { counter: "5/7" },
  RtlKuwait: { counter: "١/٧" },
};

afterEach(async () => {
  await unmountStory();
  vi.restoreAllMocks();
});

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  renderStory(composed[name]);
  await waitFor(() => expect(document.querySelectorAll("[data-mosaic-gallery] a[href^='/assets/img/M']")).toHaveLength(7));
  const want = EXPECTATIONS[name].counter;
  if (want === null) {
    await waitFor(() => expect(document.querySelector("[data-gallery-overlay]")).not.toBeNull());
    return expect(document.querySelector("[role=dialog]")).toBeNull();
  }
  await waitFor(() => expect(document.querySelector("[data-zoom-counter] [aria-hidden]")?.textContent).toBe(want), { timeout: 3000 });
});
