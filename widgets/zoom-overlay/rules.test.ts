// §9 "Images" (rendition widths, breakpoints), §2 "Gallery zoom overlay" (slides, arrow keys) and the zoom maths.
import { describe, expect, it } from "vitest";
import {
  FITTED,
  arrowPan,
  arrowStep,
  clampPan,
  clampScale,
  deviceWidth,
  doubleTapZoom,
  fitWithin,
  isDoubleTap,
  panLimit,
  renditionUrl,
  renditionWidth,
  stepSlide,
  wheelFactor,
  zoomAbout,
  zoomKey,
} from "./rules";

describe("§9 Images: device width (breakpoints 1600, 1280, 1024, 768)", () => {
  it.each([
    [320, 320],
    [375, 375],
    [767, 767],
    [768, 768],
    [800, 1024],
    [1024, 1024],
    [1025, 1280],
    [1280, 1280],
    [1440, 1600],
    [1600, 1600],
    [1920, 1600],
    [2560, 1600],
  ])("viewport %i px → %i px", (viewport, expected) => expect(deviceWidth(viewport)).toBe(expected));
});

describe("§9 Images: rendition width, the device width × DPR rounded UP to a multiple of 500 px", () => {
  it.each([
    [320, 1, 500],
    [375, 1, 500],
    [375, 2, 1000],
    [390, 3, 1500],
    [414, 2, 1000],
    [430, 3, 1500],
    [768, 1, 1000],
    [768, 2, 2000],
    [800, 1, 1500],
    [1024, 1, 1500],
    [1280, 1, 1500],
    [1280, 2, 3000],
    [1366, 1, 2000],
    [1600, 1, 2000],
    [1920, 1, 2000],
    [1920, 2, 3500],
    [500, 1, 500],
    [501, 1, 1000],
    [375, 0, 500], // a broken DPR counts as 1
    [375, Number.NaN, 500],
  ])("%i px at DPR %d → %i", (viewport, dpr, expected) => expect(renditionWidth(viewport, dpr)).toBe(expected));

  it("puts the width where the markup's URL says {width}", () => {
    expect(renditionUrl("/assets/img/L01.svg?width={width}", 1500)).toBe("/assets/img/L01.svg?width=1500");
    expect(renditionUrl("/content/dam/look.jpg/{width}/look.jpg", 1000)).toBe("/content/dam/look.jpg/1000/look.jpg");
    expect(renditionUrl("/img/fixed.jpg", 1000)).toBe("/img/fixed.jpg");
  });
});

describe("§2 slides: n/total, arrows mirrored right to left", () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ])("slide %i %+i of %i → %i", (index, delta, total, expected) => expect(stepSlide(index, delta, total)).toBe(expected));

  it.each([
    ["ArrowRight", "ltr", 1],
    ["ArrowLeft", "ltr", -1],
    ["ArrowRight", "rtl", -1],
    ["ArrowLeft", "rtl", 1],
    ["ArrowUp", "ltr", 0],
    ["Enter", "rtl", 0],
  ] as const)("%s in %s → %i", (key, direction, expected) => expect(arrowStep(key, direction)).toBe(expected));
});

