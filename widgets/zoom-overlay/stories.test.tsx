// Every zoom-overlay story as a portable story: whether the dialog is open, its counter, name and zoom.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import * as stories from "./zoom-overlay.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

const EXPECTATIONS: Record<StoryName, { counter: string | null; label?: string; zoomed?: string; transform?: string }> = {
  Closed: { counter: null },
  Open: { counter: "1/3", label: "Image gallery", zoomed: "false" },
  ArrowsWrap: { counter: "1/3", label: "Image gallery", zoomed: "false" },
  Zoomed: { counter: "1/3", label: "Image gallery", zoomed: "true", transform: "translate(0px, 0px) scale(2.25)" },
  RtlKuwait: { counter: "٣/٣", label: "معرض الصور", zoomed: "false" },
  Japan: { counter: "3/3", label: "画像ギャラリー", zoomed: "false" },
};

afterEach(() => unmountStory());

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  await waitFor(() => expect(document.querySelector("[data-gallery-overlay]")).not.toBeNull());
  if (want.counter === null) return expect(document.querySelector("[role=dialog]")).toBeNull();
  await waitFor(() => expect(document.querySelector("[data-zoom-counter] [aria-hidden]")?.textContent).toBe(want.counter));
  const dialog = document.querySelector<HTMLElement>("[role=dialog]")!;
  expect(dialog.getAttribute("aria-label")).toBe(want.label);
  expect(dialog.dataset["zoomed"]).toBe(want.zoomed);
  if (want.transform) expect(dialog.querySelector<HTMLElement>("[data-zoom-image]")!.style.transform).toBe(want.transform);
});
