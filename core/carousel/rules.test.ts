// §9 "Images" (breakpoints 1600/1280/1024/768; slider maximum heights 700 desktop, 700 tablet, 500 mobile) and the
// carousel's steps (APG carousel: previous/next, arrows mirrored right to left).
import { describe, expect, it } from "vitest";
import { RESPONSIVE_CHECK_MS, deviceOf, sliderMaxHeight, stepIndex, wayOfKey, wayOfSide } from "./rules";

describe("sliderMaxHeight by breakpoint (§9 Images)", () => {
  it.each([
    [320, "mobile", 500],
    [767, "mobile", 500],
    [768, "tablet", 700],
    [1023, "tablet", 700],
    [1024, "desktop", 700],
    [1280, "desktop", 700],
    [1600, "desktop", 700],
    [2560, "desktop", 700],
  ] as const)("%i px is %s: %i px", (width, device, height) => {
    expect(deviceOf(width)).toBe(device);
    expect(sliderMaxHeight(width)).toBe(height);
  });
});

it("the responsive check runs after 1 s (§9 Timings)", () => expect(RESPONSIVE_CHECK_MS).toBe(1000));

describe("stepIndex", () => {
  it.each([
    [0, 3, "next", false, 1],
    [2, 3, "next", false, null],
    [2, 3, "next", true, 0],
    [0, 3, "prev", false, null],
    [0, 3, "prev", true, 2],
    [1, 3, "prev", false, 0],
    [0, 1, "next", true, null],
  ] as const)("from %i of %i, %s, loop %s → %s", (index, count, way, loop, expected) =>
    expect(stepIndex(index, count, way, loop)).toBe(expected),
  );
});

describe("sides and keys: mirrored right to left", () => {
  it.each([
    ["left", false, "prev"],
    ["right", false, "next"],
    ["left", true, "next"],
    ["right", true, "prev"],
  ] as const)("%s side, rtl %s → %s", (side, rtl, way) => expect(wayOfSide(side, rtl)).toBe(way));

  it.each([
    ["ArrowLeft", false, "prev"],
    ["ArrowRight", false, "next"],
    ["ArrowLeft", true, "next"],
    ["ArrowRight", true, "prev"],
    ["Enter", false, null],
  ] as const)("%s, rtl %s → %s", (key, rtl, way) => expect(wayOfKey(key, rtl)).toBe(way));
});
