// The shared carousel on a page (happy-dom, fake timers): APG semantics on the server markup and their undo, inert
// slides out of view, arrow keys (mirrored right to left), and the §9 timings: the responsive check after 1 s and the
// resize debounce of 100 ms, which set the slider's maximum height by breakpoint (700 desktop and tablet, 500 mobile).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setPageConfig } from "../page-config";
import { connectCarousel, findSlides, type Carousel } from "./carousel";

type Viewport = { setViewport(size: { width: number; height: number }): void };
const happyDOM = (window as unknown as { happyDOM: Viewport }).happyDOM;

const MARKUP = `<section data-timeline-slider aria-label="Timeline">
  <div data-carousel-track tabindex="0"><ul>
    <li><p>One</p></li><li><p>Two</p></li><li><p>Three</p></li>
  </ul></div>
</section>`;

let carousel: Carousel | undefined;
const root = () => document.querySelector<HTMLElement>("section")!;
const maxHeight = () => root().style.getPropertyValue("--vitrine-slider-max-height");

function connect({ dir = "ltr", loop = false } = {}): Carousel {
  document.documentElement.setAttribute("dir", dir);
  document.body.innerHTML = MARKUP;
  const slides = findSlides(root());
  if (!Array.isArray(slides)) throw new Error("no slides");
  carousel = connectCarousel(root(), slides, { loop });
  return carousel;
}

const press = (key: string) =>
  root()
    .querySelector("li")!
    .dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));

beforeEach(() => {
  document.cookie = "static-country=us";
  setPageConfig({}); // the store reads the market cookie again: English texts
  vi.useFakeTimers();
  happyDOM.setViewport({ width: 1280, height: 800 });
});
afterEach(() => {
  carousel?.destroy();
  carousel = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.cookie = "static-country=; max-age=0";
  document.documentElement.removeAttribute("dir");
  document.body.innerHTML = "";
  happyDOM.setViewport({ width: 1024, height: 768 });
});

describe("markup", () => {
  it("names the region a carousel and each slide 'n of N', hides the others, and undoes it all", () => {
    const { slides } = connect();
    expect(root().getAttribute("aria-roledescription")).toBe("carousel");
    expect(root().getAttribute("role")).toBeNull(); // a named section is a region already
    expect(slides.map((s) => [s.getAttribute("role"), s.getAttribute("aria-label"), s.inert])).toEqual([
      ["group", "1 of 3", false],
      ["group", "2 of 3", true],
      ["group", "3 of 3", true],
    ]);
    expect(root().querySelector("ul")!.getAttribute("role")).toBe("none");
    expect(root().querySelector("[data-carousel-track]")!.hasAttribute("tabindex")).toBe(false);
    carousel!.destroy();
    carousel = undefined;
    expect(root().outerHTML.replace(/ class=""| style=""/g, "")).toBe(MARKUP.replace(/(data-[a-z-]+)(?=[ >])/g, '$1=""'));
  });

  it("reports a track without a list and a list without slides", () => {
    document.body.innerHTML = `<section><div data-carousel-track></div></section>`;
    expect(findSlides(root())).toEqual({ part: "[data-carousel-track] > *", message: "missing required part" });
    document.body.innerHTML = `<section><div data-carousel-track><ul></ul></div></section>`;
    expect(findSlides(root())).toEqual({ part: "[data-carousel-track] > * > *", message: "missing required part" });
  });
});

describe("stepping", () => {
  it("arrow keys step and stop at the ends; go() jumps", () => {
    const c = connect();
    press("ArrowRight");
    expect(c.index.value).toBe(1);
    press("ArrowRight");
    press("ArrowRight");
    expect(c.index.value).toBe(2);
    expect(c.slides.map((s) => s.inert)).toEqual([true, true, false]);
    press("ArrowLeft");
    expect(c.index.value).toBe(1);
    c.go(0);
    expect(c.index.value).toBe(0);
    expect(c.step("prev")).toBe(false);
  });

  it("loops when asked", () => {
    const c = connect({ loop: true });
    expect(c.step("prev")).toBe(true);
    expect(c.index.value).toBe(2);
  });

  it("right to left, ArrowLeft goes forward", () => {
    const c = connect({ dir: "rtl" });
    expect(c.rtl).toBe(true);
    press("ArrowLeft");
    expect(c.index.value).toBe(1);
    press("ArrowRight");
    expect(c.index.value).toBe(0);
  });
});

describe("§9 timings and heights", () => {
  it("measures at once, again 1 s later (the responsive check), with the height of the breakpoint", () => {
    connect();
    expect(maxHeight()).toBe("700px");
    vi.spyOn(window, "innerWidth", "get").mockReturnValue(375); // a narrower window without a resize event: only the check sees it
    vi.advanceTimersByTime(999);
    expect(maxHeight()).toBe("700px");
    vi.advanceTimersByTime(1);
    expect(maxHeight()).toBe("500px");
  });

  it("re-measures on resize once 100 ms have passed without another", () => {
    connect();
    vi.advanceTimersByTime(1000);
    happyDOM.setViewport({ width: 375, height: 800 });
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(60);
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(99);
    expect(maxHeight()).toBe("700px");
    vi.advanceTimersByTime(1);
    expect(maxHeight()).toBe("500px");
    happyDOM.setViewport({ width: 800, height: 800 });
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(100);
    expect(maxHeight()).toBe("700px"); // tablet
  });
});
