// Markup contract of the product-with-fallback block (§3 "Product list with fallback"): the comma-separated lists and
// the `sizes` JSON parsed by core/entities.ts, plus `data-product-list`, the id of the list holding one item per product.
import { productListWithFallbackSchema } from "../../core/entities";
import type { MarkupContract } from "../../core/markup";

export type ListResult = { ok: true; items: Map<string, HTMLElement> } | { ok: false; attribute: string; message: string };

/** §8 "Product lists": the reference and the list it names, with one `[data-fallback-item="{productId}"]` per row. */
export function readList(block: HTMLElement): ListResult {
  const id = block.dataset.productList?.trim();
  const list = id ? block.ownerDocument.getElementById(id) : null;
  if (!list) return { ok: false, attribute: "data-product-list", message: "missing product-list reference" };
  const items = new Map<string, HTMLElement>();
  for (const item of list.querySelectorAll<HTMLElement>("[data-fallback-item]")) items.set(item.dataset.fallbackItem ?? "", item);
  return { ok: true, items };
}

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: productListWithFallbackSchema } satisfies MarkupContract;
