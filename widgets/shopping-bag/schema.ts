// Markup contract of the shopping bag (README.md): the server's bag page, one form per change, values in data-*.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import type { Parts } from "../../core/widget";

/** §2 "Page names" shopping-bag and shopping-bag-alt: the spec names the second page only, so it is this widget with
 * `data-layout="alt"` (the page's CSS draws the alternate layout). */
export const BAG_LAYOUTS = ["default", "alt"] as const;

export const shoppingBagAttributes = z.object({
  /** `default` (absent) or `alt`: the page's CSS draws the alternate layout (§2 "Page names" `shopping-bag-alt`). A bad
   * value is reported by attribute and the bag stays server-drawn. */
  layout: attr.optional(z.enum(BAG_LAYOUTS)),
});

export type ShoppingBagAttributes = z.output<typeof shoppingBagAttributes>;

/** The server draws each of these, so the widget only ever fills and toggles them. */
export const shoppingBagParts = {
  lines: "[data-bag-lines]",
  empty: "[data-bag-empty]",
  filled: "[data-bag-filled]",
  summary: "[data-bag-summary]",
  total: '[data-bag-row="total"]',
} as const;

export type BagParts = Parts<typeof shoppingBagParts>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: shoppingBagAttributes, parts: shoppingBagParts } satisfies MarkupContract;
