// Markup contract of find in store: the product's host, with an optional trigger of its own (a link to the store
// locator, the no-script way). It also answers the product page's `find-in-store` event for the same product.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr, productIdSchema } from "../../core/attributes";

export const findInStoreAttributes = z.object({
  /** Marks the host (its value is not read). */
  findInStore: attr.optionalString(),
  /** The product it answers for (events of other products are ignored) and what its own trigger asks about. Absent: it answers any product page's event, and its trigger is a plain link. With `data-part-number` it looks like a product tile's data; the element still hydrates as find in store only (one element, one widget: `widgets/registry.ts`). */
  productId: attr.optional(productIdSchema),
  /** Informative. */
  partNumber: attr.optionalString(),
});

export type FindInStoreAttributes = z.output<typeof findInStoreAttributes>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: findInStoreAttributes } satisfies MarkupContract;
