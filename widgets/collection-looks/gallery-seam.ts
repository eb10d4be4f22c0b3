// The looks grid's side of the gallery zoom overlay (§2 "Look tile", "Gallery zoom overlay"; the overlay is
// widgets/zoom-overlay). Opening remembers the scroll position, fixes the page behind (core/scroll-lock.ts) and emits
// `gallery-open`; the overlay emits `gallery-close` when it closes, and the page is released where it was, focus back
// on the control.
import { emit, on } from "../../core/events";
import { lockScroll } from "../../core/scroll-lock";

export interface GalleryRequest {
  lookId: string;
  /** The image to open at (0-based). */
  index: number;
  /** Gets the focus back on close. */
  control: HTMLElement;
}

export interface GallerySeam {
  open(request: GalleryRequest): void;
  dispose(): void;
}

export function createGallerySeam(): GallerySeam {
  let open: { control: HTMLElement; release: () => void } | undefined;
  const close = () => {
    if (!open) return;
    const { control, release } = open;
    open = undefined;
    release();
    control.focus({ preventScroll: true });
  };
  const off = on("gallery-close", close);
  return {
    open({ lookId, index, control }) {
      if (open) return; // one gallery at a time
      open = { control, release: lockScroll() };
      emit("gallery-open", { lookId, index });
    },
    dispose() {
      off();
      close();
    },
  };
}
