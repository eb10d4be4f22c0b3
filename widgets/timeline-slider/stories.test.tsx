// Every timeline-slider story as a portable story (happy-dom): the carousel's roles in the market's language, the
// rotation control's state (playing, or waiting in author mode), and the previous button at the first slide (disabled
// unless the show loops).
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import * as stories from "./timeline-slider.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  carousel: string;
  firstSlide: string;
  rotation: string;
  previous: string;
  /** aria-disabled of previous at the first slide: not when the show loops. */
  previousDisabled: string;
  dir: string | null;
}

const US = { carousel: "carousel", firstSlide: "1 of 3", previous: "Previous slide", previousDisabled: "true", dir: null };
const EXPECTATIONS: Record<StoryName, Expectation> = {
  Autoplay: { ...US, rotation: "Pause the slide show" },
  FastLoop: { ...US, rotation: "Pause the slide show", previousDisabled: "false" },
  AuthorMode: { ...US, rotation: "Play the slide show" },
  RtlKuwait: {
    carousel: "عرض دوّار",
    firstSlide: "١ من ٣",
    rotation: "إيقاف العرض مؤقتًا",
    previous: "الشريحة السابقة",
    previousDisabled: "true",
    dir: "rtl",
  },
  Japan: {
    carousel: "カルーセル",
    firstSlide: "3 枚中 1 枚目",
    rotation: "スライドショーを一時停止",
    previous: "前のスライド",
    previousDisabled: "true",
    dir: null,
  },
};

afterEach(unmountStory);

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const container = renderStory(composed[name]);
  await waitFor(() => expect(container.querySelector("[data-rotation-control]")).not.toBeNull(), { timeout: 5000 });
  const root = container.querySelector<HTMLElement>("[data-timeline-slider]")!;
  const previous = root.querySelector(".vitrine-carousel__button--prev")!;
  expect({
    carousel: root.getAttribute("aria-roledescription"),
    firstSlide: root.querySelector("[data-carousel-track] li")!.getAttribute("aria-label"),
    rotation: root.querySelector("[data-rotation-control]")!.getAttribute("aria-label"),
    previous: previous.getAttribute("aria-label"),
    previousDisabled: previous.getAttribute("aria-disabled"),
    dir: root.closest("[dir=rtl]") ? "rtl" : null,
  }).toEqual(EXPECTATIONS[name]);
});
