// The guest order pages' rules (§1 guests; §6 "Guests and logged-in customers"; §9 "Other flags"): pure, no DOM,
// tested table-style.
import type { OrderStatus, ReturnableOrder } from "./answers";
import type { GuestTextKey } from "./messages";

/** §9 "Other flags": where the market's return portal mapping is on (it) the return goes through the portal. */
export function returnPageKind(market: { returnPortalMapping: boolean }): "return" | "return-portal" {
  return market.returnPortalMapping ? "return-portal" : "return";
}

const STATUS_KEYS: Readonly<Record<OrderStatus, GuestTextKey>> = {
  placed: "statusPlaced",
  processing: "statusProcessing",
  shipped: "statusShipped",
  delivered: "statusDelivered",
  cancelled: "statusCancelled",
  returned: "statusReturned",
};

export function statusKey(status: OrderStatus): GuestTextKey {
  return STATUS_KEYS[status];
}

/** The reasons a return may give (the values the return action takes). */
export const RETURN_REASONS = [
  { value: "size", key: "reasonSize" },
  { value: "style", key: "reasonStyle" },
  { value: "quality", key: "reasonQuality" },
  { value: "other", key: "reasonOther" },
] as const satisfies ReadonlyArray<{ value: string; key: GuestTextKey }>;

/** Whether anything of the order may still be returned. */
export function hasReturnable(order: Pick<ReturnableOrder, "lines">): boolean {
  return order.lines.some((line) => line.returnableQuantity > 0);
}
