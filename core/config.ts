import { z } from "./zod";
import { readCookie } from "./cookies";
import { DEFAULT_MARKET, LIVE_CHAT_HUB, isMarketCode, markets, PAYMENT_METHODS } from "../markets/markets";
import type { MarketCode, MarketConfig, PaymentMethod } from "../markets/markets";
import { isPlainObject, mergeDeep } from "./page-config";

export const SHOWCASE_FEATURES = [
  "quickBuy",
  "findInStore",
  "wishlist",
  "price",
  "checkout",
  "appointment",
  "login",
  "contactUs",
  "look",
] as const;
export type ShowcaseFeature = (typeof SHOWCASE_FEATURES)[number];

const LANGUAGE_TAG = /^[a-z]{2,3}([-_][A-Za-z]{2,4})?$/;

const bool = z.optional(z.boolean());
const digits = z.optional(z.number().check(z.int(), z.gte(0), z.lte(20)));
const text = z.optional(z.string());
// Ids end up in request headers and URLs.
const id = z.optional(z.string().check(z.regex(/^[\w.-]+$/, "expected letters, digits, '.', '_' or '-'")));
const httpUrl = z.pipe(
  z.url({ protocol: /^https?$/, error: "expected an http(s) URL" }),
  z.transform((u: string) => u.replace(/\/+$/, "")),
);

