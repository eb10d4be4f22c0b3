// §7 "Product data": GET {apiDomain}/{productDataUri} for one part number, in the legacy commerce-platform mode
// (LangId, storeId and WCStoreId as configured) or the new one (localeISO and `{brand}Store-{COUNTRY}`).
import { http } from "./http";
import { productSchema, type Product } from "./entities";
import { config } from "./store";
import type { SiteConfig } from "./config";

/** The query parameter that selects the commerce-platform mode: "true" new, "false" legacy (§7; name not stated). */
export const COMMERCE_MODE_PARAM = "newCommerce";

/** §7: legacy when the parameter is false, or when the new architecture is off and the parameter is not true. */
export function isLegacyMode(modeParam: string | null, newArchitecture: boolean): boolean {
  return modeParam === "false" || (!newArchitecture && modeParam !== "true");
}

type ProductDataSettings = Pick<SiteConfig, "apiDomain" | "productDataUri" | "newArchitecture" | "legacyStoreId" | "country" | "market">;

/** The request for one part number: the URL and its parameters, for the mode the page's URL and settings select. */
export function productDataRequest(
  partNumber: string,
  settings: ProductDataSettings,
  search: string,
): { url: string; query: Record<string, string | number> } {
  const url = `${settings.apiDomain}${settings.productDataUri}`;
  const legacy = isLegacyMode(new URLSearchParams(search).get(COMMERCE_MODE_PARAM), settings.newArchitecture);
  if (legacy) {
    const { languageId } = settings.market;
    return { url, query: { partNumber, LangId: languageId, storeId: settings.legacyStoreId, WCStoreId: settings.legacyStoreId } };
  }
  const { brand } = settings.market.siteConfig;
  return { url, query: { partNumber, LangId: settings.market.localeISO, storeId: `${brand}Store-${settings.country.toUpperCase()}` } };
}

const TIMEOUT_MS = 8000;

/** Loads and validates one product; a newer load with the same `supersede` key cancels this one. */
export function loadProduct(partNumber: string, options: { signal?: AbortSignal; supersede?: string } = {}): Promise<Product> {
  const { url, query } = productDataRequest(partNumber, config.value, location.search);
  return http.get(url, { schema: productSchema, query, timeoutMs: TIMEOUT_MS, retries: 1, ...options });
}
