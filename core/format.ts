import type { MarketConfig } from "../markets/markets";

// Constructing Intl formatters is slow and listing grids format hundreds of prices.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let nf = cache.get(key) as Intl.NumberFormat | undefined;
  if (!nf) cache.set(key, (nf = new Intl.NumberFormat(locale, options)));
  return nf;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let df = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!df) cache.set(key, (df = new Intl.DateTimeFormat(locale, options)));
  return df;
}

/** BCP 47 form of the market's localeISO ("it_IT" → "it-IT"); "en" if Intl rejects it. */
export function marketLocale(market: Pick<MarketConfig, "localeISO">): string {
  const tag = market.localeISO.replace(/_/g, "-");
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? "en";
  } catch {
    return "en";
  }
}

const fractionDigits = (n: number) => (Number.isFinite(n) ? Math.min(20, Math.max(0, Math.trunc(n))) : 2);

/**
 * Price with the market's symbol. Intl supplies digits, grouping and decimal mark; grouping is
 * forced on so 4-digit prices group too (it-IT would print "1234,50"). The symbol is always
 * joined by a no-break space, so it never wraps away from the amount, and sits after any minus sign.
 */
export function formatPrice(amount: number, market: MarketConfig, opts: { checkout?: boolean } = {}): string {
  const digits = fractionDigits(opts.checkout ? market.checkoutDecimals : market.decimals);
  const parts = numberFormat(marketLocale(market), {
    style: "decimal",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: "always",
    signDisplay: "negative",
  }).formatToParts(amount);
  // Some locales (ar) put a bidi mark before the minus sign: keep it with the sign.
  const signEnd = parts.findIndex((p) => p.type === "minusSign") + 1;
  const sign = parts
    .slice(0, signEnd)
    .map((p) => p.value)
    .join("");
  const body = parts
    .slice(signEnd)
    .map((p) => p.value)
    .join("");
  return market.currencyPosition === "before"
    ? `${sign}${market.currencySymbol}\u00A0${body}`
    : `${sign}${body}\u00A0${market.currencySymbol}`;
}

/** 28 → "28%" the locale's way (tr-TR gives "%28", ru-RU "28 %"). */
export function formatPercent(value: number, market: MarketConfig): string {
  return numberFormat(marketLocale(market), { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
}

export function formatNumber(n: number, market: MarketConfig): string {
  return numberFormat(marketLocale(market), { style: "decimal" }).format(n);
}

/** The units the storefront measures in (§9 "Authenticity feature": cm, and kg for CO2). */
export type MeasureUnit = "centimeter" | "kilogram";

/** 12.5 cm → "12,5 cm" the locale's way (Intl unit formatting: ja "12.5 cm", ar "١٢٫٥ سم"), up to 2 decimals. */
export function formatMeasure(value: number, unit: MeasureUnit, market: MarketConfig): string {
  return numberFormat(marketLocale(market), { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 2 }).format(value);
}

/**
 * Date in the market's `dateFormat` (DD, MM, YYYY tokens). The Gregorian calendar is forced
 * because the patterns are Gregorian (th-TH would otherwise give the Buddhist year).
 * Invalid dates give "" rather than throwing mid-render.
 */
export function formatDate(date: Date, market: MarketConfig, opts: { timeZone?: string } = {}): string {
  if (Number.isNaN(date.getTime())) return "";
  const parts = dateFormat(marketLocale(market), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    calendar: "gregory",
    timeZone: opts.timeZone ?? "UTC",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return market.dateFormat.replace(/YYYY|MM|DD/g, (token) =>
    token === "YYYY" ? part("year") : token === "MM" ? part("month") : part("day"),
  );
}
