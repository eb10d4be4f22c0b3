// The page's one open gallery: what the overlay shows, and whom it tells when it closed.
import { signal } from "@preact/signals-core";
import type { GalleryImage } from "../../core/gallery";

export const WIDGET = "zoom-overlay";

export interface OpenGallery {
  /** A new key per opening: the dialog remounts fresh (slide, zoom). */
  key: number;
  images: readonly GalleryImage[];
  /** 0-based, within `images`. */
  index: number;
  /** Called once (only once) the dialog is gone (inert and trap undone), so the opener can take the focus back. */
  closed(): void;
}

export const openGallery = signal<OpenGallery | null>(null);
let opened = 0;

export function showGallery(images: readonly GalleryImage[], index: number, closed: () => void): void {
  if (openGallery.value || images.length === 0) return closed();
  const start = Number.isInteger(index) && index >= 0 && index < images.length ? index : 0;
  let told = false;
  const once = () => {
    if (told) return;
    told = true;
    closed();
  };
  openGallery.value = { key: ++opened, images, index: start, closed: once };
}

export function closeGallery(): void {
  openGallery.value = null;
}
