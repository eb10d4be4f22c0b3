import { describe, expect, it } from "vitest";
import { LIVE_CHAT_HUB, MARKET_CODES, MIN_REGISTRATION_AGE, PRIVACY_STATEMENT_COUNTRIES, markets } from "./markets";
import type { MarketCode, MarketConfig } from "./markets";

const ALL = [...MARKET_CODES];
const flag = (pred: (c: MarketCode) => boolean) => ALL.map((c) => [c, pred(c)] as const);

describe("§1 Market selection: configured markets", () => {
  it("has exactly the 18 configured markets", () => {
    expect(Object.keys(markets).sort()).toEqual([
      "ae",
      "au",
      "br",
      "ca",
      "cn",
      "eu",
      "gr",
      "hk",
      "it",
      "jp",
      "kr",
      "kw",
      "ru",
      "sg",
      "th",
      "tr",
      "tw",
      "us",
    ]);
  });
});

describe("§9 Markets table", () => {
  it.each<[MarketCode, Partial<MarketConfig>]>([
    [
      "it",
      {
        currencyISO: "EUR",
        currencySymbol: "€",
        currencyPosition: "before",
        decimalSeparator: ",",
        groupSeparator: ".",
        decimals: 2,
        checkoutDecimals: 1,
        dateFormat: "DD/MM/YYYY",
        localeISO: "it_IT",
        languageId: -4,
        metricUnit: "meter",
      },
    ],
    ["us", { currencyISO: "USD", currencySymbol: "$", decimals: 2, dateFormat: "MM-DD-YYYY", localeISO: "en_US", metricUnit: "mile" }],
    ["ca", { currencyISO: "USD", currencySymbol: "$", decimals: 2, dateFormat: "MM-DD-YYYY", localeISO: "en_US", metricUnit: "mile" }],
    ["ae", { currencyISO: "AED", decimals: 0, dateFormat: "DD.MM.YYYY", localeISO: "en_GB" }],
    ["au", { currencyISO: "AUD", dateFormat: "YYYY/MM/DD" }],
    [
      "br",
      {
        currencyISO: "BRL",
        currencySymbol: "R$",
        decimalSeparator: ",",
        groupSeparator: ".",
        dateFormat: "DD/MM/YYYY",
        localeISO: "pt_BR",
        metricUnit: "meter",
      },
    ],
    [
      "cn",
      {
        currencyISO: "CNY",
        currencySymbol: "¥",
        dateFormat: "YYYY-MM-DD",
        localeISO: "zh_CN",
        mapProvider: "china",
        chineseAddressSuggestions: true,
        showInvoiceForm: true,
      },
    ],
    ["gr", { currencyISO: "EUR", localeISO: "en_GB", metricUnit: "meter" }],
    ["hk", { currencyISO: "HKD", currencySymbol: "HK$" }],
    ["jp", { currencyISO: "JPY", currencySymbol: "¥", dateFormat: "YYYY/MM/DD", localeISO: "ja_JP" }],
    [
      "kr",
      {
        currencyISO: "KRW",
        currencySymbol: "₩",
        dateFormat: "YYYY/MM/DD",
        localeISO: "ko_KR",
        koreanPaymentGatewayEnabled: true,
        packaging: { isEnabled: true },
      },
    ],
    ["kw", { currencyISO: "KWD", currencySymbol: "KD", localeISO: "ar_KW", packaging: { isEnabled: true } }],
    ["sg", { currencyISO: "SGD", dateFormat: "DD.MM.YYYY" }],
    ["tw", { currencyISO: "TWD", currencySymbol: "NT$" }],
    ["ru", { currencyISO: "RUB", currencySymbol: "₽" }],
    ["tr", { currencyISO: "USD", showInvoiceForm: true, isSubscribeNewsletterEnabled: false }],
    ["th", { currencyISO: "BAT", currencySymbol: "฿", ecommerceEnabled: false, isSubscribeNewsletterEnabled: false }],
    ["eu", { currencyISO: "EUR", localeISO: "en_EU", enableLoggedArea: true, metricUnit: "meter" }],
  ])("%s", (code, expected) => {
    expect(markets[code]).toMatchObject(expected);
  });

  it("it uses Italian VAT labels", () => {
    expect(markets.it.taxConfiguration.salesTaxLabel).toBe("IVA");
  });

  it.each(flag((c) => ["it", "br", "gr", "eu"].includes(c)))("metric unit of %s is meter: %s", (code, meter) => {
    expect(markets[code].metricUnit).toBe(meter ? "meter" : "mile");
  });
});

