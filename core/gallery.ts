// The gallery images a zoom overlay shows (§2 "Gallery zoom overlay", §9 "Images"), read from server markup, and the
// one way a page part (a look's gallery control, a mosaic) opens the overlay: `zoom-open`, and the page back on
// `zoom-close`.
import { emit, on } from "./events";
import { lockScroll } from "./scroll-lock";

/** Present on the page while a zoom overlay is mounted and listening; until then gallery controls stay links. */
export const GALLERY_OVERLAY = "data-gallery-overlay";
/** One gallery image: its URL, where `{width}` (if any) stands for the rendition width (§9 "Images"). */
export const GALLERY_IMAGE = "data-gallery-image";

export interface GalleryImage {
  /** A URL from markup, not yet checked: `{width}` is replaced, then it goes through core/safe-url.ts. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

const dimension = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Every `[data-gallery-image]` under `root`, in document order. Its text alternative is its own `alt` or that of the
 * `img` inside it (a mosaic link); its size the `width`/`height` of the same element. */
export function readGalleryImages(root: ParentNode): GalleryImage[] {
  return [...root.querySelectorAll<HTMLElement>(`[${GALLERY_IMAGE}]`)].flatMap((el) => {
    const src = el.getAttribute(GALLERY_IMAGE)?.trim();
    if (!src) return [];
    const img = el.localName === "img" ? el : el.querySelector("img");
    const width = dimension(img?.getAttribute("width") ?? null);
    const height = dimension(img?.getAttribute("height") ?? null);
    return [{ src, alt: img?.getAttribute("alt") ?? "", ...(width ? { width } : {}), ...(height ? { height } : {}) }];
  });
}

export function isZoomOverlayReady(): boolean {
  return document.querySelector(`[${GALLERY_OVERLAY}]`) !== null;
}

/** Fixes the page where it is (§2: at the click) and asks the overlay for `images` at `index`; when the overlay reports
 * it closed, the page is released at its prior scroll position and focus goes back to `control`. Returns the asker's
 * release (it unmounts): the page is let go and the close no longer awaited. */
export function openZoom({
  source,
  images,
  index,
  control,
}: {
  source: string;
  images: readonly GalleryImage[];
  index: number;
  control: HTMLElement;
}): () => void {
  const unlock = lockScroll();
  const release = () => {
    off();
    unlock();
  };
  const off = on("zoom-close", (detail) => {
    if (detail.source !== source) return;
    release();
    if (control.isConnected) control.focus({ preventScroll: true });
  });
  emit("zoom-open", { source, images, index });
  return release;
}