// A third-party script is https or, for the fixtures' stand-ins, a same-origin path.
const scriptUrl = z
  .string()
  .check(z.regex(/^(?:https:\/\/[^\s/?#@\\]+\/|\/(?![/\\]))[^\s\\]*$/, "expected an https URL or a path starting with a single /"));
const mapKey = z.optional(z.string().check(z.regex(/^[\w-]{1,128}$/, "expected letters, digits, '_' or '-'")));
const httpTemplate = z.string().check(z.regex(/^https?:\/\/[^\s/?#@\\]+\//, "expected an http(s) URL template"));
// --- Video (widgets/video): §7 "Other calls", streaming. One block, so Widevine/FairPlay/PlayReady slot in beside ClearKey.
const videoPath = z.string().check(z.regex(/^\/(?!\/)[^\s#\\]*$/, "expected a path starting with a single /"));
const keySystemSchema = z.object({
  licenceUrl: videoPath,
  /** FairPlay and Widevine service certificates. */
  serverCertificateUrl: z.optional(videoPath),
  /** Sent with every licence request (e.g. a token header the licence server wants). */
  headers: z.optional(z.record(z.string().check(z.regex(/^[A-Za-z0-9-]+$/, "expected a header name")), z.string())),
});
const videoSchema = z.object({
  drm: z.optional(
    z.object({
      clearkey: z.optional(keySystemSchema),
      widevine: z.optional(keySystemSchema),
      playready: z.optional(keySystemSchema),
      fairplay: z.optional(keySystemSchema),
    }),
  ),
  /** hls.js content steering (`#EXT-X-CONTENT-STEERING` in the multivariant playlist); default on. */
  contentSteering: bool,
  /** hls.js `capLevelToPlayerSize`: never pick a rendition larger than the player; default on. */
  capLevelToPlayerSize: bool,
});
export type KeySystemName = "clearkey" | "widevine" | "playready" | "fairplay";
export type KeySystemSettings = z.output<typeof keySystemSchema>;
export interface VideoSettings {
  drm: Partial<Record<KeySystemName, KeySystemSettings>>;
  contentSteering: boolean;
  capLevelToPlayerSize: boolean;
}
// --- end video
// --- Checkout: §9 "Payment", "Timings"; the spec leaves the endpoints unstated: ours are the defaults.
const sitePath = z.string().check(z.regex(/^\/(?!\/)[^\s?#\\]*$/, "expected a path starting with a single /"));
const paymentsSchema = z.object({
  environment: z.optional(z.enum(["test", "live"])),
  threeDSecure: bool,
  scripts: z.optional(
    z.object(
      Object.fromEntries(PAYMENT_METHODS.map((m) => [m, z.optional(scriptUrl)])) as Record<
        PaymentMethod,
        z.ZodMiniOptional<typeof scriptUrl>
      >,
    ),
  ),
  walletReadinessMs: z.optional(z.number().check(z.int(), z.gte(100), z.lte(10_000))),
});
const checkoutSchema = z.object({
  orderTimeoutMs: z.optional(z.number().check(z.int(), z.gte(1000), z.lte(120_000))),
  addressSuggestionsUri: z.optional(sitePath),
});
export interface PaymentSettings {
  /** §9 "Payment provider environment: test". */
  environment: "test" | "live";
  /** §9 "3-D Secure: off". */
  threeDSecure: boolean;
  /** Each method's provider script; a method without one cannot be offered. */
  scripts: Partial<Record<PaymentMethod, string>>;
  /** How long a wallet's readiness answer may take before the wallet stays hidden. */
  walletReadinessMs: number;
}
export interface CheckoutSettings {
  /** How long a place-order or confirmation call may take before the outcome counts as unknown. */
  orderTimeoutMs: number;
  /** §9 Markets (cn): the Chinese address suggestions endpoint, `GET {uri}?q=…`. */
  addressSuggestionsUri: string;
}
// --- end checkout

const siteConfigSchema = z.object({ brand: id, baseSiteId: id, storeId: id, localeCdc: id, localeAem: id });

const marketSchema = z.object({
  currencySymbol: z.optional(z.string().check(z.minLength(1), z.maxLength(8))),
  currencyISO: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/, "expected a 3-letter currency code"))),
  currencyPosition: z.optional(z.enum(["before", "after"])),
  decimalSeparator: text,
  groupSeparator: text,
  decimals: digits,
  checkoutDecimals: digits,
  dateFormat: z.optional(z.string().check(z.regex(/^(?:DD|MM|YYYY|[^A-Za-z0-9])+$/, "expected DD, MM, YYYY and separators"))),
  localeISO: z.optional(z.string().check(z.regex(/^[a-z]{2,3}_[A-Z]{2}$/, "expected a locale like it_IT"))),
  language: z.optional(z.string().check(z.regex(LANGUAGE_TAG, "expected a language tag like it or zh-Hant"))),
  languageId: z.optional(z.number().check(z.int())),
  taxConfiguration: z.optional(z.object({ splitTaxEnabled: bool, salesTaxLabel: text, shippingTaxLabel: text, totalTaxLabel: text })),
  mapProvider: z.optional(z.enum(["global", "china"])),
  chineseAddressSuggestions: bool,
  instalments: z.optional(
    z.object({
      enabled: bool,
      min: z.optional(z.number().check(z.int(), z.gte(1))),
      maxAtOrBelowThreshold: z.optional(z.number().check(z.int(), z.gte(1))),
      maxAboveThreshold: z.optional(z.number().check(z.int(), z.gte(1))),
      threshold: z.optional(z.number().check(z.gte(0))),
    }),
  ),
  pickupInStoreEnabled: bool,
  returnPortalMapping: bool,
  isSubscribeNewsletterEnabled: bool,
  showInvoiceForm: bool,
  showEInvoice: bool,
  enableLoggedArea: bool,
  accountDeactivationEmail: z.optional(z.email({ error: "expected an email address" })),
  koreanPaymentGatewayEnabled: bool,
  paymentMethods: z.optional(z.array(z.enum(PAYMENT_METHODS))),
  packaging: z.optional(z.object({ isEnabled: bool })),
  privacyStatement: bool,
  metricUnit: z.optional(z.enum(["meter", "mile"])),
  ecommerceEnabled: bool,
  direction: z.optional(z.enum(["ltr", "rtl"])),
  siteConfig: z.optional(siteConfigSchema),
});
// Compile-time guard: every MarketConfig field can be overridden.
const _coversMarket: Record<Exclude<keyof MarketConfig, keyof z.output<typeof marketSchema>>, never> = {};
void _coversMarket;

// Each field's doc comment is its line in docs/reference.md (`npm run docs`, tools/manifest/; a field without one fails its test).
export const pageConfigSchema = z.object({
  /** Base URL of relative calls (fragments, cart, search); default the page's origin. */
  serviceHost: z.optional(httpUrl),
  /** Base URL of the stock and product APIs; default `serviceHost`. */
  apiDomain: z.optional(httpUrl),
  /** The CMS content root the page's fragment paths start with (e.g. `/content/vitrine`). */
  contentPath: z.optional(z.string().check(z.regex(/^(?:\/(?!\/)[^\s?#\\]*)?$/, "expected a path starting with a single /"))),
  /** §2 "Configured pages linked from quick buy" live under this root (`/it/it/`), not beside the current page. */
  siteRoot: z.optional(
    z.string().check(z.regex(/^\/(?:(?!\/)[^\s?#\\]*\/)?$/, "expected a path starting with a single / and ending with /")),
  ),
  /** `false` adds a cache-buster to content calls. */
  cache: z._default(z.boolean(), true),
  /** §6 "Authoring mode", as the server rendered the page (AEM's `WCMMode`): `edit` or `design` is author mode; the
   * address's `wcmmode` and the editor's cookie (changed by Edit⇄Preview without a reload) come first. */
  wcmmode: z.optional(z.enum(["edit", "design", "preview", "disabled"])),
  /** §6 the shopper: logged in, and a VIC (private prices). */
  user: z.optional(z.object({ loggedIn: bool, vic: bool })),
  /** §6 showcase flags: which features the market shows; `all` turns every one on. */
  showcase: z.optional(
    z.object({ all: bool, ...Object.fromEntries(SHOWCASE_FEATURES.map((f) => [f, bool])) } as Record<"all" | ShowcaseFeature, typeof bool>),
  ),
  /** Overrides of any market default of `markets/markets.ts` (§9), e.g. `direction` or the currency format. */
  market: z.optional(marketSchema),
  /** The commerce site's ids, sent as request headers (overrides the market's `siteConfig`). */
  siteConfig: z.optional(siteConfigSchema),
  /** §2 checkout pages of ae, jp, tw: the card payment provider's short name in `checkout_{cardProvider}.html`. */
  cardProvider: z.optional(
    z.string().check(
      z.regex(/^[a-z0-9-]+$/i, "expected letters, digits or '-'"),
      z.refine((name) => name.toLowerCase() !== "c", "'c' names the new checkout (`checkout_c.html`), not a card provider"),
    ),
  ),
  /** In-store mode (the boutique's own devices): quick buy shows in-store images and configurations (§3, §9). */
  inStore: z._default(z.boolean(), false),
  /** §7 "Product data": the endpoint. */
  productDataUri: z._default(
    z.string().check(z.regex(/^\/(?!\/)[^\s?#\\]*$/, "expected a path starting with a single /")),
    "/product-data",
  ),
  /** §7 "Product data": the commerce-platform mode (legacy unless the new architecture is on). */
  newArchitecture: z._default(z.boolean(), false),
  /** The legacy mode's own `storeId` / `WCStoreId`. */
  legacyStoreId: z._default(z.string().check(z.regex(/^[\w.-]+$/, "expected letters, digits, '.', '_' or '-'")), "10151"),
  /** §7 "Stock": the API gateway call, or the inventory availability service. */
  stockService: z._default(z.enum(["gateway", "availability"]), "gateway"),
  /** §9 "Product configurator": the 3D configurator quick buy opens in in-store mode. */
  configurator: z.optional(
    z.object({
      url: z.optional(z.string().check(z.regex(/^\/(?!\/)[^\s?#\\]*$/, "expected a path starting with a single /"))),
      defaultSku: id,
      inStoreSkus: z.optional(z.array(z.string().check(z.regex(/^[\w.-]+$/)))),
    }),
  ),
  // --- Store and time services: §7 "Other calls". The spec shows neither path nor host: ours are the defaults. ---
  /** §7 "Other calls": the store service; one store is `GET {storeServiceUri}/{id}` on `serviceHost`. */
  storeServiceUri: z._default(z.string().check(z.regex(/^\/(?!\/)[^\s?#\\]*$/, "expected a path starting with a single /")), "/stores"),
  /** §7 "Other calls": the time service (a same-origin path or an http(s) URL), called with `?iso={country}`. */
  timeServiceUrl: z._default(
    z.union([httpUrl, z.string().check(z.regex(/^\/(?!\/)[^\s?#\\]*$/))], { error: "expected a path or an http(s) URL" }),
    "/time",
  ),
  // --- The third-party pieces a page configures: maps, live chat, sharing. Script URLs must be https (or a same-origin
  // path, the fixtures' stand-ins); they are loaded only by core/script-loader.ts, only on demand, and their hosts
  // belong in the page's CSP script-src (widgets/store-locator/README.md lists them). ---
  /** §3 `mapProvider`: each maps service's script URL and key; `standIn` draws the offline SVG map instead (fixtures, tests). */
  maps: z.optional(
    z.object({
      standIn: bool,
      global: z.optional(z.object({ scriptUrl: z.optional(scriptUrl), key: mapKey })),
      china: z.optional(z.object({ scriptUrl: z.optional(scriptUrl), key: mapKey })),
    }),
  ),
  /** §9 "Other flags" live chat: the vendor script, loaded on the shopper's request; `hub` defaults to EMEA. */
  liveChat: z.optional(z.object({ scriptUrl: z.optional(scriptUrl), hub: z.optional(z.string().check(z.regex(/^[A-Z]{2,8}$/))) })),
  /** §9 "Social sharing": one share link template per network, with `{url}` and `{title}` placeholders (http(s) only). */
  share: z.optional(z.array(z.object({ network: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/)), template: httpTemplate }))),
  /** How long a third-party script may take to load before its fallback shows (ms; §9 "Timings": the payment widget's 5000). */
  scriptTimeoutMs: z._default(z.number().check(z.int(), z.gte(100), z.lte(60_000)), 5000),
  /** §1, §7 "Other calls": streaming video: DRM key systems (`drm.clearkey`, `drm.widevine`, `drm.playready`,
   * `drm.fairplay`, each `{ licenceUrl, serverCertificateUrl?, headers? }`, same-origin paths), `contentSteering`,
   * `capLevelToPlayerSize` (widgets/video/README.md). */
  video: z.optional(videoSchema),
  // --- Guest services and the authenticity feature (§7 "Authenticity feature", §9). ---
  /** §9 "Other flags" return portal mapping: the https origins the return portal may send a guest to (the lookup's
   * answer names the page; one on another host is refused). Same origin is always allowed. */
  returnPortal: z.optional(z.object({ origins: z.optional(z.array(httpUrl)) })),
  /** §7, §9 "Authenticity feature": `serviceName` (the service's short name, `{Auth}`; default `Aura`), `tagDataHost`
   * (the dedicated host of `nfc/tag-data`; default `serviceHost`), `gatewayDomain.production` / `.development` and
   * `environment` (which one product experience data comes from; default production, both default `apiDomain`),
   * `uri` (`{authenticityUri}`), `certificateOrigins` (https origins certificate PDFs may be linked from). */
  authenticity: z.optional(
    z.object({
      serviceName: z.optional(z.string().check(z.regex(/^[A-Z][A-Za-z0-9]{1,23}$/, "expected a capitalised short name"))),
      tagDataHost: z.optional(httpUrl),
      gatewayDomain: z.optional(z.object({ production: z.optional(httpUrl), development: z.optional(httpUrl) })),
      environment: z.optional(z.enum(["production", "development"])),
      uri: z.optional(z.string().check(z.regex(/^\/?(?!\/)[^\s?#\\]+$/, "expected a path"))),
      certificateOrigins: z.optional(z.array(httpUrl)),
    }),
  ),
  /** §9 "Payment": the providers' `environment` (default `test`), `threeDSecure` (default off), each method's provider
   * script in `scripts` (`card`, `phoneWallet`, `searchWallet`, `onlineWallet`, `koreanGateway`, `messengerPay`: https
   * URLs or same-origin paths, loaded only on the checkout page for the market's methods, within `scriptTimeoutMs`), and
   * `walletReadinessMs` (default 1500): how long a wallet's readiness answer may take before it stays hidden. */
  payments: z.optional(paymentsSchema),
  /** Checkout (core/checkout/README.md): `orderTimeoutMs` (default 30000) and `addressSuggestionsUri` (default
   * `/checkout/address-suggestions`, cn). */
  checkout: z.optional(checkoutSchema),
  /** The server's dictionary (an AEM i18n dictionary): widget text key → its text in the page's language, a string or
   * plural forms (`{ one, other, … }`), over the built-in texts of every widget using that key; `{name}` placeholders as
   * in the built-in text (README "Texts from the server's dictionary"). */
  messages: z.optional(
    z.record(z.string(), z.union([z.string(), z.object({ other: z.string(), zero: text, one: text, two: text, few: text, many: text })])),
  ),
});
export type PageConfig = z.input<typeof pageConfigSchema>;
type ParsedPage = z.output<typeof pageConfigSchema>;

export interface SiteConfig {
  country: MarketCode;
  language: string;
  market: MarketConfig;
  serviceHost: string;
  apiDomain: string;
  contentPath: string;
  siteRoot: string;
  cache: boolean;
  user: { loggedIn: boolean; vic: boolean };
  showcase: Record<ShowcaseFeature, boolean>;
  cardProvider?: string;
  inStore: boolean;
  productDataUri: string;
  newArchitecture: boolean;
  legacyStoreId: string;
  stockService: "gateway" | "availability";
  configurator: ConfiguratorSettings;
  /** §7 "Other calls" (store service path, time service URL). */
  storeServiceUri: string;
  timeServiceUrl: string;
  /** Maps, live chat, share templates and the third-party script timeout (see `pageConfigSchema`). */
  maps: NonNullable<ParsedPage["maps"]>;
  liveChat: { scriptUrl?: string; hub: string };
  share: NonNullable<ParsedPage["share"]>;
  /** The page's text overrides (`pageConfigSchema.messages`). */
  messages: NonNullable<ParsedPage["messages"]>;
  scriptTimeoutMs: number;
  video: VideoSettings;
  /** The return portal's allowed origins (§9 "Other flags"). */
  returnPortalOrigins: readonly string[];
  /** The authenticity feature (§7, §9; see `pageConfigSchema`). */
  authenticity: AuthenticitySettings;
  /** Payment providers and the checkout's calls. */
  payments: PaymentSettings;
  checkout: CheckoutSettings;
}

/** §7, §9 "Authenticity feature". The spec names none of these values: the defaults are ours. */
export interface AuthenticitySettings {
  serviceName: string;
  tagDataHost: string;
  gatewayDomain: { production: string; development: string };
  environment: "production" | "development";
  uri: string;
  certificateOrigins: readonly string[];
}

/** §9 "Product configurator". The SKU values are not stated: the defaults are the fixture's. */
export interface ConfiguratorSettings {
  url: string;
  defaultSku: string;
  inStoreSkus: readonly string[];
  totalConfigurationsInStore: number;
  editorialConfigurationsInStore: number;
}

/** §1: country from `static-country` (unknown → it), language from `static-lang` when it is a sane tag. */
export function selectMarket(cookieString: string): { country: MarketCode; language: string } {
  const code = readCookie(cookieString, "static-country")?.trim().toLowerCase() ?? "";
  const country = isMarketCode(code) ? code : DEFAULT_MARKET;
  const lang = readCookie(cookieString, "static-lang")?.trim() ?? "";
  return { country, language: LANGUAGE_TAG.test(lang) ? lang.replace("_", "-") : markets[country].language };
}

function clonePlain(v: unknown): unknown {
  if (!isPlainObject(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, child] of Object.entries(v)) if (k !== "__proto__") out[k] = clonePlain(child);
  return out;
}

/** An item of a list with a bad part is dropped whole (the list's other items stay); elsewhere, the bad field. */
const DROPPED_ITEM = Symbol("dropped item");

/** Drops what a schema issue at `path` points at: the field, or the first list item on the way to it. */
function dropPath(root: Record<string, unknown>, path: readonly PropertyKey[]): void {
  let node: unknown = root;
  for (const [i, key] of path.entries()) {
    if (Array.isArray(node) && typeof key === "number" && key in node) return void (node[key] = DROPPED_ITEM);
    if (!isPlainObject(node)) return;
    if (i === path.length - 1) return void delete node[String(key)];
    node = node[String(key)];
  }
}

/** Removes the list items `dropPath` marked, once a pass has dropped everything it reported (indexes stay right). */
function removeDroppedItems(node: unknown): void {
  if (Array.isArray(node)) {
    for (let i = node.length - 1; i >= 0; i--) if (node[i] === DROPPED_ITEM) node.splice(i, 1);
    node.forEach(removeDroppedItems);
  } else if (isPlainObject(node)) Object.values(node).forEach(removeDroppedItems);
}

function describe(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join(".") || "page";
  if (issue.code === "invalid_type") return `${where}: expected ${issue.expected === "int" ? "integer" : issue.expected}`;
  if (issue.code === "invalid_value") return `${where}: expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  return `${where}: ${issue.message}`;
}

/** Parses the page object, dropping each invalid part (so its default applies) and reporting it. */
function parsePage(page: unknown): { data: ParsedPage; issues: string[] } {
  const issues: string[] = [];
  let input: Record<string, unknown> = {};
  if (isPlainObject(page)) input = clonePlain(page) as Record<string, unknown>;
  else if (page !== undefined && page !== null) issues.push("page: expected object");
  // Each pass removes the reported paths; parents of bad leaves are valid again, so this settles fast.
  for (let pass = 0; pass < 5; pass++) {
    const result = pageConfigSchema.safeParse(input);
    if (result.success) return { data: result.data, issues };
    for (const issue of result.error.issues) {
      issues.push(describe(issue));
      if (issue.path.length === 0) input = {};
      else dropPath(input, issue.path);
    }
    removeDroppedItems(input);
  }
  return { data: pageConfigSchema.parse({}), issues };
}

/** Market defaults ← page `market` ← page `siteConfig`; never throws, invalid parts are listed in `issues`. */
export function resolveSiteConfig(page: unknown, cookieString: string, origin: string): { config: SiteConfig; issues: string[] } {
  const { country, language } = selectMarket(cookieString);
  let data: ParsedPage;
  let issues: string[];
  try {
    ({ data, issues } = parsePage(page));
  } catch (error) {
    // e.g. a getter that throws: nothing of the page object can be trusted.
    ({ data } = parsePage(undefined));
    issues = [`page: unreadable (${String(error)})`];
  }
  const market = mergeDeep(mergeDeep(markets[country], data.market), { siteConfig: data.siteConfig }) as MarketConfig;
  const serviceHost = data.serviceHost ?? origin;
  const all = data.showcase?.all ?? false;
  const showcase = Object.fromEntries(SHOWCASE_FEATURES.map((f) => [f, all || (data.showcase?.[f] ?? false)])) as Record<
    ShowcaseFeature,
    boolean
  >;
  const config: SiteConfig = {
    country,
    language,
    market,
    serviceHost,
    apiDomain: data.apiDomain ?? serviceHost,
    contentPath: data.contentPath ?? "",
    siteRoot: data.siteRoot ?? "/",
    cache: data.cache,
    user: { loggedIn: data.user?.loggedIn ?? false, vic: data.user?.vic ?? false },
    showcase,
    inStore: data.inStore,
    productDataUri: data.productDataUri,
    newArchitecture: data.newArchitecture,
    legacyStoreId: data.legacyStoreId,
    stockService: data.stockService,
    configurator: {
      url: data.configurator?.url ?? "/configurator.html",
      defaultSku: data.configurator?.defaultSku ?? "CFG-DEFAULT",
      inStoreSkus: data.configurator?.inStoreSkus ?? [],
      totalConfigurationsInStore: 30,
      editorialConfigurationsInStore: 2,
    },
    storeServiceUri: data.storeServiceUri,
    timeServiceUrl: data.timeServiceUrl,
    maps: data.maps ?? {},
    liveChat: { ...data.liveChat, hub: data.liveChat?.hub ?? LIVE_CHAT_HUB },
    share: data.share ?? [],
    messages: data.messages ?? {},
    scriptTimeoutMs: data.scriptTimeoutMs,
    video: {
      drm: data.video?.drm ?? {},
      contentSteering: data.video?.contentSteering ?? true,
      capLevelToPlayerSize: data.video?.capLevelToPlayerSize ?? true,
    },
    returnPortalOrigins: data.returnPortal?.origins ?? [],
    authenticity: authenticitySettings(data.authenticity, serviceHost, data.apiDomain ?? serviceHost),
    payments: {
      environment: data.payments?.environment ?? "test",
      threeDSecure: data.payments?.threeDSecure ?? false,
      scripts: data.payments?.scripts ?? {},
      walletReadinessMs: data.payments?.walletReadinessMs ?? 1500,
    },
    checkout: {
      orderTimeoutMs: data.checkout?.orderTimeoutMs ?? 30_000,
      addressSuggestionsUri: data.checkout?.addressSuggestionsUri ?? "/checkout/address-suggestions",
    },
  };
  if (data.cardProvider !== undefined) config.cardProvider = data.cardProvider;
  return { config, issues };
}

/** The authenticity feature's settings: the page's, over our defaults (every host the page's own unless set). */
function authenticitySettings(page: ParsedPage["authenticity"], serviceHost: string, apiDomain: string): AuthenticitySettings {
  return {
    serviceName: page?.serviceName ?? "Aura",
    tagDataHost: page?.tagDataHost ?? serviceHost,
    gatewayDomain: { production: page?.gatewayDomain?.production ?? apiDomain, development: page?.gatewayDomain?.development ?? apiDomain },
    environment: page?.environment ?? "production",
    uri: page?.uri ?? "product-experience",
    certificateOrigins: page?.certificateOrigins ?? [],
  };
}
