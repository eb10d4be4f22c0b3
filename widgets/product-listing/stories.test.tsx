// Every product-listing story rendered as a portable story (happy-dom; tests/unit/setup.ts serves the shared MSW
// handlers through msw/node), its play function run, and the listing checked: pages, busy state, button, counter,
// failure message, announcement, focus.
import { afterEach, expect, it } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { expectLoggedOnly, itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import * as stories from "./product-listing.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface ListingExpectation {
  pages: number;
  busy: boolean;
  /** The load-more link: its text, or "hidden". */
  button: string;
  counter: string;
  error?: string;
  announcement: string;
  /** aria-posinset of the focused item, when focus moved to the first new one. */
  focused?: string;
}

const EXPECTATIONS: Record<StoryName, ListingExpectation> = {
  Idle: { pages: 1, busy: false, button: "Load more", counter: "24 of 240", announcement: "" },
  Loading: { pages: 1, busy: true, button: "Loading…", counter: "24 of 240", announcement: "" },
  Loaded: {
    pages: 2,
    busy: false,
    button: "Load more",
    counter: "48 of 240",
    announcement: "24 more items loaded. 48 of 240",
    focused: "25",
  },
  End: { pages: 10, busy: false, button: "hidden", counter: "240 of 240", announcement: "" },
  LoadFailed: {
    pages: 1,
    busy: false,
    button: "Load more",
    counter: "24 of 240",
    error: "More items could not be loaded.",
    announcement: "More items could not be loaded.",
  },
  RtlKuwait: {
    pages: 2,
    busy: false,
    button: "عرض المزيد",
    counter: "٤٨ من ٢٤٠",
    announcement: "تم تحميل ٢٤ منتجًا. ٤٨ من ٢٤٠",
    focused: "25",
  },
  SearchResults: {
    pages: 2,
    busy: false,
    button: "hidden",
    counter: "32 of 32",
    announcement: "8 more items loaded. 32 of 32",
    focused: "25",
  },
  CollectionGridEnd: {
    pages: 3,
    busy: false,
    button: "hidden",
    counter: "59 of 59",
    announcement: "11 more items loaded. 59 of 59",
    focused: "49",
  },
};

/** Stories expected to log errors (and which); every other story must render without a console error. */
const EXPECTED_ERRORS: Partial<Record<StoryName, RegExp>> = {
  LoadFailed: /^\[vitrine\] product-listing on section#plp: load failed: HTTP 404/,
};

function observe(canvas: HTMLElement): ListingExpectation {
  const link = canvas.querySelector<HTMLElement>("[data-load-more]")!;
  const error = canvas.querySelector(".vitrine-listing__error")?.textContent;
  const focused = document.activeElement?.getAttribute("aria-posinset") ?? undefined;
  return {
    pages: canvas.querySelectorAll("[data-listing-page]").length,
    busy: canvas.querySelector("[role=feed]")?.getAttribute("aria-busy") === "true",
    button: link.hidden ? "hidden" : (link.textContent ?? ""),
    counter: canvas.querySelector("[data-results-counter]")?.textContent ?? "",
    ...(error ? { error } : {}),
    announcement: canvas.querySelector("[role=status]")?.textContent ?? "",
    ...(focused ? { focused } : {}),
  };
}

const errors = spyOnConsoleErrors();
afterEach(unmountStory);

it.each(Object.keys(EXPECTATIONS) as StoryName[])(
  "story %s",
  async (name) => {
    const Story = composed[name];
    const canvas = renderStory(Story);
    await waitFor(() => expect(canvas.querySelector("[role=feed]")).not.toBeNull(), { timeout: 8000 });
    await act(async () => Story.play?.({ canvasElement: canvas }));
    await waitFor(() => expect(observe(canvas)).toEqual(EXPECTATIONS[name]), { timeout: 8000 });
    expect(canvas.firstElementChild!.getAttribute("dir")).toBe(name === "RtlKuwait" ? "rtl" : "ltr");

    await unmountStory();
    expectLoggedOnly(errors, EXPECTED_ERRORS[name]);
  },
  20_000,
);

itCoversEveryStory(EXPECTATIONS, composed);
