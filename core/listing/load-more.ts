// §4 "Load more (generic listings)": an active and a visible state, driven by the reset, turn-off, hide and disable
// events; while active, loading triggers when the bound element comes within the offset (§9: 500 px) of the viewport.
// §6 authoring mode: no infinite scroll, the button stays a button.
import { isAuthorMode } from "../authoring";
import type { LoadMoreAction } from "../events";

export interface LoadMoreState {
  /** Loads may run (auto-load and the button). */
  active: boolean;
  /** The button shows. Hidden but active: infinite scroll without a button. */
  visible: boolean;
}

export const LOAD_MORE_ON: LoadMoreState = { active: true, visible: true };
/** Turned off: no loads, no button (also a listing the server rendered without a load-more link). */
export const LOAD_MORE_OFF: LoadMoreState = { active: false, visible: false };

/** reset: on and shown; turn-off: off and gone; hide: no button, auto-load goes on; disable: button shown, inert. */
export function loadMoreAfter(state: LoadMoreState, action: LoadMoreAction): LoadMoreState {
  switch (action) {
    case "reset":
      return LOAD_MORE_ON;
    case "turn-off":
      return LOAD_MORE_OFF;
    case "hide":
      return { ...state, visible: false };
    case "disable":
      return { ...state, active: false };
  }
}

export interface Approach {
  /** Observes again: the browser reports the current state once more (after a load moved the element). */
  recheck(): void;
  disconnect(): void;
}

/**
 * Calls `onNear` when `element` comes within `offset` px below the viewport. An IntersectionObserver with a
 * root margin does the geometry off the main thread: no scroll handler, no layout read. Never in authoring mode.
 */
export function watchApproach(element: Element, offset: number, onNear: () => void): Approach {
  if (typeof IntersectionObserver === "undefined" || isAuthorMode()) return { recheck() {}, disconnect() {} };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries[entries.length - 1]?.isIntersecting) onNear();
    },
    { rootMargin: `0px 0px ${offset}px 0px` },
  );
  observer.observe(element);
  return {
    recheck() {
      observer.unobserve(element);
      observer.observe(element);
    },
    disconnect: () => observer.disconnect(),
  };
}
