// Markup contract: the spec's product tile data attributes (§3), plus `data-colors` for the colour dots (§5, §9).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr, productIdSchema } from "../../core/attributes";

export const tileAttributes = z.object({
  /** The product's id, `[A-Za-z0-9._-]{1,64}`. */
  productId: productIdSchema,
  /** The product's part number. */
  partNumber: attr.string(),
  /** In the market currency (original price for VIC). */
  price: attr.optional(attr.number()),
  /** `AVAILABLE_SOON`, `OUT_OF_STOCK`, `ONLINE_EXCLUSIVE`, `ON_SALE`, `MADE_TO_ORDER`; other values: no label. */
  lifeCycle: attr.optionalString(),
  /** Dates or date-times. */
  onlineExclusiveInterval: attr.optionalInterval(),
  /** The product is on sale. */
  onSale: attr.bool(),
  /** Size SKU productIds; their stock decides "in stock" (none: the product id). */
  sizeList: attr.list("|", productIdSchema),
  /** Discount in %; derived when absent. */
  privateSalesPrice: attr.optional(attr.number()),
  /** Discount in %; derived when absent. */
  privateSalesDiscount: attr.optional(attr.number()),
  /** The product URL. */
  productPage: attr.optionalString(),
  /** One value per other colour variant. */
  colors: attr.list("|"),
});

export type TileAttributes = z.output<typeof tileAttributes>;

/** The ids whose stock decides whether the tile is in stock: its sizes, or the product itself. */
export function stockIds(tile: Pick<TileAttributes, "productId" | "sizeList">): string[] {
  return tile.sizeList.length > 0 ? tile.sizeList : [tile.productId];
}

/** The same, read straight from a tile not yet parsed (the page-wide stock batch); bad ids are dropped by requestStock. */
export function stockIdsOf(tile: HTMLElement): string[] {
  const sizes = (tile.dataset.sizeList ?? "")
    .split("|")
    .map((id) => id.trim())
    .filter(Boolean);
  const productId = tile.dataset.productId?.trim();
  return sizes.length > 0 ? sizes : productId ? [productId] : [];
}

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: tileAttributes } satisfies MarkupContract;
