// §4 "Product": a fallback product block shows the first product in range that has any size available online or in
// store. Pure: the rows come from fallbackProducts (core/entities.ts), the stock from core/stock.ts.
import type { Size } from "../../core/entities";
import type { StockState } from "../../core/stock";

export type Reading = StockState | undefined;
type Row = { productId: string; sizes: readonly Pick<Size, "productId">[] };

export type FallbackChoice =
  | { kind: "pending" }
  | { kind: "chosen"; index: number }
  /** Every row answered, none available anywhere: the block hides. */
  | { kind: "none" }
  /** A row before any available one could not be checked (§8 stock errors): the server's choice stays. */
  | { kind: "failed" };

/** A row without sizes is checked by its own productId. */
export function stockIdsOfRow(row: Row): string[] {
  return row.sizes.length > 0 ? row.sizes.map((s) => s.productId) : [row.productId];
}

export function fallbackChoice(rows: readonly Row[], stock: (id: string) => Reading): FallbackChoice {
  for (let index = 0; index < rows.length; index++) {
    const readings = stockIdsOfRow(rows[index]!).map(stock);
    if (readings.some((r) => r?.status === "ready" && (r.online > 0 || r.store > 0))) return { kind: "chosen", index };
    if (readings.some((r) => r?.status === "error")) return { kind: "failed" };
    if (readings.some((r) => r?.status !== "ready")) return { kind: "pending" };
  }
  return { kind: "none" };
}
