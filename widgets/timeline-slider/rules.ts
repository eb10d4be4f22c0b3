// The timeline slider's pure rules (§4 "Timeline slider"; §9 "Timings": a tick every 10 ms, progress growing by
// 1/timeSlide per tick, default slide time 8, touch zones 20 % of the screen edge and 25 % on mobile). No DOM.
import { deviceOf } from "../../core/carousel/rules";

export const TICK_MS = 10;
export const DEFAULT_TIME_SLIDE = 8;

/** What a slide's video tells the progress: read from the element at each tick. */
export interface VideoClock {
  currentTime: number;
  /** NaN until the metadata has loaded. */
  duration: number;
  ended: boolean;
}

/** The active slide's progress in percent after `ticks` ticks (counted, never summed, so no rounding drift). Our reading
 * of "progress grows by 1/timeSlide per tick": one tick adds 1/timeSlide %, so a slide takes 100 × timeSlide ticks of
 * 10 ms, i.e. timeSlide seconds (8 → 800 ticks, 8 s). A slide whose video is longer than the slide time waits for the
 * video: its progress is the video's, 100 when it ended. */
export function slideProgress(ticks: number, timeSlide: number, video?: VideoClock): number {
  if (video && video.duration > timeSlide) return video.ended ? 100 : Math.min(100, (video.currentTime / video.duration) * 100);
  return Math.min(100, ticks / timeSlide);
}

/** Per slide, the progress its bar shows: the slides before the active one are done, the ones after have not begun. */
export function barProgress(slide: number, active: number, progress: number): number {
  if (slide < active) return 100;
  return slide === active ? progress : 0;
}

/** §9: the share of the screen's width at each edge where a touch moves the slider. */
export function touchZoneRatio(viewportWidth: number): number {
  return deviceOf(viewportWidth) === "mobile" ? 0.25 : 0.2;
}

/** The edge zone a touch at `x` (CSS px from the viewport's left) falls in, if any. */
export function touchSide(x: number, viewportWidth: number): "left" | "right" | null {
  const zone = viewportWidth * touchZoneRatio(viewportWidth);
  if (x < zone) return "left";
  return x >= viewportWidth - zone ? "right" : null;
}

/** Why the slide show is not moving; it moves only when nothing holds it. */
export interface Holds {
  /** The pause control, focus inside the carousel other than on that control (APG: it starts again only when asked),
   * reduced motion or author mode at the start, or the end reached without loop. */
  stopped: boolean;
  hovered: boolean;
  /** The tab is hidden (`visibilitychange`), or the carousel is inert behind a modal dialog. */
  hidden: boolean;
}

export function isRotating({ stopped, hovered, hidden }: Holds): boolean {
  return !stopped && !hovered && !hidden;
}
