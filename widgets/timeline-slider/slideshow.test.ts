// The timeline's slide show on a page (happy-dom, fake timers): §4 "Timeline slider" and §9 "Timings" (a tick every
// 10 ms adds 1/timeSlide %, default 8 s a slide; the end without loop; touch zones 20 % / 25 % on mobile), what holds
// it (hover, focus, a hidden tab, the pause control; APG carousel) and its videos.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectCarousel, findSlides, type Carousel } from "../../core/carousel/carousel";
import { setPageConfig } from "../../core/page-config";
import { connectSlideshow, type Slideshow } from "./slideshow";

type Viewport = { setViewport(size: { width: number; height: number }): void };
const happyDOM = (window as unknown as { happyDOM: Viewport }).happyDOM;

let carousel: Carousel;
let show: Slideshow;
const root = () => document.querySelector<HTMLElement>("section")!;

function start({ timeSlide = 8, loop = false, autoplay = true, video = "" } = {}) {
  document.body.innerHTML = `<section aria-label="Timeline"><div data-carousel-track><ul>
    <li><p>One</p></li><li>${video}<button>More</button></li><li><p>Three</p></li>
  </ul></div><button data-rotation-control>Pause</button></section>`;
  const slides = findSlides(root()) as HTMLElement[];
  carousel = connectCarousel(root(), slides, { loop });
  show = connectSlideshow(root(), carousel, { timeSlide, loop, autoplay });
}

function touch(x: number) {
  const at = [{ clientX: x, clientY: 10 }];
  const event = (type: string, touches: object[], changedTouches: object[]) =>
    Object.assign(new Event(type, { bubbles: true, cancelable: true }), { touches, changedTouches });
  const target = root().querySelector("p")!;
  target.dispatchEvent(event("touchstart", at, at));
  target.dispatchEvent(event("touchend", [], at));
}

beforeEach(() => {
  document.cookie = "static-country=us";
  setPageConfig({});
  vi.useFakeTimers();
  happyDOM.setViewport({ width: 1280, height: 800 });
});
afterEach(() => {
  show.destroy();
  carousel.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  document.cookie = "static-country=; max-age=0";
  happyDOM.setViewport({ width: 1024, height: 768 });
});

describe("ticks (§9: every 10 ms, 1/timeSlide %)", () => {
  it("8 s a slide by default: 0.125 % a tick, 50 % at 4 s, the next slide at 8 s", () => {
    start();
    vi.advanceTimersByTime(10);
    expect(show.progress.value).toBe(0.125);
    vi.advanceTimersByTime(3990);
    expect(show.progress.value).toBe(50);
    vi.advanceTimersByTime(3990);
    expect([carousel.index.value, show.progress.value]).toEqual([0, 99.875]);
    vi.advanceTimersByTime(10);
    expect([carousel.index.value, show.progress.value]).toEqual([1, 0]);
  });

  it("stops on the last slide without loop; play starts again from the first", () => {
    start({ timeSlide: 2 });
    vi.advanceTimersByTime(6000);
    expect([carousel.index.value, show.progress.value, show.stopped.value]).toEqual([2, 100, true]);
    vi.advanceTimersByTime(10_000);
    expect(carousel.index.value).toBe(2);
    show.toggle();
    expect([carousel.index.value, show.stopped.value]).toEqual([0, false]);
  });

  it("loops when asked", () => {
    start({ timeSlide: 2, loop: true });
    vi.advanceTimersByTime(6000);
    expect([carousel.index.value, show.stopped.value]).toEqual([0, false]);
  });

  it("without autoplay (reduced motion, author mode) it waits for play", () => {
    start({ autoplay: false });
    vi.advanceTimersByTime(10_000);
    expect([carousel.index.value, show.progress.value, show.rotating.value]).toEqual([0, 0, false]);
    show.toggle();
    vi.advanceTimersByTime(1000);
    expect(show.progress.value).toBe(12.5);
  });

  it("a manual step starts the new slide from 0", () => {
    start();
    vi.advanceTimersByTime(2000);
    carousel.step("next");
    expect(show.progress.value).toBe(0);
    vi.advanceTimersByTime(1000);
    expect([carousel.index.value, show.progress.value]).toEqual([1, 12.5]);
  });
});

