// The shopping bag's pure rules (no document, no network), each tested as a table against the spec.
import type { ShowcaseFeature } from "../../core/config";
import type { CartResponse } from "../../core/entities";
import type { MarketConfig, TaxConfiguration } from "../../markets/markets";
import type { BagTextKey } from "./messages";

export interface TaxLine {
  label: string;
  amount: number;
}

type Taxes = Pick<CartResponse, "totalSalesTax" | "totalShippingTax" | "totalTax">;

/** §3 "Site configuration" `taxConfiguration`: with split tax, a sales, a shipping and a total tax line; otherwise the
 * total tax line alone (it: "IVA inclusa"). Labels are the market's, amounts the server's; a line whose amount the
 * server did not send is left out. */
export function taxLines(tax: TaxConfiguration, cart: Taxes): TaxLine[] {
  const lines: Array<[string, number | undefined]> = tax.splitTaxEnabled
    ? [
        [tax.salesTaxLabel, cart.totalSalesTax],
        [tax.shippingTaxLabel, cart.totalShippingTax],
        [tax.totalTaxLabel, cart.totalTax],
      ]
    : [[tax.totalTaxLabel, cart.totalTax]];
  return lines.filter((line): line is [string, number] => line[1] !== undefined).map(([label, amount]) => ({ label, amount }));
}

/** §3 `packaging.isEnabled` (§9: kr, kw): the packaging choice is offered. */
export function offersPackaging(market: Pick<MarketConfig, "packaging">): boolean {
  return market.packaging.isEnabled;
}

/** §3 `pickupInStoreEnabled` (§9 "Other flags": everywhere): collecting in a store is offered. */
export function offersPickup(market: Pick<MarketConfig, "pickupInStoreEnabled">): boolean {
  return market.pickupInStoreEnabled;
}

/** §6 "Showcase mode": the checkout and login flags hide the links to checkout (as quick buy's proceed); §9 th: an
 * institutional site with e-commerce disabled has no checkout. */
export function showsProceed(
  showcase: Readonly<Record<ShowcaseFeature, boolean>>,
  market: Pick<MarketConfig, "ecommerceEnabled">,
): boolean {
  return market.ecommerceEnabled && !showcase.checkout && !showcase.login;
}

/** §4 Quick buy "Quantity is capped to the available qty", §9 "Quantity" (default 1): a line offers 1 up to its cap
 * (what the shopper still sees in stock plus what the line holds), and its own quantity even when the cap shrank. */
export function quantityChoices(cap: number, current: number): number[] {
  const top = Math.max(1, Math.floor(cap), Math.floor(current));
  return Array.from({ length: top }, (_, i) => i + 1);
}

/** A refused change's "how many are left" (409 `{availableQuantity}`), if the server said so. */
export function stockLeft(body: unknown): number | undefined {
  const left = (body as { availableQuantity?: unknown } | null | undefined)?.availableQuantity;
  return typeof left === "number" && Number.isInteger(left) && left >= 0 ? left : undefined;
}

/** §4 "Input fields": a coupon code's validity; `null` = not judged (nothing shown). */
export type CouponValidity = "valid" | "invalid" | null;

/** §4 "Input fields": clearing the coupon field resets its validity to null; any other edit keeps it until applied. */
export function couponValidityAfterInput(value: string, validity: CouponValidity): CouponValidity {
  return value.trim() === "" ? null : validity;
}

/** The bag's changes, as its forms ask for them. */
export type BagChange =
  | { kind: "update"; orderItemId: string; quantity: number }
  | { kind: "remove"; orderItemId: string }
  | { kind: "coupon"; code: string }
  | { kind: "clear-coupon" }
  | { kind: "packaging"; packaging: "standard" | "gift" }
  | { kind: "pickup"; pickupInStore: boolean };

/** What a change that failed says (a retry follows it). */
export function failureText(kind: BagChange["kind"]): BagTextKey {
  if (kind === "update") return "updateFailed";
  if (kind === "remove") return "removeFailed";
  if (kind === "coupon" || kind === "clear-coupon") return "couponFailed";
  return "saveFailed";
}
