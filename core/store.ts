// The one signal store every widget of a page shares. Its signals are @preact/signals-core's, which
// @preact/signals-react re-exports (the same instance: core/signals.test.tsx), so React views read them through
// useSignals() while widgets that render no React read them with effect() and never load React.
import { computed, signal } from "@preact/signals-core";
import { resolveSiteConfig, type SiteConfig } from "./config";
import type { CartResponse } from "./entities";
import { on } from "./events";
import { marketLocale } from "./format";
import { getPageConfig } from "./page-config";
import { reportError } from "./errors";

function resolveConfig(): SiteConfig {
  const { config, issues } = resolveSiteConfig(getPageConfig(), document.cookie, location.origin);
  for (const issue of issues) reportError({ source: "configuration", message: issue });
  return config;
}

/** Site configuration: market defaults (§9) merged with the page's configuration object (§1). */
export const config = signal<SiteConfig>(resolveConfig());
export const market = computed(() => config.value.market);
export const showcase = computed(() => config.value.showcase);
/** Locale for UI text: the market's own (so kw counts use the same digits as its prices) unless static-lang chose another language. */
export const textLocale = computed(() =>
  config.value.language === market.value.language ? marketLocale(market.value) : config.value.language,
);
/** Logged-in and VIC state (§6); the page seeds it, a server check may update it. */
export const user = signal(config.value.user);
export const cart = signal<CartResponse | null>(null);

on("config", () => {
  config.value = resolveConfig();
  user.value = config.value.user;
});
