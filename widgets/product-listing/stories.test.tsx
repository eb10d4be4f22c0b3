// Every product-listing story rendered as a portable story (happy-dom; tests/unit/setup.ts serves the shared MSW
// handlers through msw/node), its play function run, and the listing checked: pages, busy state, button, counter,
// failure message, announcement, focus.
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from "vitest";
import { act } from "react";
import { render, waitFor, type RenderResult } from "@testing-library/react";
import type { RequestHandler } from "msw";
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import preview from "../../.storybook/preview";
import { unmountHost } from "../../core/render/host";
import { server } from "../../tests/unit/setup";
import * as stories from "./product-listing.stories";

const { loaders: _browserWorker, ...annotations } = preview;
setProjectAnnotations(annotations);
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
  Loaded: { pages: 2, busy: false, button: "Load more", counter: "48 of 240", announcement: "24 more items loaded. 48 of 240", focused: "25" },
  End: { pages: 10, busy: false, button: "hidden", counter: "240 of 240", announcement: "" },
  LoadFailed: { pages: 1, busy: false, button: "Load more", counter: "24 of 240", error: "More items could not be loaded.", announcement: "More items could not be loaded." },
  RtlKuwait: { pages: 2, busy: false, button: "عرض المزيد", counter: "٤٨ من ٢٤٠", announcement: "تم تحميل ٢٤ منتجًا. ٤٨ من ٢٤٠", focused: "25" },
  SearchResults: { pages: 2, busy: false, button: "hidden", counter: "32 of 32", announcement: "8 more items loaded. 32 of 32", focused: "25" },
  CollectionGridEnd: { pages: 3, busy: false, button: "hidden", counter: "59 of 59", announcement: "11 more items loaded. 59 of 59", focused: "49" },
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

let errors: MockInstance<typeof console.error>;
let view: RenderResult | undefined;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
async function unmount(): Promise<void> {
  await act(async () => {
    view?.unmount();
    unmountHost();
  });
  view = undefined;
}
afterEach(async () => {
  await unmount();
  document.cookie = "static-country=; max-age=0";
});

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const Story = composed[name];
  const overrides = (Story.parameters as { msw?: readonly RequestHandler[] }).msw ?? [];
  if (overrides.length > 0) server.use(...overrides);

  view = render(<Story />);
  const canvas = view.container;
  await waitFor(() => expect(canvas.querySelector("[role=feed]")).not.toBeNull(), { timeout: 8000 });
  await act(async () => Story.play?.({ canvasElement: canvas }));
  await waitFor(() => expect(observe(canvas)).toEqual(EXPECTATIONS[name]), { timeout: 8000 });
  expect(canvas.firstElementChild!.getAttribute("dir")).toBe(name === "RtlKuwait" ? "rtl" : "ltr");

  await unmount();
  const pattern = EXPECTED_ERRORS[name];
  const messages = errors.mock.calls.map((call) => String(call[0]));
  if (pattern) {
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(pattern);
  } else {
    expect(messages).toEqual([]);
  }
}, 20_000);

it("has an expectation for every story", () => {
  expect(Object.keys(EXPECTATIONS).sort()).toEqual(Object.keys(composed).sort());
});
