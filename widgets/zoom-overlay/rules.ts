// Pure rules of the gallery zoom overlay (§2 "Gallery zoom overlay", §9 "Images"): the rendition width, moving
// between slides, and the zoom maths (scale limits, pan bounds, zooming about a point). No DOM.

/** §9 breakpoints, widest first. */
export const BREAKPOINTS = [1600, 1280, 1024, 768] as const;
/** §9: image widths are multiples of this. */
export const RENDITION_STEP = 500;

/** The device width a rendition is made for: a phone (under 768 px) its own width; from 768 px the breakpoint at or
 * above the viewport (so tablets and desktops share a few cached renditions); past 1600 px, 1600. */
export function deviceWidth(viewportWidth: number): number {
  const width = Math.max(1, Math.ceil(viewportWidth));
  if (width < BREAKPOINTS[BREAKPOINTS.length - 1]!) return width;
  return [...BREAKPOINTS].reverse().find((b) => b >= width) ?? BREAKPOINTS[0];
}

/** §9 "Image width is rounded to multiples of 500 px of the device width": device width × DPR, rounded UP. */
export function renditionWidth(viewportWidth: number, devicePixelRatio: number): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.ceil((deviceWidth(viewportWidth) * dpr) / RENDITION_STEP) * RENDITION_STEP;
}

/** The image URL for a rendition: `{width}` in the markup's URL stands for the width. */
export function renditionUrl(template: string, width: number): string {
  return template.replaceAll("{width}", String(width));
}

/** The slide `delta` away from `index`, wrapping at both ends. */
export function stepSlide(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** §2 "The left and right arrow keys move between slides": the step of an arrow key, mirrored right to left (in kw the
 * next slide is to the left). */
export function arrowStep(key: string, direction: "ltr" | "rtl"): -1 | 0 | 1 {
  const step = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
  return direction === "rtl" ? ((-step || 0) as -1 | 0 | 1) : step;
}

export const MIN_SCALE = 1;
export const DEFAULT_MAX_SCALE = 4;
/** One press of + or −, one zoom button. */
export const SCALE_STEP = 1.5;
/** A double tap on an image at its fitted size zooms to this. */
export const DOUBLE_TAP_SCALE = 2.5;
/** Two taps this close in time (ms) and place (px) make a double tap. */
export const DOUBLE_TAP = { ms: 300, px: 30 } as const;
/** An arrow key pans a zoomed image by this share of the stage. */
export const PAN_STEP = 0.1;

export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
/** The image's transform: `translate(x, y) scale(scale)` about the stage centre. */
export interface Zoom extends Point {
  scale: number;
}

/** The image's size when fitted inside the stage at scale 1 (`object-fit: contain`); its box fills the stage. */
export function fitWithin(natural: Size, stage: Size): Size {
  if (natural.width <= 0 || natural.height <= 0) return stage;
  const ratio = Math.min(stage.width / natural.width, stage.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

export const FITTED: Zoom = { scale: 1, x: 0, y: 0 };

export function clampScale(scale: number, maxScale = DEFAULT_MAX_SCALE): number {
  return Math.min(maxScale, Math.max(MIN_SCALE, Number.isFinite(scale) ? scale : MIN_SCALE));
}

/** How far the image may move from centre on each axis at `scale`: never so far that an edge comes inside the stage
 * (an image smaller than the stage on an axis stays centred on it). */
export function panLimit(scale: number, image: Size, stage: Size): Point {
  return {
    x: Math.max(0, (image.width * scale - stage.width) / 2),
    y: Math.max(0, (image.height * scale - stage.height) / 2),
  };
}

const clampAxis = (value: number, limit: number): number => (limit === 0 ? 0 : Math.min(limit, Math.max(-limit, value)));

/** `zoom` with its offset brought inside the pan limits. */
export function clampPan(zoom: Zoom, image: Size, stage: Size): Zoom {
  const limit = panLimit(zoom.scale, image, stage);
  return { scale: zoom.scale, x: clampAxis(zoom.x, limit.x), y: clampAxis(zoom.y, limit.y) };
}

/** Zooms to `scale` keeping the image point under `focus` (relative to the stage centre) where it is, within bounds. */
export function zoomAbout(zoom: Zoom, scale: number, focus: Point, image: Size, stage: Size, maxScale = DEFAULT_MAX_SCALE): Zoom {
  const next = clampScale(scale, maxScale);
  const ratio = next / zoom.scale;
  return clampPan({ scale: next, x: focus.x - (focus.x - zoom.x) * ratio, y: focus.y - (focus.y - zoom.y) * ratio }, image, stage);
}

/** Moves a zoomed image by (dx, dy), within bounds. */
export function panBy(zoom: Zoom, dx: number, dy: number, image: Size, stage: Size): Zoom {
  return clampPan({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, image, stage);
}

/** A wheel turn's zoom factor: smooth for trackpads, one notch (100 px) ≈ ×1.22. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-deltaY / 500);
}

/** A double tap: zoom in at the tapped point from the fitted size, back to fitted when zoomed. */
export function doubleTapZoom(zoom: Zoom, focus: Point, image: Size, stage: Size, maxScale = DEFAULT_MAX_SCALE): Zoom {
  return zoom.scale > MIN_SCALE ? FITTED : zoomAbout(zoom, Math.min(DOUBLE_TAP_SCALE, maxScale), focus, image, stage, maxScale);
}

export function isDoubleTap(first: { time: number } & Point, second: { time: number } & Point): boolean {
  return second.time - first.time <= DOUBLE_TAP.ms && Math.hypot(second.x - first.x, second.y - first.y) <= DOUBLE_TAP.px;
}

export type ZoomKey = "in" | "out" | "reset" | "pan";

/** The zoom keys of the keyboard: + (or =) zooms in, − zooms out, 0 resets; arrows pan only while zoomed. */
export function zoomKey(key: string, zoomed: boolean): ZoomKey | undefined {
  if (key === "+" || key === "=") return "in";
  if (key === "-" || key === "_") return "out";
  if (key === "0") return "reset";
  if (zoomed && key.startsWith("Arrow")) return "pan";
  return undefined;
}

/** The pan of an arrow key on a zoomed image: the image moves the way the arrow points (view moves the other way). */
export function arrowPan(key: string, stage: Size): Point {
  const dx = stage.width * PAN_STEP;
  const dy = stage.height * PAN_STEP;
  const moves: Record<string, Point> = {
    ArrowLeft: { x: dx, y: 0 },
    ArrowRight: { x: -dx, y: 0 },
    ArrowUp: { x: 0, y: dy },
    ArrowDown: { x: 0, y: -dy },
  };
  return moves[key] ?? { x: 0, y: 0 };
}
