// The custom scrollable area (§2 "Collection page"): on non-desktop screens the menu's list scrolls sideways (native
// scrolling and scroll-snap from the CMS stylesheet), prev/next buttons show while it overflows, and the current item
// is scrolled into view. Re-initialised on resize, debounced (§9: 100 ms); from 1024 px the plain server menu stays.
import { prefersReducedMotion } from "../../core/dom";
import { RESIZE_DEBOUNCE_MS, debounce } from "../../core/debounce";
import { DESKTOP_QUERY, centringDelta, scrollEdges, stepDelta, type Edges, type Way } from "./rules";

export const ENHANCED = "vitrine-menu--enhanced";

export interface MenuView extends Edges {
  rtl: boolean;
}

export interface Scroller {
  step(way: Way): void;
  dispose(): void;
}

/** `show(null)`: desktop, no controls. Called only when the view changes (scrolling calls it at most once a frame). */
export function connectScroller(nav: HTMLElement, list: HTMLElement, show: (view: MenuView | null) => void): Scroller {
  let enhanced = false;
  let rtl = false;
  let frame = 0;
  let shown = "";

  const present = (view: MenuView | null) => {
    const key = JSON.stringify(view);
    if (key !== shown) show(view);
    shown = key;
  };
  const measure = () => {
    frame = 0;
    present({ ...scrollEdges(list), rtl });
  };
  const onScroll = () => {
    frame ||= requestAnimationFrame(measure);
  };

  function init(): void {
    if (matchMedia(DESKTOP_QUERY).matches) {
      if (enhanced) leave();
      present(null);
      return;
    }
    rtl = getComputedStyle(list).direction === "rtl";
    if (!enhanced) {
      enhanced = true;
      nav.classList.add(ENHANCED);
      list.addEventListener("scroll", onScroll, { passive: true });
      centreCurrent(list);
    }
    measure();
  }

  function leave(): void {
    enhanced = false;
    nav.classList.remove(ENHANCED);
    list.removeEventListener("scroll", onScroll);
    cancelAnimationFrame(frame);
    frame = 0;
  }

  const reinit = debounce(init, RESIZE_DEBOUNCE_MS);
  window.addEventListener("resize", reinit);
  init();

  return {
    step(way) {
      list.scrollBy({ left: stepDelta(way, rtl, list.clientWidth), behavior: prefersReducedMotion() ? "auto" : "smooth" });
    },
    dispose() {
      reinit.cancel();
      window.removeEventListener("resize", reinit);
      leave();
    },
  };
}

/** Scrolls the list (never the page) so the current item (`aria-current`) sits in its middle. */
function centreCurrent(list: HTMLElement): void {
  const current = list.querySelector<HTMLElement>('[aria-current="page"]');
  if (current) list.scrollBy({ left: centringDelta(current.getBoundingClientRect(), list.getBoundingClientRect()), behavior: "instant" });
}
