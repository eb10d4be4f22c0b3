// §4 "Timeline slider" and §9 "Timings": a tick every 10 ms adds 1/timeSlide (in percent: a slide lasts timeSlide
// seconds), default slide time 8; touch zones 20 % of the screen edge, 25 % on mobile (§9 breakpoints: mobile < 768).
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TIME_SLIDE, TICK_MS, barProgress, isRotating, slideProgress, touchSide, touchZoneRatio } from "./rules";

afterEach(() => vi.useRealTimers());

it("ticks every 10 ms; the default slide time is 8", () => {
  expect(TICK_MS).toBe(10);
  expect(DEFAULT_TIME_SLIDE).toBe(8);
});

describe("slideProgress under a fake clock: a slide lasts timeSlide seconds", () => {
  /** Runs the 10 ms tick on fake timers for `ms` and returns the progress reached. */
  function progressAfter(ms: number, timeSlide: number): number {
    vi.useFakeTimers();
    let ticks = 0;
    const timer = setInterval(() => ticks++, TICK_MS);
    vi.advanceTimersByTime(ms);
    clearInterval(timer);
    return slideProgress(ticks, timeSlide);
  }

  it.each([
    [0, 8, 0],
    [10, 8, 0.125],
    [1000, 8, 12.5],
    [4000, 8, 50],
    [7990, 8, 99.875],
    [8000, 8, 100],
    [9000, 8, 100],
    [1500, 3, 50],
    [3000, 3, 100],
    [2990, 3, 99.66666666666667],
  ])("after %i ms with timeSlide %i: %s %%", (ms, timeSlide, percent) => expect(progressAfter(ms, timeSlide)).toBe(percent));
});

describe("slideProgress with a video: the slide waits for a longer video", () => {
  it.each([
    ["no metadata yet: the slide time", 400, { currentTime: 0, duration: NaN, ended: false }, 50],
    ["a shorter video: the slide time", 400, { currentTime: 2, duration: 2, ended: true }, 50],
    ["a longer video: the video's time", 800, { currentTime: 5, duration: 20, ended: false }, 25],
    ["a longer video that ended", 100, { currentTime: 19.9, duration: 20, ended: true }, 100],
  ])("%s", (_, ticks, video, percent) => expect(slideProgress(ticks, DEFAULT_TIME_SLIDE, video)).toBe(percent));
});

describe("barProgress: each slide's bar", () => {
  it.each([
    [0, 1, 40, 100],
    [1, 1, 40, 40],
    [2, 1, 40, 0],
  ])("slide %i while %i is active at %i %% → %i %%", (slide, active, progress, shown) =>
    expect(barProgress(slide, active, progress)).toBe(shown),
  );
});

describe("touch zones by viewport width (§9: 20 %, 25 % on mobile)", () => {
  it.each([
    [375, 0.25, 93, "left"],
    [375, 0.25, 94, null],
    [375, 0.25, 281, null],
    [375, 0.25, 282, "right"],
    [767, 0.25, 191, "left"],
    [768, 0.2, 153, "left"],
    [768, 0.2, 154, null],
    [1280, 0.2, 255, "left"],
    [1280, 0.2, 640, null],
    [1280, 0.2, 1024, "right"],
    [1280, 0.2, 1023, null],
  ] as const)("%i px wide (zone %s): a touch at x=%i → %s", (width, ratio, x, side) => {
    expect(touchZoneRatio(width)).toBe(ratio);
    expect(touchSide(x, width)).toBe(side);
  });
});

describe("isRotating: anything holds it", () => {
  const free = { stopped: false, hovered: false, hidden: false };
  it.each([
    ["nothing", free, true],
    ["the pause control", { ...free, stopped: true }, false],
    ["hover", { ...free, hovered: true }, false],
    ["a hidden tab", { ...free, hidden: true }, false],
  ])("%s", (_, holds, rotating) => expect(isRotating(holds)).toBe(rotating));
});
