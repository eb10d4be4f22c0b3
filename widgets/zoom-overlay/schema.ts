// Markup contract of the gallery zoom overlay: one element per page, anywhere (see README.md).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { DEFAULT_MAX_SCALE } from "./rules";

export const zoomOverlayAttributes = z.object({
  /** The marker (value not read); one per page (a second one is reported and ignored). */
  zoomOverlay: attr.optionalString(),
  /** How far an image may be zoomed. */
  zoomMaxScale: z.pipe(
    attr.optional(attr.int({ min: 2, max: 8 })),
    z.transform((v: number | undefined) => v ?? DEFAULT_MAX_SCALE),
  ),
});

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: zoomOverlayAttributes } satisfies MarkupContract;
