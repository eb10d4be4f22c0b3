// §2 "Collection page" (custom scrollable area on non-desktop screens, re-initialised on resize), §9 "Images"
// (breakpoints: desktop from 1024 px), §9 "Timings" (resize debounce 100 ms).
import { describe, expect, it } from "vitest";
import { DESKTOP_QUERY, arrowOf, centringDelta, scrollEdges, stepDelta } from "./rules";
import { RESIZE_DEBOUNCE_MS } from "../../core/debounce";

describe("constants (§9)", () => {
  it("desktop starts at the 1024 px breakpoint; resize is debounced by 100 ms", () => {
    expect(DESKTOP_QUERY).toBe("(min-width: 1024px)");
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
  });
});

describe("scrollEdges", () => {
  it.each([
    ["fits: no buttons", { scrollLeft: 0, scrollWidth: 300, clientWidth: 300 }, { overflow: false, atStart: true, atEnd: true }],
    [
      "half a pixel wider still fits",
      { scrollLeft: 0, scrollWidth: 300.5, clientWidth: 300 },
      { overflow: false, atStart: true, atEnd: true },
    ],
    ["overflows, at the start", { scrollLeft: 0, scrollWidth: 900, clientWidth: 300 }, { overflow: true, atStart: true, atEnd: false }],
    ["in the middle", { scrollLeft: 250, scrollWidth: 900, clientWidth: 300 }, { overflow: true, atStart: false, atEnd: false }],
    ["at the end", { scrollLeft: 600, scrollWidth: 900, clientWidth: 300 }, { overflow: true, atStart: false, atEnd: true }],
    ["at the end, sub-pixel", { scrollLeft: 599.5, scrollWidth: 900, clientWidth: 300 }, { overflow: true, atStart: false, atEnd: true }],
    [
      "RTL in the middle (scrollLeft negative)",
      { scrollLeft: -250, scrollWidth: 900, clientWidth: 300 },
      { overflow: true, atStart: false, atEnd: false },
    ],
    ["RTL at the end", { scrollLeft: -600, scrollWidth: 900, clientWidth: 300 }, { overflow: true, atStart: false, atEnd: true }],
  ])("%s", (_, metrics, edges) => expect(scrollEdges(metrics)).toEqual(edges));
});

describe("stepDelta and arrowOf: the arrows swap in RTL", () => {
  it.each([
    ["next", false, 240, "right"],
    ["prev", false, -240, "left"],
    ["next", true, -240, "left"],
    ["prev", true, 240, "right"],
  ] as const)("%s, rtl %s → scrolls %i px, points %s", (way, rtl, delta, arrow) => {
    expect(stepDelta(way, rtl, 300)).toBe(delta);
    expect(arrowOf(way, rtl)).toBe(arrow);
  });
});

describe("centringDelta (the current item scrolled into view)", () => {
  it.each([
    ["already centred", { left: 125, width: 50 }, 0],
    ["right of centre", { left: 500, width: 100 }, 400],
    ["left of centre (RTL start)", { left: -300, width: 100 }, -400],
  ])("%s", (_, item, delta) => expect(centringDelta(item, { left: 0, width: 300 })).toBe(delta));
});
