// The checkout's pure rules (§1 payment methods, §3 "Site configuration" and "Korean checkout consent blocks", §6
// "Showcase mode", §9 "Instalments", "Markets", "Other flags"): no DOM. The checkout form, the payment area and the
// fixture CMS pages read the market's checkout from here.
import type { InstalmentSettings, MarketConfig, PaymentMethod, TaxConfiguration } from "../../markets/markets";
import type { ShowcaseFeature } from "../config";
import type { CartResponse } from "../entities";

/** §6 showcase `checkout` hides the checkout; §9 th is an institutional site with e-commerce disabled: no checkout. */
export function checkoutOffered(
  market: Pick<MarketConfig, "ecommerceEnabled">,
  showcase: Pick<Record<ShowcaseFeature, boolean>, "checkout">,
): boolean {
  return market.ecommerceEnabled && !showcase.checkout;
}

/** §1: the methods a market offers, in its order; the Korean gateway only while its flag is on (§3); none where the
 * market sells nothing. */
export function paymentMethodsFor(
  market: Pick<MarketConfig, "paymentMethods" | "koreanPaymentGatewayEnabled" | "ecommerceEnabled">,
): PaymentMethod[] {
  if (!market.ecommerceEnabled) return [];
  return market.paymentMethods.filter((method) => method !== "koreanGateway" || market.koreanPaymentGatewayEnabled);
}

/** The wallets (the phone maker's, the search company's): shown only once the browser or the provider says the
 * shopper can pay with them here, paid from their own sheet. */
export const WALLETS: readonly PaymentMethod[] = ["phoneWallet", "searchWallet"];
export const isWallet = (method: PaymentMethod): boolean => WALLETS.includes(method);

/** §9 Instalments: the counts offered for a grand total, from the minimum (2) to 8 at or under 5000 and 10 above;
 * none where the market has no instalments (br, tr and th have them). */
export function instalmentCounts(grandTotal: number, settings: InstalmentSettings): number[] {
  if (!settings.enabled) return [];
  const max = grandTotal <= settings.threshold ? settings.maxAtOrBelowThreshold : settings.maxAboveThreshold;
  return Array.from({ length: Math.max(0, max - settings.min + 1) }, (_, i) => settings.min + i);
}

/**
 * The consent blocks of a market's checkout.
 * - kr: §3 "Korean checkout consent blocks", both required: `koreanTerms` (consent1: the Terms and Conditions of Sale
 *   and the Privacy Policy, over 19 years of age, §5 "Age") and `koreanPersonalData` (consent2: collection and use of
 *   personal data, with §9 "Korean consent text").
 * - elsewhere (inferred: the spec shows no other checkout consent): `terms`, required, with the pre-information
 *   link in tr (as quick buy adds a terms link there, §2); and §9 "Privacy statement countries" get the privacy
 *   statement as a notice (`privacyStatement`), the others a required privacy consent (`privacyConsent`).
 * - `newsletter`, optional, where §3 `isSubscribeNewsletterEnabled` (not tr, th).
 */
export type ConsentName = "koreanTerms" | "koreanPersonalData" | "terms" | "privacyStatement" | "privacyConsent" | "newsletter";
export interface ConsentBlock {
  name: ConsentName;
  /** A checkbox the shopper ticks (false: a notice to read). */
  checkbox: boolean;
  required: boolean;
}

export function consentBlocks(
  country: string,
  market: Pick<MarketConfig, "privacyStatement" | "isSubscribeNewsletterEnabled">,
): ConsentBlock[] {
  const blocks: ConsentBlock[] =
    country === "kr"
      ? [
          { name: "koreanTerms", checkbox: true, required: true },
          { name: "koreanPersonalData", checkbox: true, required: true },
        ]
      : [
          { name: "terms", checkbox: true, required: true },
          market.privacyStatement
            ? { name: "privacyStatement", checkbox: false, required: false }
            : { name: "privacyConsent", checkbox: true, required: true },
        ];
  if (market.isSubscribeNewsletterEnabled) blocks.push({ name: "newsletter", checkbox: true, required: false });
  return blocks;
}

/** tr adds the pre-information link beside the terms (§2 "Configured pages linked from quick buy": pre-information). */
export const linksPreInformation = (country: string): boolean => country === "tr";

export interface TaxLine {
  label: string;
  amount: number;
}

/** §3 `taxConfiguration`: with split tax the sales, shipping and total tax lines, each under its market label;
 * otherwise one line, the total tax. Amounts are the server's; a line the server left out is not shown. */
export function taxLines(cart: Pick<CartResponse, "totalSalesTax" | "totalShippingTax" | "totalTax">, tax: TaxConfiguration): TaxLine[] {
  const lines: Array<[string, number | undefined]> = tax.splitTaxEnabled
    ? [
        [tax.salesTaxLabel, cart.totalSalesTax],
        [tax.shippingTaxLabel, cart.totalShippingTax],
        [tax.totalTaxLabel, cart.totalTax],
      ]
    : [[tax.totalTaxLabel, cart.totalTax]];
  return lines.filter((line): line is [string, number] => line[1] !== undefined).map(([label, amount]) => ({ label, amount }));
}

/** What a market's checkout form holds besides the address and the payment (§3 "Site configuration", §9 "Markets"). */
export interface CheckoutSections {
  /** §9 "Other flags": pickup in store, enabled everywhere. */
  pickup: boolean;
  /** §3 `showInvoiceForm` (cn, tr). */
  invoice: boolean;
  /** §3 `showEInvoice`. */
  eInvoice: boolean;
  /** §3 `packaging.isEnabled` (kr, kw): the packaging chosen in the bag shows in the summary. */
  packaging: boolean;
  /** §9 Markets cn: Chinese address suggestions. */
  addressSuggestions: boolean;
  /** §5 "Appointment form": Japan uses the katakana name fields (their reading) beside the kanji names. */
  katakanaNames: boolean;
}

export function checkoutSections(
  country: string,
  market: Pick<MarketConfig, "pickupInStoreEnabled" | "showInvoiceForm" | "showEInvoice" | "packaging" | "chineseAddressSuggestions">,
): CheckoutSections {
  return {
    pickup: market.pickupInStoreEnabled,
    invoice: market.showInvoiceForm,
    eInvoice: market.showEInvoice,
    packaging: market.packaging.isEnabled,
    addressSuggestions: market.chineseAddressSuggestions,
    katakanaNames: country === "jp",
  };
}
