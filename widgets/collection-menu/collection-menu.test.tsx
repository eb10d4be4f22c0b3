// The collection menu on a page (happy-dom): §2 "Collection page" (custom scrollable area on non-desktop screens,
// re-initialised on resize), §9 (desktop from 1024 px, resize debounce 100 ms). happy-dom has no layout: the list's
// metrics are stubbed; real scrolling is covered in tests/e2e/collection.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { createLifecycle, type Lifecycle } from "../../core/lifecycle";
import { whenIdle } from "../../core/activity";
import { unmountHost } from "../../core/render/host";
import { renderCollectionMenu } from "../../fixtures/server/screens/collection";

type Viewport = { setViewport(size: { width: number; height: number }): void };
const happyDOM = (window as unknown as { happyDOM: Viewport }).happyDOM;

let lifecycle: Lifecycle;
let scrollBy: ReturnType<typeof vi.fn>;

const nav = () => document.querySelector<HTMLElement>("[data-collection-menu]")!;
const list = () => nav().querySelector<HTMLElement>("ul")!;
const buttons = () => [...nav().querySelectorAll<HTMLButtonElement>(".vitrine-menu__scroll")];
const button = (way: "prev" | "next") => nav().querySelector<HTMLButtonElement>(`.vitrine-menu__scroll--${way}`)!;

/** Gives the list a layout: `scrollWidth` wide, `clientWidth` visible, at `scrollLeft`. */
function layOut(
  el: HTMLElement,
  { scrollWidth, clientWidth, scrollLeft = 0 }: { scrollWidth: number; clientWidth: number; scrollLeft?: number },
) {
  Object.defineProperty(el, "scrollWidth", { configurable: true, get: () => scrollWidth });
  Object.defineProperty(el, "clientWidth", { configurable: true, get: () => clientWidth });
  Object.defineProperty(el, "scrollLeft", { configurable: true, get: () => scrollLeft });
}

async function hydrate({
  width,
  markup = renderCollectionMenu("spring-summer-2026"),
  rtl = false,
  overflow = true,
}: {
  width: number;
  markup?: string;
  rtl?: boolean;
  overflow?: boolean;
}) {
  happyDOM.setViewport({ width, height: 800 });
  document.body.innerHTML = `<main>${markup}</main>`;
  const ul = document.querySelector<HTMLElement>("[data-collection-menu] ul");
  if (ul) {
    layOut(ul, { scrollWidth: overflow ? 1200 : 300, clientWidth: 300 });
    if (rtl) ul.style.direction = "rtl";
    scrollBy = vi.fn();
    ul.scrollBy = scrollBy as unknown as typeof ul.scrollBy;
    vi.spyOn(ul, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 300, 40));
    const current = ul.querySelector<HTMLElement>('[aria-current="page"]')!;
    vi.spyOn(current, "getBoundingClientRect").mockReturnValue(new DOMRect(900, 0, 100, 40));
  }
  const widget = await import("./index");
  lifecycle = createLifecycle([{ name: "collection-menu", selector: "[data-collection-menu]", hydrate: "load", load: async () => widget }]);
  await act(async () => {
    lifecycle.start();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the MutationObserver and the scan
    await whenIdle();
  });
}

beforeEach(() => {
  document.cookie = "static-country=us";
});

afterEach(() => {
  act(() => {
    lifecycle.stop();
    unmountHost();
  });
  happyDOM.setViewport({ width: 1024, height: 768 });
});

describe("desktop (≥ 1024 px)", () => {
  it("keeps the plain server menu", async () => {
    await hydrate({ width: 1280 });
    expect(buttons()).toEqual([]);
    expect(nav().classList.contains("vitrine-menu--enhanced")).toBe(false);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});

describe("non-desktop: the custom scrollable area", () => {
  it("shows prev/next while the list overflows and scrolls the current item to the middle of the list", async () => {
    await hydrate({ width: 375 });
    expect(nav().classList.contains("vitrine-menu--enhanced")).toBe(true);
    expect(buttons().map((b) => [b.getAttribute("aria-label"), b.hidden, b.getAttribute("aria-disabled")])).toEqual([
      ["Previous collections", false, "true"],
      ["More collections", false, "false"],
    ]);
    expect(scrollBy).toHaveBeenCalledWith({ left: 800, behavior: "instant" });
  });

  it("hides the buttons when the list fits", async () => {
    await hydrate({ width: 375, overflow: false });
    expect(buttons().every((b) => b.hidden)).toBe(true);
  });

  it("next scrolls toward the end, prev is inert at the start", async () => {
    await hydrate({ width: 375 });
    scrollBy.mockClear();
    await act(async () => button("next").click());
    expect(scrollBy).toHaveBeenCalledWith({ left: 240, behavior: "smooth" });
    await act(async () => button("prev").click());
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it("updates the edges as the list scrolls", async () => {
    await hydrate({ width: 375 });
    layOut(list(), { scrollWidth: 1200, clientWidth: 300, scrollLeft: 900 });
    list().dispatchEvent(new Event("scroll"));
    await waitFor(() => expect(button("next").getAttribute("aria-disabled")).toBe("true"));
    expect(button("prev").getAttribute("aria-disabled")).toBe("false");
  });

  it("in RTL the arrows swap and next scrolls leftwards", async () => {
    await hydrate({ width: 375, rtl: true });
    expect(button("prev").querySelector("svg")?.getAttribute("class")).toContain("vitrine-menu__arrow--right");
    expect(button("next").querySelector("svg")?.getAttribute("class")).toContain("vitrine-menu__arrow--left");
    scrollBy.mockClear();
    await act(async () => button("next").click());
    expect(scrollBy).toHaveBeenCalledWith({ left: -240, behavior: "smooth" });
  });

  it("re-initialises on resize, once the 100 ms debounce has passed", async () => {
    await hydrate({ width: 375 });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      happyDOM.setViewport({ width: 1280, height: 800 });
      for (let i = 0; i < 3; i++) {
        window.dispatchEvent(new Event("resize"));
        await act(async () => vi.advanceTimersByTime(60)); // each resize restarts the 100 ms
      }
      expect(buttons()).toHaveLength(2);
      await act(async () => vi.advanceTimersByTime(40));
      expect(buttons()).toHaveLength(0);
      expect(nav().classList.contains("vitrine-menu--enhanced")).toBe(false);
      happyDOM.setViewport({ width: 375, height: 800 });
      window.dispatchEvent(new Event("resize"));
      await act(async () => vi.advanceTimersByTime(99));
      expect(buttons()).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(1));
      expect(buttons()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("markup contract", () => {
  it("reports a menu without a list", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate({ width: 375, markup: `<nav data-collection-menu aria-label="Collections"><a href="/">Home</a></nav>` });
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[vitrine\] collection-menu on .*nav: missing the menu's list \(ul or ol\)$/),
    );
  });
});
