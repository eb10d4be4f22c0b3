// The one signal store every widget of a page shares. Its signals are @preact/signals-core's, which
// @preact/signals-react re-exports (the same instance: core/signals.test.tsx), so React views read them through
// useSignals() while widgets that render no React read them with effect() and never load React.
import { computed, effect, signal } from "@preact/signals-core";
import { resolveSiteConfig, type SiteConfig } from "./config";
import type { CartResponse } from "./entities";
import { on } from "./events";
import { marketLocale } from "./format";
import { getPageConfig } from "./page-config";
import { errorMessage, reportError } from "./errors";
import { loadLanguage, messagesLoading, overrideMessages } from "../markets/messages";

function resolveConfig(): SiteConfig {
  const { config, issues } = resolveSiteConfig(getPageConfig(), document.cookie, location.origin);
  for (const issue of issues) reportError({ source: "configuration", message: issue });
  return config;
}

/** Site configuration: market defaults (§9) merged with the page's configuration object (§1). */
export const config = signal<SiteConfig>(resolveConfig());
/** The language whose texts are there. A language chosen at run time takes over once its tables have loaded: every
 * text then changes at once, from the old language to the new one, never through English nor left in the old one. */
const textLanguage = signal(config.value.language);
// The texts in the page's language load (before any widget's code runs: markets/messages.ts), and the page's dictionary
// overrides them, as the configuration changes.
effect(() => {
  const { language, messages } = config.value;
  loadLanguage(language, (cause) =>
    reportError({ source: "messages", message: `texts could not be loaded: ${errorMessage(cause)}`, cause }),
  );
  overrideMessages(language, messages);
  const loading = messagesLoading();
  if (!loading) textLanguage.value = language;
  else void loading.then(() => config.peek().language === language && (textLanguage.value = language));
});
export const market = computed(() => config.value.market);
export const showcase = computed(() => config.value.showcase);
/** Locale for UI text: the market's own (so kw counts use the same digits as its prices) unless static-lang chose another language. */
export const textLocale = computed(() => (textLanguage.value === market.value.language ? marketLocale(market.value) : textLanguage.value));
/** The shopper's session (§6 "Guests and logged-in customers", "VIC users"). */
export interface SessionUser {
  loggedIn: boolean;
  /** §6: decided by the server's check; VIC users see private-sales prices. */
  vic: boolean;
  /** The account's first name, when the server gave one. */
  firstName?: string;
  /** `page`: the page configuration's seed, until the server's session check (core/session.ts) answers: `server`. */
  source: "page" | "server";
}
const seededUser = (): SessionUser => ({ ...config.value.user, source: "page" });
/** Logged-in and VIC state: the page seeds it, the server's session check is the source once it has answered. */
export const user = signal<SessionUser>(seededUser());
export const cart = signal<CartResponse | null>(null);
/** The wishlist shown (core/wishlist/store.ts): part numbers, oldest first; `null` until it is known. */
export const wishlist = signal<readonly string[] | null>(null);

on("config", () => {
  config.value = resolveConfig();
  // A later configuration (vitrine.init) never overrides what the server's session check said.
  if (user.peek().source === "page") user.value = seededUser();
});
