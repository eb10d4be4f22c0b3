// Markup contract of the cross-category circles (§3 "Cross-category configuration"; see README.md).
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
