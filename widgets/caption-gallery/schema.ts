// Markup contract of the caption gallery (§1 editorial, §3 "Caption gallery image": description, subSlide, infoText):
// a named `data-caption-gallery` element around a `[data-carousel-track]` whose first child lists the images, each
// with its caption parts (see README.md).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const galleryAttributes = z.object({
  /** Previous on the first image goes to the last, next on the last to the first. */
  loop: attr.bool(),
});

/** §3 "Caption gallery image": the caption's three parts inside a slide, each optional. */
export const CAPTION_PARTS = {
  description: "[data-caption-description]",
  subSlide: "[data-caption-sub-slide]",
  infoText: "[data-caption-info-text]",
} as const;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: galleryAttributes } satisfies MarkupContract;
