// The timeline's slide show (§4 "Timeline slider", §9 "Timings"): a tick every 10 ms grows the active slide's
// progress by 1/timeSlide (percent); at 100 the next slide comes, and after the last the show stops unless it loops.
// It holds still while hovered, while the tab is hidden or a modal dialog (core/modal.ts) has made the page behind it
// inert, and once paused; focus inside (except on its own pause control) pauses it as the control would, so it starts
// again only when the shopper asks (APG); it starts paused with reduced motion and in author mode. A slide's videos play only while the slide
// is active and the show runs; a video longer than the slide time keeps its slide until it ends. A touch on the left or
// right edge of the screen (20 %, 25 % on mobile) steps back or forward (mirrored right to left).
import { computed, effect, signal, type ReadonlySignal } from "@preact/signals-core";
import type { Carousel } from "../../core/carousel/carousel";
import { stepIndex, wayOfSide } from "../../core/carousel/rules";
import { TICK_MS, isRotating, slideProgress, touchSide } from "./rules";

/** The pause control carries this attribute: focus on it does not hold the show. */
export const ROTATION_CONTROL = "data-rotation-control";

export interface Slideshow {
  /** The active slide's progress, in percent. */
  readonly progress: ReadonlySignal<number>;
  readonly rotating: ReadonlySignal<boolean>;
  /** Paused by the control (or never started); what the control shows. */
  readonly stopped: ReadonlySignal<boolean>;
  /** The pause/play control: at the end, play starts again from the first slide. */
  toggle(): void;
  /** Stops it as the pause control would (reduced motion asked for while the page is open). */
  pause(): void;
  destroy(): void;
}

export interface SlideshowOptions {
  timeSlide: number;
  loop: boolean;
  /** False: reduced motion or author mode; the show waits for the play control. */
  autoplay: boolean;
}

const INTERACTIVE = "a, button, input, select, textarea, label, video[controls], [tabindex]";
/** A touch that travelled further is a swipe (glide's), not a tap on an edge. */
const TAP_SLOP_PX = 10;

export function connectSlideshow(root: HTMLElement, carousel: Carousel, { timeSlide, loop, autoplay }: SlideshowOptions): Slideshow {
  const stopped = signal(!autoplay);
  const hovered = signal(false);
  /** Out of sight: the tab is hidden, or the carousel is inert behind a modal dialog (it must not run unseen). */
  const outOfSight = () => document.visibilityState === "hidden" || root.closest("[inert]") !== null;
  const hidden = signal(outOfSight());
  const progress = signal(0);
  const rotating = computed(() => isRotating({ stopped: stopped.value, hovered: hovered.value, hidden: hidden.value }));
  const videosOf = (index: number) => [...(carousel.slides[index]?.querySelectorAll("video") ?? [])];
  let ticks = 0;
  let active = -1;

  const tick = () => {
    ticks++;
    const index = carousel.index.peek();
    progress.value = slideProgress(ticks, timeSlide, videosOf(index)[0]);
    if (progress.value < 100) return;
    const next = stepIndex(index, carousel.slides.length, "next", loop);
    if (next === null) stopped.value = true;
    else carousel.go(next);
  };

  const stops = [
    // A new slide starts from zero, its videos from their beginning.
    effect(() => {
      const index = carousel.index.value;
      ticks = 0;
      progress.value = 0;
      if (index !== active) for (const video of videosOf(index)) video.currentTime = 0;
      active = index;
    }),
    effect(() => {
      if (!rotating.value) return;
      const timer = setInterval(tick, TICK_MS);
      return () => clearInterval(timer);
    }),
    effect(() => {
      const index = carousel.index.value;
      const playing = rotating.value;
      carousel.slides.forEach((_, i) => {
        for (const video of videosOf(i)) {
          if (i === index && playing)
            video.play().catch(() => {}); // refused autoplay: the slide time still runs
          else video.pause();
        }
      });
    }),
  ];

  const onPointer = (event: PointerEvent) => {
    if (event.pointerType === "mouse") hovered.value = event.type === "pointerenter";
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && !event.target.closest(`[${ROTATION_CONTROL}]`)) stopped.value = true;
  };
  const onVisibility = () => (hidden.value = outOfSight());
  const inertWatch = new MutationObserver(onVisibility);
  inertWatch.observe(document.body, { attributes: true, attributeFilter: ["inert"], subtree: true });

  let touch: { x: number; y: number; target: EventTarget | null } | null = null;
  const onTouchStart = (event: TouchEvent) => {
    const first = event.touches[0];
    touch = event.touches.length === 1 && first ? { x: first.clientX, y: first.clientY, target: event.target } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch;
    const end = event.changedTouches[0];
    touch = null;
    if (!start || !end || Math.hypot(end.clientX - start.x, end.clientY - start.y) > TAP_SLOP_PX) return;
    if (start.target instanceof Element && start.target.closest(INTERACTIVE)) return;
    const side = touchSide(end.clientX, window.innerWidth);
    if (!side) return;
    event.preventDefault(); // no click on what lies under the edge
    carousel.step(wayOfSide(side, carousel.rtl));
  };

  root.addEventListener("pointerenter", onPointer);
  root.addEventListener("pointerleave", onPointer);
  root.addEventListener("focusin", onFocus);
  root.addEventListener("touchstart", onTouchStart, { passive: true });
  root.addEventListener("touchend", onTouchEnd);
  document.addEventListener("visibilitychange", onVisibility);

  return {
    progress,
    rotating,
    stopped,
    toggle() {
      const atEnd = carousel.index.peek() === carousel.slides.length - 1 && progress.peek() >= 100;
      if (stopped.peek() && atEnd) carousel.go(0);
      stopped.value = !stopped.peek();
    },
    pause() {
      stopped.value = true;
    },
    destroy() {
      stops.forEach((stop) => stop());
      root.removeEventListener("pointerenter", onPointer);
      root.removeEventListener("pointerleave", onPointer);
      root.removeEventListener("focusin", onFocus);
      root.removeEventListener("touchstart", onTouchStart);
      root.removeEventListener("touchend", onTouchEnd);
      document.removeEventListener("visibilitychange", onVisibility);
      inertWatch.disconnect();
      for (const video of carousel.slides.flatMap((_, i) => videosOf(i))) video.pause();
    },
  };
}
