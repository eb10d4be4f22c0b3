// Every bag-count story as a portable story: the number shown and what the live region said.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import { cart } from "../../core/store";
import { resetCarts } from "../../fixtures/cart";
import * as stories from "./bag-count.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

const EXPECTATIONS: Record<StoryName, { count: string; announced: string }> = {
  ServerCount: { count: "2", announced: "" },
  AfterAdd: { count: "1", announced: "Shopping bag: 1 item" },
  RtlKuwait: { count: "1", announced: "حقيبة التسوق: منتج واحد" },
};

afterEach(async () => {
  await unmountStory();
  cart.value = null;
  resetCarts();
});

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  await waitFor(() => {
    expect(document.querySelector("[data-bag-count]")?.getAttribute("data-bag-count")).toBe(want.count);
    expect(document.querySelector("[data-bag-count-value]")?.textContent).toBe(want.count);
    expect(document.querySelector("[data-bag-count] + [role=status]")?.textContent ?? "").toBe(want.announced);
  });
});
