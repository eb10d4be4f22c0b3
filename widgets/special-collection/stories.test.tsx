// Every special-collection story rendered as a portable story (happy-dom; tests/unit/setup.ts serves the shared MSW
// handlers through msw/node), its play function run, and the state it shows checked.
import { afterEach, expect, it } from "vitest";
import { act } from "react";
import { composeStories } from "@storybook/react-vite";
import { on } from "../../core/events";
import { whenIdle } from "../../core/activity";
import { settle } from "../../tests/unit/hydrate";
import { server } from "../../tests/unit/setup";
import { itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import * as stories from "./special-collection.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expected {
  items: number;
  selected: string;
  /** The load-more button is there. */
  button: boolean;
  spinner?: "more" | "category";
  busy?: boolean;
  error?: string;
  dir?: "rtl";
  /** Every item holds a new-experience tile. */
  newTiles?: boolean;
}

const EXPECTATIONS: Record<StoryName, Expected> = {
  Idle: { items: 12, selected: "All", button: true },
  SecondPageOfBags: { items: 24, selected: "Bags", button: true },
  LoadingMore: { items: 12, selected: "All", button: true, spinner: "more", busy: true },
  LoadingCategory: { items: 0, selected: "Bags", button: false, spinner: "category", busy: true },
  End: { items: 9, selected: "Jewellery", button: false },
  LoadFailed: { items: 12, selected: "All", button: true, error: "More items could not be loaded." },
  MissingTotalCount: { items: 12, selected: "All", button: true, error: "More items could not be loaded." },
  NewExperience: { items: 24, selected: "Bags", button: true, newTiles: true },
  RtlKuwait: { items: 12, selected: "الكل", button: true, dir: "rtl" },
};

/** Stories expected to log errors (and which); every other story must render without a console error. */
const EXPECTED_ERRORS: Partial<Record<StoryName, RegExp>> = {
  LoadFailed: /^\[vitrine\] special-collection on .*: HTTP 500$/,
  MissingTotalCount: /^\[vitrine\] special-collection on .*: missing total count tracker in html response$/,
};

/** Stories whose request never answers (the loading states). */
const HANGS = new Set<StoryName>(["LoadingMore", "LoadingCategory"]);

function observe(root: HTMLElement): Expected {
  const grid = root.querySelector("[data-special-collection-grid]")!;
  const items = grid.querySelectorAll(":scope > li");
  const spinner = root.querySelector<HTMLElement>("[data-spinner]")?.dataset["spinner"] as Expected["spinner"];
  const error = root.querySelector(".vitrine-special-collection__error")?.textContent;
  const dir = root.querySelector("[dir]")?.getAttribute("dir");
  return {
    items: items.length,
    selected: root.querySelector('[role=tab][aria-selected="true"]')?.textContent ?? "",
    button: root.querySelector("[data-special-collection-more] button") !== null,
    ...(spinner ? { spinner } : {}),
    ...(grid.getAttribute("aria-busy") === "true" ? { busy: true } : {}),
    ...(error ? { error } : {}),
    ...(dir === "rtl" ? { dir } : {}),
    ...(items.length > 0 && grid.querySelectorAll(":scope > li > .product-tile--new").length === items.length ? { newTiles: true } : {}),
  };
}

const errors = spyOnConsoleErrors();
afterEach(async () => {
  server.events.removeAllListeners("request:start");
  await unmountStory();
});

it.each(Object.keys(EXPECTATIONS) as StoryName[])(
  "story %s",
  async (name) => {
    const Story = composed[name];
    const mounted = new Promise<void>((resolve) => {
      const off = on("mount", () => (off(), resolve()));
    });
    const canvasElement = renderStory(Story);
    await act(async () => {
      await mounted;
      await whenIdle();
    });
    const requested = new Promise<void>((resolve) => server.events.on("request:start", () => resolve()));
    await act(async () => {
      await Story.play?.({ canvasElement });
    });
    // A loading story's request never ends: it has started and React has rendered. Any other story: nothing is
    // pending (the fragment, the client's retries for the 500), still so once React has rendered the last of it.
    if (HANGS.has(name)) await act(() => requested);
    else await settle();
    expect(canvasElement.querySelector("[role=tablist]")).not.toBeNull();
    expect(observe(canvasElement)).toEqual(EXPECTATIONS[name]);

    const pattern = EXPECTED_ERRORS[name];
    const messages = errors.messages();
    if (pattern) {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(pattern);
    } else {
      expect(messages).toEqual([]);
    }
  },
  15_000,
);

itCoversEveryStory(EXPECTATIONS, composed);
