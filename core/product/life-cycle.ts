// §4 "Life cycle and tile availability labels" and §3 "in stock", shared by the product tiles and the product page.
import type { Interval } from "../attributes";

export type TileLabel = "availableSoon" | "outOfStock" | "onlineExclusive" | "madeToOrder";

export interface LabelInput {
  lifeCycle: string | undefined;
  /** undefined while stock is unresolved: stock-dependent labels wait rather than flicker. */
  inStock: boolean | undefined;
  onSale: boolean;
  interval: Interval | undefined;
  now: Date;
  checkoutShowcase: boolean;
}

/** §4: no label under the checkout showcase flag; otherwise by life cycle. */
export function tileLabel({ lifeCycle, inStock, onSale, interval, now, checkoutShowcase }: LabelInput): TileLabel | null {
  if (checkoutShowcase) return null;
  switch (lifeCycle) {
    case "AVAILABLE_SOON":
      return inStock === false ? "availableSoon" : null;
    case "OUT_OF_STOCK":
      return inStock === false ? "outOfStock" : null;
    case "ONLINE_EXCLUSIVE":
      if (inStock === undefined) return null;
      return inStock && isWithin(now, interval) ? null : "onlineExclusive";
    case "ON_SALE":
      return onSale ? null : "availableSoon";
    case "MADE_TO_ORDER":
      return "madeToOrder";
    default:
      return null;
  }
}

export function isWithin(now: Date, interval: Interval | undefined): boolean {
  return interval !== undefined && now >= interval.start && now <= interval.end;
}

export interface StockReading {
  status: "pending" | "ready" | "error";
  online?: number;
}

/** §3: in stock when any size has qty > 0; unresolved while any is pending and none is in stock; a failed check counts as not in stock. */
export function inStockFrom(readings: readonly (StockReading | undefined)[]): boolean | undefined {
  if (readings.some((r) => r?.status === "ready" && (r.online ?? 0) > 0)) return true;
  if (readings.some((r) => r === undefined || r.status === "pending")) return undefined;
  return false;
}
