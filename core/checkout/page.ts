// §2 "Checkout redirects on page load", run by the checkout's widgets before anything else: their code loads only on
// pages with checkout markup, so no other page pays for it (the entry carries nothing of it). The target keeps the
// query and hash (a provider's return) and goes through the one same-origin rule.
import { checkoutRedirect, checkoutStepPage, isNewCheckout, pageUrl, type CheckoutStep } from "../routes";
import { sameOriginPath } from "../safe-url";
import type { SiteConfig } from "../config";

/** Where this page must go instead, or null (core/routes.ts: never the page itself, never twice). */
export function redirectTarget(config: Pick<SiteConfig, "country" | "cardProvider">, here: Location = location): string | null {
  const path = checkoutRedirect(here.pathname, config.country, config.cardProvider);
  return path === null ? null : sameOriginPath(`${path}${here.search}${here.hash}`, here.href);
}

/** Leaves for the market's checkout page when this is not it; true when leaving (the caller stops there). */
export function redirectOnLoad(config: Pick<SiteConfig, "country" | "cardProvider">): boolean {
  const target = redirectTarget(config);
  if (target === null) return false;
  location.replace(target);
  return true;
}

/** §2 "Page names": the URL of a checkout step (thank-you, error, login, checkout) in the market, in this page's
 * version (`_c` or not), under the site root, with `query`; null when the market has no such page (ae, jp, tw without
 * a card provider) or it would leave the site. */
export function stepUrl(
  step: CheckoutStep,
  config: Pick<SiteConfig, "country" | "cardProvider" | "siteRoot">,
  query: Record<string, string> = {},
  here: Location = location,
): string | null {
  const name = checkoutStepPage(step, config.country, isNewCheckout(here.pathname), config.cardProvider);
  if (name === undefined) return null;
  const search = new URLSearchParams(query).toString();
  return sameOriginPath(`${pageUrl(name, config.siteRoot)}${search ? `?${search}` : ""}`, here.href);
}

/** Where a provider's step may send the shopper (a 3-D Secure challenge, an approval page): a same-origin path, or an
 * https page on the host of one of the configured payment scripts; null for anything else. */
export function providerPageUrl(url: string, config: Pick<SiteConfig, "payments">, here: Location = location): string | null {
  const local = sameOriginPath(url, here.href);
  if (local !== null) return local;
  try {
    const target = new URL(url);
    const hosts = Object.values(config.payments.scripts).flatMap((script) => {
      try {
        return script && /^https:/.test(script) ? [new URL(script).origin] : [];
      } catch {
        return [];
      }
    });
    return target.protocol === "https:" && target.username === "" && hosts.includes(target.origin) ? target.href : null;
  } catch {
    return null;
  }
}