describe("zoom maths", () => {
  const stage = { width: 1000, height: 800 };
  const image = { width: 640, height: 800 }; // a 4:5 picture contained in the stage

  it.each([
    [0.5, 1],
    [1, 1],
    [2.5, 2.5],
    [4, 4],
    [9, 4],
    [Number.NaN, 1],
  ])("scale %d is clamped to %d (1–4)", (scale, expected) => expect(clampScale(scale)).toBe(expected));

  it("clamps to the configured maximum", () => expect(clampScale(7, 6)).toBe(6));

  it.each([
    [
      { width: 400, height: 500 },
      { width: 640, height: 800 },
    ],
    [
      { width: 1000, height: 500 },
      { width: 1000, height: 500 },
    ],
    [{ width: 0, height: 0 }, stage],
  ])("fits %o inside the stage as %o", (natural, expected) => expect(fitWithin(natural, stage)).toEqual(expected));

  it.each([
    [1, { x: 0, y: 0 }],
    [1.5, { x: 0, y: 200 }], // 960 wide still inside 1000: no horizontal pan
    [2, { x: 140, y: 400 }],
    [4, { x: 780, y: 1200 }],
  ])("pan limit at scale %d is %o", (scale, expected) => expect(panLimit(scale, image, stage)).toEqual(expected));

  it.each([
    [
      { scale: 2, x: 500, y: -900 },
      { scale: 2, x: 140, y: -400 },
    ],
    [
      { scale: 2, x: -100, y: 100 },
      { scale: 2, x: -100, y: 100 },
    ],
    [
      { scale: 1, x: 30, y: 30 },
      { scale: 1, x: 0, y: 0 },
    ],
  ])("clampPan(%o) → %o", (zoom, expected) => expect(clampPan(zoom, image, stage)).toEqual(expected));

  it("zooms about the focus point: the image point under it stays put", () => {
    // From fitted, ×2 about (100, 50): the point under it was at 100/1 from the image centre; after, 100 = x + 100×2.
    expect(zoomAbout(FITTED, 2, { x: 100, y: 50 }, image, stage)).toEqual({ scale: 2, x: -100, y: -50 });
    // About the centre: no pan.
    expect(zoomAbout(FITTED, 3, { x: 0, y: 0 }, image, stage)).toEqual({ scale: 3, x: 0, y: 0 });
    // Back to 1 always recentres.
    expect(zoomAbout({ scale: 2, x: 100, y: 100 }, 1, { x: 300, y: 0 }, image, stage)).toEqual({ scale: 1, x: 0, y: 0 });
    // Past the maximum: clamped, and the pan within its bounds.
    expect(zoomAbout(FITTED, 10, { x: 400, y: 0 }, image, stage)).toEqual({ scale: 4, x: -780, y: 0 });
  });

  it("double tap zooms to 2.5 at the tapped point, and back to fitted when zoomed", () => {
    expect(doubleTapZoom(FITTED, { x: 40, y: -20 }, image, stage)).toEqual({ scale: 2.5, x: -60, y: 30 });
    expect(doubleTapZoom({ scale: 2, x: 10, y: 10 }, { x: 40, y: 0 }, image, stage)).toEqual(FITTED);
    expect(doubleTapZoom(FITTED, { x: 0, y: 0 }, image, stage, 2)).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it.each([
    [{ time: 0, x: 0, y: 0 }, { time: 250, x: 10, y: 10 }, true],
    [{ time: 0, x: 0, y: 0 }, { time: 300, x: 0, y: 30 }, true],
    [{ time: 0, x: 0, y: 0 }, { time: 301, x: 0, y: 0 }, false],
    [{ time: 0, x: 0, y: 0 }, { time: 100, x: 40, y: 0 }, false],
  ])("taps %o then %o: double tap %s", (first, second, expected) => expect(isDoubleTap(first, second)).toBe(expected));

  it("a wheel notch zooms in when turned up, out when down, by the same factor", () => {
    expect(wheelFactor(-100)).toBeCloseTo(1.2214, 4);
    expect(wheelFactor(100)).toBeCloseTo(1 / 1.2214, 4);
    expect(wheelFactor(0)).toBe(1);
  });

  it.each([
    ["+", false, "in"],
    ["=", false, "in"],
    ["-", true, "out"],
    ["0", true, "reset"],
    ["ArrowLeft", true, "pan"],
    ["ArrowLeft", false, undefined],
    ["a", true, undefined],
  ] as const)("key %s (zoomed %s) → %s", (key, zoomed, expected) => expect(zoomKey(key, zoomed)).toBe(expected));

  it("an arrow pans by a tenth of the stage; the image moves against the arrow to show what lies that way", () => {
    expect(arrowPan("ArrowRight", stage)).toEqual({ x: -100, y: 0 });
    expect(arrowPan("ArrowLeft", stage)).toEqual({ x: 100, y: 0 });
    expect(arrowPan("ArrowDown", stage)).toEqual({ x: 0, y: -80 });
    expect(arrowPan("ArrowUp", stage)).toEqual({ x: 0, y: 80 });
  });
});
