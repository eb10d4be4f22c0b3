// §2 "Look tile" (the page behind the gallery is fixed, its scroll position remembered), "Gallery zoom overlay"
// (closing returns to the prior scroll position).
import { afterEach, describe, expect, it, vi } from "vitest";
import { isScrollLocked, lockRules, lockScroll } from "./scroll-lock";

const lockText = () => document.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(" ")).join(" ");

function scrolledTo(x: number, y: number) {
  vi.spyOn(window, "scrollX", "get").mockReturnValue(x);
  vi.spyOn(window, "scrollY", "get").mockReturnValue(y);
}

let releases: Array<() => void> = [];
afterEach(() => {
  releases.forEach((release) => release());
  releases = [];
});

describe("lockRules", () => {
  it.each([
    ["at the top, no scrollbar", 0, 0, false, "html{overflow:hidden}body{position:fixed;top:0px;left:0px;right:0px}"],
    [
      "scrolled, with a scrollbar",
      0,
      1234,
      true,
      "html{overflow:hidden;scrollbar-gutter:stable}body{position:fixed;top:-1234px;left:0px;right:0px}",
    ],
    [
      "scrolled both ways",
      40,
      900,
      true,
      "html{overflow:hidden;scrollbar-gutter:stable}body{position:fixed;top:-900px;left:-40px;right:40px}",
    ],
  ])("%s", (_, x, y, gutter, css) => expect(lockRules(x, y, gutter)).toBe(css));
});

describe("lockScroll", () => {
  it("fixes the body at the current offset and restores that exact position on release", () => {
    scrolledTo(0, 1500);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const release = lockScroll();
    expect(isScrollLocked()).toBe(true);
    expect(lockText()).toContain("top: -1500px");
    expect(lockText()).toContain("position: fixed");
    scrolledTo(0, 0); // fixed: the window itself no longer scrolls
    release();
    expect(isScrollLocked()).toBe(false);
    expect(lockText()).not.toContain("position: fixed");
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 1500, behavior: "instant" });
  });

  it("releases the page with the last of nested locks, once", () => {
    scrolledTo(0, 700);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const outer = lockScroll();
    const inner = lockScroll();
    inner();
    inner();
    expect(isScrollLocked()).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
    outer();
    expect(isScrollLocked()).toBe(false);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("adopts one stylesheet however often it locks", () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    lockScroll()();
    const sheets = document.adoptedStyleSheets.length;
    lockScroll()();
    expect(document.adoptedStyleSheets.length).toBe(sheets);
  });
});
