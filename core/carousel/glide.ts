// The one place @glidejs/glide is used (its modular build: the core plus touch swipes). It only moves the list by CSS
// transforms through the CSSOM (no style attributes, no HTML strings: fine under the strict CSP and Trusted Types);
// its stylesheet is ours (carousel.css), adopted with the widget. Glide's own autoplay, keyboard and arrows are off:
// the carousel and its widgets do those, accessibly.
import Glide, { Swipe } from "@glidejs/glide/dist/glide.modular.esm.js";

export interface GlideOptions {
  rtl: boolean;
  reducedMotion: boolean;
  /** After glide starts a move, with the new index (buttons, swipes, `go`). */
  onMove(index: number): void;
}

export interface GlideHandle {
  go(index: number): void;
  /** Measures the track again (sizes, position). */
  update(): void;
  destroy(): void;
}

/** Glide on `root`, moving the first child of `track`. */
export function mountGlide(root: HTMLElement, track: HTMLElement, { rtl, reducedMotion, onMove }: GlideOptions): GlideHandle {
  track.setAttribute("data-glide-el", "track");
  const glide = new Glide(root, {
    type: "slider",
    perView: 1,
    gap: 0,
    rewind: false,
    keyboard: false,
    autoplay: false,
    hoverpause: false,
    dragThreshold: false, // mouse users have the buttons; a drag would fight text selection
    swipeThreshold: 80,
    waitForTransition: false, // a press during a move is never lost
    animationDuration: reducedMotion ? 0 : 400,
    rewindDuration: reducedMotion ? 0 : 800,
    direction: rtl ? "rtl" : "ltr",
  });
  glide.on("run", () => onMove(glide.index));
  glide.mount({ Swipe });
  return {
    go: (index) => void glide.go(`=${index}`),
    update: () => void glide.update(),
    destroy() {
      glide.destroy();
      root.classList.remove("glide--swipeable"); // the one class glide's destroy leaves behind
      track.removeAttribute("data-glide-el");
    },
  };
}
