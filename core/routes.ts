// §2 routes: pure string functions, no DOM.
import { sameOriginPath } from "./safe-url";

/** §2 "Page names", grouped as in the spec table. Each is used as `{name}.html`. */
export const PAGE_NAMES = {
  checkout: [
    "checkout-login",
    "checkout-login_c",
    "checkout",
    "checkout_c",
    "thank-you-new",
    "thank-you-new_c",
    "checkout-error-new",
    "checkout-error-new_c",
  ],
  cn: [
    "checkout-login_cn",
    "checkout-login_cn_c",
    "checkout_cn",
    "checkout_cn_c",
    "thank-you-new_cn",
    "thank-you-new_cn_c",
    "login_cn",
    "my-account_cn",
    "register_cn",
  ],
  kr: ["my-account_kr", "register_kr"],
  account: ["login", "my-account", "register", "return-guest", "logged-area"],
  others: [
    "shopping-bag",
    "shopping-bag-alt",
    "instore-waiting-room",
    "instore-listing-page",
    "privacy-policy",
    "cookie-policy",
    "terms-conditions",
    "search-results",
    "storelocator",
    "faqs",
    "wishlist-guest",
    "wishlist-share",
    "contact-us",
    "track-guest",
    "pre-information",
  ],
} as const;

/** Markets whose checkout pages carry the card provider's short name. */
export const CARD_PROVIDER_MARKETS = ["ae", "jp", "tw"] as const;

/** "Checkout for ae, jp, tw" group. */
export function cardProviderPageNames<P extends string>(cardProvider: P): readonly [`checkout_${P}`, `checkout_${P}_c`] {
  return [`checkout_${cardProvider}`, `checkout_${cardProvider}_c`];
}

/** §2 "Configured pages linked from quick buy", §6 "Guests and logged-in customers": "proceed" goes to checkout for
 * logged-in users, checkout-login for guests, checkout when the login check fails (`undefined`). */
export function proceedTarget(loggedIn: boolean | undefined): PageName {
  if (loggedIn === undefined) return "checkout";
  return loggedIn ? "checkout" : "checkout-login";
}

/** §2 "Page names": an account page of a market: cn has its own login, my account and registration, kr its own
 * registration and my account; every other market (and kr's login) the shared page. */
export function accountPage(page: "login" | "register" | "my-account", country: string): PageName {
  if (country === "cn") return `${page}_cn`;
  if (country === "kr" && page !== "login") return `${page}_kr`;
  return page;
}

/** Listed under "Others" but already a path, not a `{page}.html` name. */
export const TERMS_PATH = "/terms";

type StaticPageName = (typeof PAGE_NAMES)[keyof typeof PAGE_NAMES][number];
export type PageName = StaticPageName | `checkout_${string}` | `checkout_${string}_c`;

/**
 * A configured page, root-relative under the site root (`siteRoot` of the page configuration, default `/`), so it
 * lands on the same page from `/it/it/bags/x.html` as from the home page.
 */
export function pageUrl(name: PageName, siteRoot: string): string {
  return underSiteRoot(`${name}.html`, siteRoot);
}

/** A page of ours that the spec does not name (e.g. the size guide), under the site root like every `pageUrl`. */
export function underSiteRoot(file: string, siteRoot: string): string {
  return `${siteRoot.endsWith("/") ? siteRoot : `${siteRoot}/`}${file}`;
}

/** Pages ending in `_c` are the new checkout version (a trailing `.html` is ignored). */
export function isNewCheckout(name: string): boolean {
  return /_c(?:\.html)?$/.test(name);
}

const CHECKOUT_PAGE = /^checkout(?:_([a-z]{2}))?(_c)?\.html$/i;

/** A card provider name usable in `checkout_{cardProvider}.html`: `c` is not one, `checkout_c.html` is the new checkout. */
export function isCardProviderName(name: string): boolean {
  return /^[a-z0-9-]+$/.test(name) && name !== "c";
}

export type CheckoutStep = "checkout" | "login" | "thank-you" | "error";

