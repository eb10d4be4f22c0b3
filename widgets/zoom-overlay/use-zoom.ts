// Zoom and pan of the shown image (§1 "zoomable gallery"): wheel and keys on desktop, pinch, drag and double tap on
// touch, through Pointer Events on the stage (`touch-action: none` there, so the browser's own page zoom stays out).
// The maths are rules.ts; this hook only measures the stage and the fitted image and feeds them events.
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from "react";
import {
  FITTED,
  SCALE_STEP,
  arrowPan,
  doubleTapZoom,
  fitWithin,
  isDoubleTap,
  panBy,
  wheelFactor,
  zoomAbout,
  zoomKey,
  type Point,
  type Size,
  type Zoom,
} from "./rules";

interface Refs {
  stage: RefObject<HTMLElement | null>;
  image: RefObject<HTMLImageElement | null>;
}

type Pointers = Map<number, Point>;

/** The stage's size and the image's fitted size in it (its box fills the stage; the picture is contained). */
function measure({ stage, image }: Refs): { stage: Size; image: Size } {
  const box = { width: stage.current?.clientWidth ?? 0, height: stage.current?.clientHeight ?? 0 };
  const natural = {
    width: image.current?.naturalWidth || image.current?.width || 0,
    height: image.current?.naturalHeight || image.current?.height || 0,
  };
  return { stage: box, image: fitWithin(natural, box) };
}

/** A client point relative to the stage centre. */
function fromCentre(stage: HTMLElement | null, clientX: number, clientY: number): Point {
  const rect = stage?.getBoundingClientRect();
  return rect ? { x: clientX - (rect.left + rect.width / 2), y: clientY - (rect.top + rect.height / 2) } : { x: 0, y: 0 };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function useZoom(refs: Refs, maxScale: number) {
  const [zoom, setZoomState] = useState<Zoom>(FITTED);
  const [gesturing, setGesturing] = useState(false);
  const current = useRef(zoom);
  const pointers = useRef<Pointers>(new Map());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef<(Point & { time: number }) | null>(null);
  const moved = useRef(false);
  const lastPointerType = useRef("");

  const setZoom = useCallback((next: Zoom) => {
    current.current = next;
    setZoomState(next);
  }, []);

  const zoomTo = useCallback(
    (scale: number, focus: Point = { x: 0, y: 0 }) => {
      const { stage, image } = measure(refs);
      setZoom(zoomAbout(current.current, scale, focus, image, stage, maxScale));
    },
    [refs, maxScale, setZoom],
  );

  // A wheel turn zooms about the pointer; React's wheel listener is passive, so the page would scroll too.
  useEffect(() => {
    const stage = refs.stage.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomTo(current.current.scale * wheelFactor(event.deltaY), fromCentre(stage, event.clientX, event.clientY));
    };
    stage.addEventListener("wheel", onWheel, { passive: false });
    return () => stage.removeEventListener("wheel", onWheel);
  }, [refs, zoomTo]);

  /** +, −, 0 and (zoomed) arrows; true when the key was a zoom key. */
  const onZoomKey = (key: string): boolean => {
    const action = zoomKey(key, current.current.scale > 1);
    if (action === "in") zoomTo(current.current.scale * SCALE_STEP);
    else if (action === "out") zoomTo(current.current.scale / SCALE_STEP);
    else if (action === "reset") setZoom(FITTED);
    else if (action === "pan") {
      const { stage, image } = measure(refs);
      const by = arrowPan(key, stage);
      setZoom(panBy(current.current, by.x, by.y, image, stage));
    }
    return action !== undefined;
  };

  const pointerHandlers = {
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      pointers.current.set(event.pointerId, fromCentre(refs.stage.current, event.clientX, event.clientY));
      moved.current = false;
      lastPointerType.current = event.pointerType;
      setGesturing(true);
      const [a, b] = [...pointers.current.values()];
      if (a && b) pinch.current = { distance: distance(a, b) || 1, scale: current.current.scale };
    },
    onPointerMove(event: ReactPointerEvent<HTMLElement>) {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const now = fromCentre(refs.stage.current, event.clientX, event.clientY);
      pointers.current.set(event.pointerId, now);
      if (distance(before, now) > 2) moved.current = true;
      const [a, b] = [...pointers.current.values()];
      if (a && b && pinch.current) {
        zoomTo((pinch.current.scale * distance(a, b)) / pinch.current.distance, middle(a, b));
      } else if (current.current.scale > 1) {
        const { stage, image } = measure(refs);
        setZoom(panBy(current.current, now.x - before.x, now.y - before.y, image, stage));
      }
    },
    onPointerUp(event: ReactPointerEvent<HTMLElement>) {
      const at = pointers.current.get(event.pointerId);
      pointers.current.delete(event.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
      if (pointers.current.size === 0) setGesturing(false);
      if (!at || moved.current || event.pointerType !== "touch") return;
      const tap = { ...at, time: event.timeStamp };
      if (lastTap.current && isDoubleTap(lastTap.current, tap)) {
        const { stage, image } = measure(refs);
        setZoom(doubleTapZoom(current.current, at, image, stage, maxScale));
        lastTap.current = null;
      } else lastTap.current = tap;
    },
    onPointerCancel(event: ReactPointerEvent<HTMLElement>) {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
      if (pointers.current.size === 0) setGesturing(false);
    },
  };

  /** A mouse double click toggles the zoom like a double tap (a touch double tap was handled above). */
  const onDoubleClick = (event: { clientX: number; clientY: number }) => {
    if (lastPointerType.current === "touch") return;
    const { stage, image } = measure(refs);
    setZoom(doubleTapZoom(current.current, fromCentre(refs.stage.current, event.clientX, event.clientY), image, stage, maxScale));
  };

  return { zoom, gesturing, zoomTo, onZoomKey, pointerHandlers, onDoubleClick, reset: () => setZoom(FITTED) };
}