describe("what holds it", () => {
  it("a mouse over it, not a touch", () => {
    start();
    root().dispatchEvent(new PointerEvent("pointerenter", { pointerType: "touch" }));
    expect(show.rotating.value).toBe(true);
    root().dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
    vi.advanceTimersByTime(1000);
    expect([show.rotating.value, show.progress.value]).toEqual([false, 0]);
    root().dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" }));
    vi.advanceTimersByTime(1000);
    expect(show.progress.value).toBe(12.5);
  });

  it("focus inside stops it, except on the rotation control; it starts again only when that control asks (APG)", () => {
    start();
    const slideButton = root().querySelector<HTMLElement>("li button")!;
    const control = root().querySelector<HTMLElement>("[data-rotation-control]")!;
    control.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect([show.rotating.value, show.stopped.value]).toEqual([true, false]);
    slideButton.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect([show.rotating.value, show.stopped.value]).toEqual([false, true]);
    control.dispatchEvent(new FocusEvent("focusin", { bubbles: true, relatedTarget: slideButton }));
    slideButton.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: null }));
    vi.advanceTimersByTime(1000);
    expect([show.rotating.value, show.progress.value]).toEqual([false, 0]); // focus left: still stopped
    show.toggle();
    vi.advanceTimersByTime(1000);
    expect([show.rotating.value, show.progress.value]).toEqual([true, 12.5]);
  });

  it("a hidden tab", () => {
    start();
    const state = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(1000);
    expect([show.rotating.value, show.progress.value]).toEqual([false, 0]);
    state.mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(show.rotating.value).toBe(true);
  });

  it("inert behind a modal dialog (the zoom overlay on the same page): no tick while covered", async () => {
    start();
    document.body.firstElementChild!.setAttribute("inert", "");
    await vi.waitFor(() => expect(show.rotating.value).toBe(false));
    const held = show.progress.value; // the observer's callback may come a few ticks late
    vi.advanceTimersByTime(1000);
    expect(show.progress.value).toBe(held);
    document.body.firstElementChild!.removeAttribute("inert");
    await vi.waitFor(() => expect(show.rotating.value).toBe(true));
    const resumed = show.progress.value;
    vi.advanceTimersByTime(1000);
    expect(show.progress.value).toBe(resumed + 12.5);
  });

  it("the pause control", () => {
    start();
    show.toggle();
    vi.advanceTimersByTime(1000);
    expect([show.stopped.value, show.progress.value]).toEqual([true, 0]);
    show.toggle();
    expect(show.rotating.value).toBe(true);
  });
});

describe("touch zones (§9: 20 % of the screen edge, 25 % on mobile)", () => {
  it.each([
    [1280, 250, "1 of 3"], // inside 20 % (256 px)
    [1280, 300, "2 of 3"],
    [375, 90, "1 of 3"], // inside 25 % (93.75 px)
    [375, 100, "2 of 3"],
  ])("%i px wide, on slide 2: a touch at x=%i → %s", (width, x, shown) => {
    happyDOM.setViewport({ width, height: 800 });
    start({ autoplay: false });
    carousel.go(1);
    touch(x);
    expect(carousel.slides[carousel.index.value]!.getAttribute("aria-label")).toBe(shown);
  });

  it("the right edge steps forward; in the middle nothing", () => {
    start({ autoplay: false });
    touch(640);
    expect(carousel.index.value).toBe(0);
    touch(1200);
    expect(carousel.index.value).toBe(1);
  });
});

describe("videos", () => {
  function stubVideo(duration: number) {
    const video = root().querySelector("video")!;
    const clock = { currentTime: 0, ended: false };
    Object.defineProperty(video, "duration", { configurable: true, get: () => duration });
    Object.defineProperty(video, "currentTime", {
      configurable: true,
      get: () => clock.currentTime,
      set: (t: number) => (clock.currentTime = t),
    });
    Object.defineProperty(video, "ended", { configurable: true, get: () => clock.ended });
    const play = vi.spyOn(video, "play").mockResolvedValue(undefined);
    const pause = vi.spyOn(video, "pause").mockImplementation(() => {});
    return { clock, play, pause };
  }

  it("plays only while its slide is active and the show runs; a longer video holds its slide until it ends", () => {
    start({ timeSlide: 2, video: "<video muted></video>" });
    const { clock, play, pause } = stubVideo(5);
    vi.advanceTimersByTime(2000);
    expect(carousel.index.value).toBe(1);
    expect(play).toHaveBeenCalledTimes(1);
    show.toggle(); // paused: the video too
    expect(pause).toHaveBeenCalled();
    show.toggle();
    expect(play).toHaveBeenCalledTimes(2);
    clock.currentTime = 2.5;
    vi.advanceTimersByTime(3000); // past the slide time: the 5 s video holds
    expect([carousel.index.value, show.progress.value]).toEqual([1, 50]);
    clock.ended = true;
    vi.advanceTimersByTime(10);
    expect(carousel.index.value).toBe(2);
  });
});
