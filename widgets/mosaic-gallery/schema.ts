// Markup contract of the mosaic gallery (see README.md).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const mosaicGalleryAttributes = z.object({
  /** The gallery's name on the page (unique; it is the `source` of `zoom-open`). */
  mosaicGallery: attr.string(),
});

/** Each image: a link to the full image, `data-gallery-image` its zoomable URL (`{width}`: the rendition width). */
export const MOSAIC_LINK = "a[data-gallery-image]";

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: mosaicGalleryAttributes } satisfies MarkupContract;