describe("§6 Logged area", () => {
  it.each(
    ALL.map(
      (c) => [c, ({ it: true, eu: true, us: false, ca: false, tr: false, th: false, kr: false } as Record<string, boolean>)[c]] as const,
    ),
  )("%s → %s", (code, expected) => {
    expect(markets[code].enableLoggedArea).toBe(expected);
  });
});

describe("§9 Account deactivation: cn's own address", () => {
  it.each(ALL.map((c) => [c, c === "cn" ? "accounts-cn@vitrine.example" : "accounts@vitrine.example"] as const))(
    "%s → %s",
    (code, email) => {
      expect(markets[code].accountDeactivationEmail).toBe(email);
    },
  );
});

describe("§9 Instalments", () => {
  it.each(flag((c) => ["br", "tr", "th"].includes(c)))("%s enabled: %s", (code, enabled) => {
    expect(markets[code].instalments.enabled).toBe(enabled);
  });
  it.each(["br", "tr", "th"] as const)("%s: min 2, max 8 at or under 5000, 10 above", (code) => {
    expect(markets[code].instalments).toEqual({ enabled: true, min: 2, maxAtOrBelowThreshold: 8, maxAboveThreshold: 10, threshold: 5000 });
  });
});

describe("§9 Other flags", () => {
  it("privacy statement list is complete, including non-market countries", () => {
    expect([...PRIVACY_STATEMENT_COUNTRIES].sort()).toEqual([
      "ae",
      "au",
      "br",
      "ca",
      "cz",
      "eu",
      "hk",
      "jp",
      "kw",
      "my",
      "nz",
      "sg",
      "th",
      "tr",
      "tw",
      "us",
    ]);
  });
  it.each(flag((c) => !["it", "cn", "gr", "kr", "ru"].includes(c)))("%s privacy statement: %s", (code, shown) => {
    expect(markets[code].privacyStatement).toBe(shown);
  });
  it.each(flag((c) => c !== "tr" && c !== "th"))("%s newsletter: %s", (code, on) => {
    expect(markets[code].isSubscribeNewsletterEnabled).toBe(on);
  });
  it.each(ALL)("%s pickup in store enabled", (code) => {
    expect(markets[code].pickupInStoreEnabled).toBe(true);
  });
  it.each(flag((c) => c === "it"))("§9 Other flags: %s return portal mapping: %s", (code, on) => {
    expect(markets[code].returnPortalMapping).toBe(on);
  });
  it.each(flag((c) => c === "kr" || c === "kw"))("%s packaging: %s", (code, on) => {
    expect(markets[code].packaging.isEnabled).toBe(on);
  });
  it.each(flag((c) => c === "cn" || c === "tr"))("%s invoice form: %s", (code, on) => {
    expect(markets[code].showInvoiceForm).toBe(on);
  });
  it.each(flag((c) => c === "th"))("%s e-commerce disabled: %s", (code, off) => {
    expect(markets[code].ecommerceEnabled).toBe(!off);
  });
  it("constants", () => {
    expect([LIVE_CHAT_HUB, MIN_REGISTRATION_AGE]).toEqual(["EMEA", 16]);
  });
});

describe("§3 Site configuration: consistency of inferred values with CLDR", () => {
  const locale = (c: MarketCode) => markets[c].localeISO.replace("_", "-");

  it.each(ALL)("%s separators match Intl for its localeISO", (code) => {
    const parts = new Intl.NumberFormat(locale(code), { useGrouping: "always", minimumFractionDigits: 1 }).formatToParts(1234.5);
    expect(markets[code].decimalSeparator).toBe(parts.find((p) => p.type === "decimal")?.value);
    expect(markets[code].groupSeparator).toBe(parts.find((p) => p.type === "group")?.value);
  });

  it.each(ALL.filter((c) => c !== "it"))("%s currency position matches CLDR", (code) => {
    const types = new Intl.NumberFormat(locale(code), { style: "currency", currency: markets[code].currencyISO })
      .formatToParts(1)
      .map((p) => p.type);
    expect(markets[code].currencyPosition).toBe(types.indexOf("currency") < types.indexOf("integer") ? "before" : "after");
  });

  it.each(ALL.filter((c) => c !== "ae"))("%s decimals are the currency's default fraction digits", (code) => {
    const { maximumFractionDigits } = new Intl.NumberFormat("en", {
      style: "currency",
      currency: markets[code].currencyISO,
    }).resolvedOptions();
    expect(markets[code].decimals).toBe(maximumFractionDigits);
  });

  it.each(ALL)("%s direction follows its language; siteConfig ids follow the brand", (code) => {
    const m = markets[code];
    expect(m.direction).toBe(code === "kw" ? "rtl" : "ltr");
    expect(m.siteConfig).toMatchObject({ brand: "vitrine", baseSiteId: `vitrine-${code}`, storeId: `vitrineStore-${code.toUpperCase()}` });
  });
});
