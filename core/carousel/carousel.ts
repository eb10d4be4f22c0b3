// The one carousel behind every slider (APG carousel on @glidejs/glide): the server's slides, a horizontally
// scrollable list without JavaScript, become one slide at a time moved by glide. It marks the region and its slides
// (roles, "n of N"), hides the slides out of view from keyboard and screen readers (`inert`), steps with the arrow keys
// (mirrored right to left), and measures itself again after 1 s and on resize (debounced 100 ms, §9 "Timings"),
// giving the slides their maximum height by breakpoint (§9 "Images"). Widgets add what they show and when they move.
import { signal, type ReadonlySignal } from "@preact/signals-core";
import { missingPart, type Problem } from "../attributes";
import { RESIZE_DEBOUNCE_MS, debounce } from "../debounce";
import { prefersReducedMotion } from "../dom";
import { textLocale } from "../store";
import { mountGlide } from "./glide";
import { carouselText } from "./messages";
import { RESPONSIVE_CHECK_MS, sliderMaxHeight, stepIndex, wayOfKey, type Way } from "./rules";

/** The slides' track: its first child is the list that moves, whose children are the slides. */
export const TRACK = "[data-carousel-track]";
export const ENHANCED = "vitrine-carousel--enhanced";

export interface Carousel {
  readonly slides: readonly HTMLElement[];
  readonly index: ReadonlySignal<number>;
  readonly rtl: boolean;
  go(index: number): void;
  /** Moves one slide; false at an end (unless `loop`). */
  step(way: Way): boolean;
  destroy(): void;
}

export interface CarouselOptions {
  loop: boolean;
  /** After every move (buttons, keys, swipes, `go`). */
  onMove?(index: number): void;
}

/** The slides of a carousel's markup, or the problem that leaves it server-rendered. */
export function findSlides(root: HTMLElement): HTMLElement[] | Problem {
  const list = root.querySelector(TRACK)?.firstElementChild;
  if (!list) return missingPart(`${TRACK} > *`);
  const slides = [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
  return slides.length ? slides : missingPart(`${TRACK} > * > *`);
}

export function connectCarousel(root: HTMLElement, slides: readonly HTMLElement[], { loop, onMove }: CarouselOptions): Carousel {
  const track = root.querySelector<HTMLElement>(TRACK)!;
  const rtl = root.closest("[dir]")?.getAttribute("dir") === "rtl";
  const restore = markUp(root, track, slides);
  const index = signal(0);
  const show = (active: number) => {
    index.value = active;
    slides.forEach((slide, i) => (slide.inert = i !== active));
    onMove?.(active);
  };
  const glide = mountGlide(root, track, { rtl, reducedMotion: prefersReducedMotion(), onMove: show });
  show(0);

  const measure = () => {
    root.style.setProperty("--vitrine-slider-max-height", `${sliderMaxHeight(window.innerWidth)}px`);
    glide.update();
  };
  const onResize = debounce(measure, RESIZE_DEBOUNCE_MS);
  const check = setTimeout(measure, RESPONSIVE_CHECK_MS);
  measure();
  window.addEventListener("resize", onResize);

  const go = (target: number) => {
    if (target !== index.value) glide.go(target);
  };
  const step = (way: Way) => {
    const target = stepIndex(index.value, slides.length, way, loop);
    if (target === null) return false;
    go(target);
    return true;
  };
  const onKey = (event: KeyboardEvent) => {
    const way = wayOfKey(event.key, rtl);
    if (!way || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target)) return;
    event.preventDefault();
    step(way);
  };
  root.addEventListener("keydown", onKey);

  return {
    slides,
    index,
    rtl,
    go,
    step,
    destroy() {
      clearTimeout(check);
      onResize.cancel();
      window.removeEventListener("resize", onResize);
      root.removeEventListener("keydown", onKey);
      glide.destroy();
      root.style.removeProperty("--vitrine-slider-max-height");
      slides.forEach((slide) => (slide.inert = false));
      restore();
    },
  };
}

/** APG carousel semantics on the server markup; returns what puts the markup back as it was. */
function markUp(root: HTMLElement, track: HTMLElement, slides: readonly HTMLElement[]): () => void {
  const language = textLocale.value;
  const saved = new Map<Element, [string, string | null][]>();
  const set = (el: Element, name: string, value: string | null) => {
    const attributes = saved.get(el) ?? [];
    if (!attributes.some(([n]) => n === name)) attributes.push([name, el.getAttribute(name)]);
    saved.set(el, attributes);
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  };
  if (root.localName !== "section") set(root, "role", "region");
  set(root, "aria-roledescription", carouselText(language, "carousel"));
  // Without JavaScript the list scrolls and may be focusable for that; enhanced, the buttons move it.
  for (const el of [track, track.firstElementChild!]) if (el.hasAttribute("tabindex")) set(el, "tabindex", null);
  // The slides become groups, which a list may not hold: the list is only their row now.
  set(track.firstElementChild!, "role", "none");
  slides.forEach((slide, i) => {
    set(slide, "role", "group");
    set(slide, "aria-roledescription", carouselText(language, "slide"));
    set(slide, "aria-label", carouselText(language, "slideOf", { index: i + 1, count: slides.length }));
  });
  root.classList.add(ENHANCED);
  return () => {
    root.classList.remove(ENHANCED);
    for (const [el, attributes] of saved)
      for (const [name, value] of attributes) {
        if (value === null) el.removeAttribute(name);
        else el.setAttribute(name, value);
      }
  };
}

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(input|textarea|select)$/.test(target.localName));
}