/**
 * §2 "Page names": the page of a checkout step in a market, in the version of the page the shopper is on (`_c`, the
 * new checkout, or not). ae, jp and tw check out on `checkout_{cardProvider}` (undefined without a usable provider);
 * cn has its own checkout, login and thank-you pages (the spec lists no cn error page: the default one serves);
 * every other market the default pages.
 */
export function checkoutStepPage(step: CheckoutStep, country: string, newCheckout: boolean, cardProvider?: string): PageName | undefined {
  const market = country.trim().toLowerCase();
  const cn = market === "cn" ? "_cn" : "";
  const c = newCheckout ? "_c" : "";
  if (step === "thank-you") return `thank-you-new${cn}${c}` as PageName;
  if (step === "error") return `checkout-error-new${c}` as PageName;
  if (step === "login") return `checkout-login${cn}${c}` as PageName;
  if (!(CARD_PROVIDER_MARKETS as readonly string[]).includes(market)) return `checkout${cn}${c}` as PageName;
  const provider = cardProvider?.trim().toLowerCase() ?? "";
  return isCardProviderName(provider) ? (`checkout_${provider}${c}` as PageName) : undefined;
}

/**
 * §2 "Checkout redirects on page load". Matches the last path segment and keeps any prefix.
 * Returns null when nothing applies, when the target is the current path, when an ae/jp/tw market has no usable card
 * provider, or when the target would leave the site (a path like `//host/checkout_xx.html`). A target never redirects
 * again (core/routes.test.ts proves it for every market, page name and provider).
 */
export function checkoutRedirect(pathname: string, country: string, cardProvider?: string): string | null {
  const slash = pathname.lastIndexOf("/");
  const dir = pathname.slice(0, slash + 1);
  const match = CHECKOUT_PAGE.exec(pathname.slice(slash + 1));
  if (!match) return null;
  const [, xx, newCheckout] = match;
  const market = country.trim().toLowerCase();
  // Every other market: only /checkout_XX(_c).html is redirected.
  if (!xx && market !== "cn" && !(CARD_PROVIDER_MARKETS as readonly string[]).includes(market)) return null;
  const page = checkoutStepPage("checkout", market, newCheckout !== undefined, cardProvider);
  if (page === undefined) return null;
  const target = `${dir}${page}.html`;
  // Any origin does as the base: only whether the path keeps to it matters, and the answer is a path.
  return target === pathname ? null : sameOriginPath(target, "http://localhost/");
}

// Kept besides word characters and the space: CJK, kana (plus the prolonged-sound marks, which are Script=Common),
// hangul, Cyrillic and non-ASCII Latin letters. Other whitespace (tab, no-break space, newline) is not "a space".
const SLUG_DROP =
  /[^\w \p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\uff70\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Latin}]/gu;
export const NO_NAME_SLUG = "no-name";

/**
 * §2 Product page slug: `no-name` only when there is no name (missing or blank); a name made only of removed
 * characters gives an empty slug, and its path collapses to `/products.{uniquePartNumber}`. NFC first so
 * decomposed accents survive as accented letters.
 */
export function productSlug(name: string | null | undefined): string {
  if (!name?.trim()) return NO_NAME_SLUG;
  return name.normalize("NFC").toLowerCase().replace(SLUG_DROP, "").replaceAll(" ", "_").normalize("NFC"); // removals can leave composable neighbours (e.g. conjoining jamo)
}

/** Wherever `/products` is followed by two or more dots, one is kept. */
export function collapseProductsDoubleDot(path: string): string {
  return path.replace(/\/products\.{2,}/g, "/products.");
}

export function productPath(name: string | null | undefined, uniquePartNumber: string): string {
  return collapseProductsDoubleDot(`/products.${productSlug(name)}.${uniquePartNumber}`);
}

/** HTML entities (named, decimal, hex) in a canonical URL are replaced by `_`. */
export function canonicalUrl(url: string): string {
  return url.replace(/&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/gi, "_");
}
