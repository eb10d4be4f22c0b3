// Markup contract of the checkout (README.md): a wrapper holding the server's form (it posts without JavaScript), the
// order summary and the notice shown where checkout is not offered.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";

export const checkoutAttributes = z.object({});
export const checkoutParts = {
  form: "form",
  summary: "[data-checkout-summary]",
  unavailable: "[data-checkout-unavailable]",
} as const;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: checkoutAttributes, parts: checkoutParts } satisfies MarkupContract;
