// Markup contract of the cross-category circles (§3 "Cross-category configuration"; see README.md).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const crossCategoryAttributes = z.object({
  /** The widget's marker; its value is not read. */
  crossCategory: attr.optionalString(),
});

export const PARTS = {
  /** The list of circles (`li` each). */
  circles: "[data-cross-category-circles]",
} as const;

export const CIRCLE = "li";
/** Every element that may carry colour attributes. */
export const COLOURED =
  "[data-background-color], [data-color], [data-cta-color], [data-cta-hover-color], [data-cta-hover-text-color], [data-label-color]";

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: crossCategoryAttributes, parts: PARTS } satisfies MarkupContract;
