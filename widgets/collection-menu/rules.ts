// The collection menu's pure rules (§2 "Collection page": a custom scrollable area on non-desktop screens, re-initialised
// on resize; §9 "Images": breakpoints, desktop from 1024 px; §9 "Timings": resize debounce 100 ms).

export const DESKTOP_QUERY = "(min-width: 1024px)";
/** One prev/next press scrolls most of the visible width: the last item seen stays in view, for context. */
export const STEP_RATIO = 0.8;

export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

export interface Edges {
  /** The list is wider than its box: the buttons show. */
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
}

/** Where the list stands. `scrollLeft` runs from 0 to negative in RTL (CSSOM), hence the absolute value; 1 px of
 * tolerance for sub-pixel layouts. */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollMetrics): Edges {
  const overflow = scrollWidth - clientWidth > 1;
  const offset = Math.abs(scrollLeft);
  return { overflow, atStart: !overflow || offset <= 1, atEnd: !overflow || offset + clientWidth >= scrollWidth - 1 };
}

export type Way = "prev" | "next";

/** The physical scroll delta of one press: next goes toward the inline end, which is leftwards in RTL. */
export function stepDelta(way: Way, rtl: boolean, clientWidth: number): number {
  const towardEnd = way === "next" ? 1 : -1;
  return towardEnd * (rtl ? -1 : 1) * Math.round(clientWidth * STEP_RATIO);
}

/** The arrow a button shows: prev points to the inline start, so the arrows swap in RTL. */
export function arrowOf(way: Way, rtl: boolean): "left" | "right" {
  return (way === "prev") !== rtl ? "left" : "right";
}

interface Span {
  left: number;
  width: number;
}

/** The scroll delta that centres an item in the list (physical pixels, either direction). */
export function centringDelta(item: Span, list: Span): number {
  return Math.round(item.left + item.width / 2 - (list.left + list.width / 2));
}
