// Every cross-category story as a portable story: the §9 layout classes and the colours the widget applied.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import * as stories from "./cross-category.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

const EXPECTATIONS: Record<StoryName, { circles: number; layout: string; background: string }> = {
  ThreeCircles: { circles: 3, layout: "inline row-2", background: "#f4f2ee" },
  FourCircles: { circles: 4, layout: "inline row-2 shades", background: "" },
  SixCircles: { circles: 6, layout: "inline row-3 shades", background: "" },
  SevenCircles: { circles: 7, layout: "scroll row-4 shades", background: "#f4f2ee" },
  NineCircles: { circles: 9, layout: "scroll row-5 shades", background: "#f4f2ee" },
  RtlKuwait: { circles: 9, layout: "scroll row-5 shades", background: "#f4f2ee" },
};

afterEach(() => unmountStory());

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  const section = () => document.querySelector<HTMLElement>("[data-cross-category]");
  // The label colour is the widget's: once it is set, the widget has run.
  await waitFor(() =>
    expect(section()?.querySelector<HTMLElement>(".cross-category__label")?.style.getPropertyValue("--cross-category-label")).toBe(
      "#6b4e16",
    ),
  );
  const list = section()!.querySelector("[data-cross-category-circles]")!;
  expect(list.querySelectorAll("li")).toHaveLength(want.circles);
  const layout = [...list.classList].filter((c) => c.includes("--")).map((c) => c.split("--")[1]);
  expect(layout.join(" ")).toBe(want.layout);
  expect(section()!.style.getPropertyValue("--cross-category-background")).toBe(want.background);
});
