// Every social-share story as a portable story: which networks are linked, and the copy button.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import * as stories from "./social-share.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

const EXPECTATIONS: Record<StoryName, { networks: string[]; copy: string }> = {
  Networks: { networks: ["facebook", "x", "pinterest", "whatsapp"], copy: "Copy link" },
  HostileTemplates: { networks: ["facebook"], copy: "Copy link" },
  CopyOnly: { networks: [], copy: "Copy link" },
  RtlKuwait: { networks: ["facebook", "x", "pinterest", "whatsapp"], copy: "نسخ الرابط" },
};

afterEach(() => unmountStory());

itCoversEveryStory(EXPECTATIONS, composed);

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  renderStory(composed[name]);
  const want = EXPECTATIONS[name];
  await waitFor(() => expect(document.querySelector("[data-share-copy]")?.textContent).toBe(want.copy), { timeout: 10_000 });
  expect([...document.querySelectorAll("[data-network]")].map((a) => a.getAttribute("data-network"))).toEqual(want.networks);
  for (const link of document.querySelectorAll("[data-network]")) expect(link.getAttribute("href")).toMatch(/^https:\/\//);
  expect(document.querySelector<HTMLElement>("[data-share-fallback]")!.hidden).toBe(true);
});
