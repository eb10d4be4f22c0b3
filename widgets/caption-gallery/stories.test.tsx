// Every caption-gallery story as a portable story (happy-dom): the image shown, the buttons' state, and what the live
// region announced, in the market's language.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import * as stories from "./caption-gallery.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  shown: string;
  /** aria-disabled of previous and next. */
  disabled: [string, string];
  announced: string;
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  FirstImage: { shown: "1 of 4", disabled: ["true", "false"], announced: "" },
  SecondImage: { shown: "2 of 4", disabled: ["false", "false"], announced: "Image 2 of 4: The runway. Milan, 1987" },
  LastImage: { shown: "4 of 4", disabled: ["false", "true"], announced: "Image 4 of 4: The boutique today. Florence, 2026" },
  Looping: { shown: "1 of 4", disabled: ["false", "false"], announced: "" },
  RtlKuwait: { shown: "٢ من ٤", disabled: ["false", "false"], announced: "الصورة ٢ من ٤: The runway. Milan, 1987" },
  Japan: { shown: "4 枚中 2 枚目", disabled: ["false", "false"], announced: "画像 4 枚中 2 枚目：The runway. Milan, 1987" },
};

afterEach(unmountStory);

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const container = renderStory(composed[name]);
  const expected = EXPECTATIONS[name];
  await waitFor(
    () => expect(container.querySelector("[data-caption-gallery] li:not([inert])")?.getAttribute("aria-label")).toBe(expected.shown),
    {
      timeout: 5000,
    },
  );
  const root = container.querySelector<HTMLElement>("[data-caption-gallery]")!;
  await waitFor(() => expect(root.querySelector("[aria-live=polite]")!.textContent).toBe(expected.announced));
  const buttons = [...root.querySelectorAll(".vitrine-carousel__button")].map((b) => b.getAttribute("aria-disabled"));
  expect(buttons).toEqual(expected.disabled);
});
