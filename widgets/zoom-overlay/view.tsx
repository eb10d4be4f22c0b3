// The gallery zoom overlay (§2 "Gallery zoom overlay"): an APG modal dialog over the page, at the chosen image, with
// the `n/total` counter, previous/next (buttons and arrow keys, mirrored right to left), zoom (use-zoom.ts) and
// Escape. The page behind is already fixed by whoever opened it (core/gallery.ts `openZoom`); the overlay service
// (core/modal.ts) makes it inert and keeps Tab inside.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { reportWidgetError } from "../../core/errors";
import { useModal } from "../../core/modal";
import { sameOriginPath } from "../../core/safe-url";
import { textLocale } from "../../core/store";
import { zoomOverlayText } from "./messages";
import { SCALE_STEP, arrowStep, renditionUrl, renditionWidth, stepSlide } from "./rules";
import { WIDGET, closeGallery, openGallery, type OpenGallery } from "./state";
import { useZoom } from "./use-zoom";

interface HostProps {
  host: HTMLElement;
  /** The overlay's markup element (named in developer errors). */
  element: HTMLElement;
  maxScale: number;
}

export function ZoomOverlayHost(props: HostProps) {
  useSignals();
  const gallery = openGallery.value;
  return gallery ? <ZoomDialog key={gallery.key} gallery={gallery} {...props} /> : null;
}

function useText() {
  const locale = textLocale.value;
  return (key: Parameters<typeof zoomOverlayText>[1], vars?: Record<string, number>) => zoomOverlayText(locale, key, vars);
}

const directionOf = (el: Element | null): "ltr" | "rtl" => (el?.closest("[dir]")?.getAttribute("dir") === "rtl" ? "rtl" : "ltr");

function ZoomDialog({ gallery, host, element, maxScale }: HostProps & { gallery: OpenGallery }) {
  useSignals();
  const t = useText();
  const { images } = gallery;
  const [index, setIndex] = useState(gallery.index);
  const dialog = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const refs = useMemo(() => ({ stage, image: picture }), []);
  const { zoom, gesturing, onZoomKey, zoomTo, pointerHandlers, onDoubleClick, reset } = useZoom(refs, maxScale);
  // Once it is gone (inert and trap undone) the asker is told, so it can release the page and take the focus back.
  useModal(dialog, { host, close: closeGallery, lockScroll: false, closed: gallery.closed });

  // §9 "Images": one rendition width for this opening, from the device's width and pixel ratio.
  const width = useMemo(() => renditionWidth(window.innerWidth, window.devicePixelRatio), []);
  const sources = useMemo(() => images.map((image) => sameOriginPath(renditionUrl(image.src, width))), [images, width]);
  useEffect(() => {
    const bad = images.find((_, i) => sources[i] === null);
    if (bad) reportWidgetError({ widget: WIDGET, element, message: `gallery image is not a same-origin URL: ${bad.src}` });
  }, [images, sources, element]);
  // The neighbours load while this one is looked at, so the next step shows at once.
  useEffect(() => {
    for (const delta of [1, -1]) {
      const src = sources[stepSlide(index, delta, images.length)];
      if (src) new Image().src = src;
    }
  }, [index, sources, images.length]);

  const go = (delta: number) => {
    reset();
    setIndex((i) => stepSlide(i, delta, images.length));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (onZoomKey(event.key)) return event.preventDefault();
    const step = images.length > 1 ? arrowStep(event.key, directionOf(dialog.current)) : 0;
    if (step === 0) return;
    event.preventDefault();
    go(step);
  };

  const image = images[index]!;
  const src = sources[index];
  const n = index + 1;
  const total = images.length;
  const number = (value: number) => new Intl.NumberFormat(textLocale.value).format(value);
  return (
    <div className="vitrine-zoom">
      {/* The dialog's own keys (APG): arrows move between slides, +, −, 0 zoom, wherever the focus is inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t("dialogLabel")}
        tabIndex={-1}
        className="vitrine-zoom__dialog"
        onKeyDown={onKeyDown}
        data-zoomed={zoom.scale > 1 ? "true" : "false"}
      >
        <p className="vitrine-zoom__counter" aria-live="polite" aria-atomic="true" data-zoom-counter>
          <span aria-hidden="true">{`${number(n)}/${number(total)}`}</span>
          <span className="vitrine-visually-hidden">{t("counter", { n, total })}</span>
        </p>
        {/* The stage takes pointers for pinch, drag and double tap; the keyboard has +, −, 0 and the buttons. */}
        <div
          ref={stage}
          className={`vitrine-zoom__stage${gesturing ? " vitrine-zoom__stage--gesturing" : ""}`}
          {...pointerHandlers}
          onDoubleClick={onDoubleClick}
        >
          {src && (
            <img
              ref={picture}
              key={index}
              className="vitrine-zoom__image"
              src={src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              draggable={false}
              style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
              data-zoom-image
            />
          )}
        </div>
        <div className="vitrine-zoom__controls">
          <button
            type="button"
            className="vitrine-zoom__button"
            aria-label={t("zoomOut")}
            onClick={() => zoomTo(zoom.scale / SCALE_STEP)}
            disabled={zoom.scale <= 1}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className="vitrine-zoom__button"
            aria-label={t("zoomIn")}
            onClick={() => zoomTo(zoom.scale * SCALE_STEP)}
            disabled={zoom.scale >= maxScale}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              className="vitrine-zoom__step vitrine-zoom__step--previous"
              aria-label={t("previous")}
              onClick={() => go(-1)}
              data-zoom-previous
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="vitrine-zoom__step vitrine-zoom__step--next"
              aria-label={t("next")}
              onClick={() => go(1)}
              data-zoom-next
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <button type="button" className="vitrine-zoom__close" aria-label={t("close")} onClick={closeGallery} data-autofocus>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
