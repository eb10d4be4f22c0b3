// Markup contract: the spec's product tile data attributes (§3), plus `data-colors` for the colour dots (§5, §9).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr, productIdSchema } from "../../core/attributes";

export const tileAttributes = z.object({
  productId: productIdSchema,
  partNumber: attr.string(),
  price: attr.optional(attr.number()),
  lifeCycle: attr.optionalString(),
  onlineExclusiveInterval: attr.optionalInterval(),
  onSale: attr.bool(),
  /** Size SKU productIds, `|`-separated; their stock decides "in stock". */
  sizeList: attr.list("|", productIdSchema),
  privateSalesPrice: attr.optional(attr.number()),
  privateSalesDiscount: attr.optional(attr.number()),
  productPage: attr.optionalString(),
  /** One value per other colour variant, `|`-separated; a value may hold several `#`-prefixed colours. */
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
