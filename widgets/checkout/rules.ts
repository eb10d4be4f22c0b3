// The checkout form's pure rules (no DOM): which sections the shopper's choices make active, the order summary's rows,
// what an order sends and what a draft keeps.
import type { MarketConfig } from "../../markets/markets";
import type { CartResponse } from "../../core/entities";
import { checkoutSections, taxLines } from "../../core/checkout/rules";
import type { CheckoutTextKey } from "./messages";

/** The sections that show by the shopper's choice: the address while shipping, the boutique while picking up, the
 * invoice fields once asked for; a company invoice needs its tax ID. */
export function activeSections(values: Record<string, string>): { address: boolean; pickup: boolean; invoice: boolean; taxId: boolean } {
  const pickup = values["delivery"] === "pickup";
  const invoice = values["invoiceRequested"] === "yes";
  return { address: !pickup, pickup, invoice, taxId: invoice && values["invoiceType"] === "company" };
}

export interface SummaryRow {
  /** Stable name (`data-total`), as the server renders it. */
  name: string;
  label: string;
  /** An amount the server gave, or a text (`free`, the packaging). */
  value: { amount: number } | { text: CheckoutTextKey };
}

/** The summary's rows, every amount the server's (§3 `taxConfiguration`; packaging where `packaging.isEnabled`). */
export function summaryRows(
  cart: CartResponse,
  country: string,
  market: MarketConfig,
  text: (key: CheckoutTextKey) => string,
): SummaryRow[] {
  const rows: SummaryRow[] = [{ name: "subtotal", label: text("subtotal"), value: { amount: cart.totalProductPrice } }];
  if (cart.totalAdjustment) rows.push({ name: "discount", label: text("discount"), value: { amount: cart.totalAdjustment } });
  rows.push({
    name: "shipping",
    label: text("shippingCost"),
    value: cart.totalShippingCharge ? { amount: cart.totalShippingCharge } : { text: "free" },
  });
  if (checkoutSections(country, market).packaging && cart.packaging)
    rows.push({
      name: "packaging",
      label: text("packaging"),
      value: { text: cart.packaging === "gift" ? "packagingGift" : "packagingStandard" },
    });
  taxLines(cart, market.taxConfiguration).forEach((line, i) =>
    rows.push({ name: `tax-${i}`, label: line.label, value: { amount: line.amount } }),
  );
  rows.push({ name: "total", label: text("total"), value: { amount: cart.grandTotal } });
  return rows;
}

/** Fields the page sets for itself: never part of a draft. */
const PAGE_FIELDS = new Set(["cartRevision", "checkoutPage", "paymentToken", "returnUrl"]);

/** What a draft keeps of the form's values (restored after the error page, a reload or Back). */
export function draftOf(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !PAGE_FIELDS.has(name)));
}

/** The order call's body: the form's values, the payment, the bag's revision and where the provider returns to. */
export function orderBody(
  values: Record<string, string>,
  payment: { method: string; token: string; instalments?: number },
  cartRevision: number,
  page: string,
): Record<string, string> {
  const { instalments: _chosen, ...rest } = values;
  return {
    ...rest,
    paymentMethod: payment.method,
    paymentToken: payment.token,
    ...(payment.instalments ? { instalments: String(payment.instalments) } : {}),
    cartRevision: String(cartRevision),
    checkoutPage: page,
    returnUrl: page,
  };
}
