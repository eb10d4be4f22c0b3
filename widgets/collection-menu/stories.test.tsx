// Every collection-menu story rendered as a portable story in the window width its viewport global names (happy-dom
// has no layout: the list is given one that overflows), and checked: controls, their state and arrows.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { act } from "react";
import { composeStories } from "@storybook/react-vite";
import { MINIMAL_VIEWPORTS } from "storybook/viewport";
import { on } from "../../core/events";
import { whenIdle } from "../../core/activity";
import { itCoversEveryStory, renderStory, unmountStory } from "../../tests/unit/stories";
import * as stories from "./collection-menu.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;
type Viewport = { setViewport(size: { width: number; height: number }): void };
const happyDOM = (window as unknown as { happyDOM: Viewport }).happyDOM;

interface MenuExpectation {
  /** Per button (prev, next): the arrow it shows and whether it is disabled; null = the plain server menu. */
  buttons: null | [string, boolean][];
  labels?: [string, string];
}

const EXPECTATIONS: Record<StoryName, MenuExpectation> = {
  Phone: {
    buttons: [
      ["left", false],
      ["right", false],
    ],
    labels: ["Previous collections", "More collections"],
  },
  CurrentFirst: {
    buttons: [
      ["left", true],
      ["right", false],
    ],
  },
  Tablet: {
    buttons: [
      ["left", false],
      ["right", false],
    ],
  },
  Desktop: { buttons: null },
  RtlKuwait: {
    buttons: [
      ["right", false],
      ["left", false],
    ],
    labels: ["المجموعات السابقة", "المزيد من المجموعات"],
  },
};

function observe(root: Element): MenuExpectation {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(".vitrine-menu__scroll")];
  if (buttons.length === 0) return { buttons: null };
  expect(buttons.every((b) => !b.hidden)).toBe(true);
  return {
    buttons: buttons.map((b) => [
      /--(left|right)/.exec(b.querySelector("svg")?.getAttribute("class") ?? "")?.[1] ?? "?",
      b.getAttribute("aria-disabled") === "true",
    ]),
    labels: [buttons[0]!.getAttribute("aria-label")!, buttons[1]!.getAttribute("aria-label")!],
  };
}

/** A layout for the menu's list (happy-dom has none): 1,200 px of seasons seen through 300 px, scrolling clamped as in
 * a browser (0 → -900 in RTL), the current season placed by its position, and the direction its `dir` ancestor gives
 * (happy-dom does not inherit `direction` into computed styles). */
function layOutLists(): void {
  const proto = HTMLElement.prototype;
  const isList = (el: Element) => el.classList.contains("collection-menu__list");
  const rtl = (el: Element) => el.closest("[dir]")?.getAttribute("dir") === "rtl";
  const scrolled = new WeakMap<Element, number>();
  vi.spyOn(proto, "scrollWidth", "get").mockImplementation(function (this: HTMLElement) {
    return isList(this) ? 1200 : 0;
  });
  vi.spyOn(proto, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
    return isList(this) ? 300 : 0;
  });
  vi.spyOn(proto, "scrollLeft", "get").mockImplementation(function (this: HTMLElement) {
    return scrolled.get(this) ?? 0;
  });
  vi.spyOn(proto, "scrollBy").mockImplementation(function (this: HTMLElement, options?: ScrollToOptions | number) {
    const left = (scrolled.get(this) ?? 0) + (typeof options === "object" ? (options.left ?? 0) : 0);
    scrolled.set(this, rtl(this) ? Math.min(0, Math.max(-900, left)) : Math.max(0, Math.min(900, left)));
  });
  vi.spyOn(proto, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const current = this.getAttribute("aria-current") === "page";
    const first = this.textContent === "Pre-Fall 2024";
    const left = first ? 0 : 700; // from the inline start: mirrored in RTL
    return current ? new DOMRect(rtl(this) ? 300 - left - 120 : left, 0, 120, 40) : new DOMRect(0, 0, 300, 40);
  });
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, "getComputedStyle").mockImplementation((el, pseudo) =>
    isList(el) ? ({ direction: rtl(el) ? "rtl" : "ltr" } as CSSStyleDeclaration) : computed(el, pseudo),
  );
}

beforeEach(() => layOutLists());
afterEach(async () => {
  await unmountStory();
  happyDOM.setViewport({ width: 1024, height: 768 });
});

it.each(Object.keys(EXPECTATIONS) as StoryName[])("story %s", async (name) => {
  const Story = composed[name];
  const viewport = (Story.globals as { viewport: { value: keyof typeof MINIMAL_VIEWPORTS } }).viewport.value;
  const { width, height } = MINIMAL_VIEWPORTS[viewport].styles;
  happyDOM.setViewport({ width: parseInt(width, 10), height: parseInt(height, 10) });
  const errors = vi.spyOn(console, "error");

  let stop = () => {};
  const mounted = new Promise<void>((resolve) => (stop = on("mount", () => resolve())));
  const container = renderStory(Story);
  const expected = EXPECTATIONS[name];
  // The widget has mounted (a desktop one too, which leaves the server menu as it is) and nothing is pending.
  await act(async () => {
    await mounted;
    await whenIdle();
  });
  stop();
  const seen = observe(container);
  expect(expected.labels ? seen : { buttons: seen.buttons }).toEqual(expected);
  expect(container.querySelector("[data-collection-menu]")!.classList.contains("vitrine-menu--enhanced")).toBe(expected.buttons !== null);
  expect(errors).not.toHaveBeenCalled();
});

itCoversEveryStory(EXPECTATIONS, composed);
