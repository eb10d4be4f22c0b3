// The pure rules every slider shares (§9 "Images": breakpoints 1600/1280/1024/768 and the slider's maximum heights;
// §9 "Timings": the slider's responsive check after 1 s). No DOM.

/** §9 "Timings": the slider measures itself again 1 s after it started (images and fonts have settled by then). */
export const RESPONSIVE_CHECK_MS = 1000;

/** §9 breakpoints: mobile below 768 px, tablet from 768, desktop from 1024 (1280 and 1600 are wider desktops). */
export type Device = "mobile" | "tablet" | "desktop";

export function deviceOf(viewportWidth: number): Device {
  if (viewportWidth < 768) return "mobile";
  return viewportWidth < 1024 ? "tablet" : "desktop";
}

/** §9 "Images": slider maximum heights, 700 px desktop, 700 px tablet, 500 px mobile. */
export function sliderMaxHeight(viewportWidth: number): number {
  return deviceOf(viewportWidth) === "mobile" ? 500 : 700;
}

export type Way = "prev" | "next";

/** The slide one step away, or null at an end when the slider does not loop. */
export function stepIndex(index: number, count: number, way: Way, loop: boolean): number | null {
  const target = index + (way === "next" ? 1 : -1);
  if (target >= 0 && target < count) return target;
  if (!loop || count < 2) return null;
  return (target + count) % count;
}

/** A physical side (an arrow key, a touch zone) as a step: in RTL the next slide comes from the left. */
export function wayOfSide(side: "left" | "right", rtl: boolean): Way {
  return (side === "right") !== rtl ? "next" : "prev";
}

/** ArrowLeft / ArrowRight as a step (mirrored in RTL); other keys are not the carousel's. */
export function wayOfKey(key: string, rtl: boolean): Way | null {
  if (key === "ArrowLeft") return wayOfSide("left", rtl);
  if (key === "ArrowRight") return wayOfSide("right", rtl);
  return null;
}
