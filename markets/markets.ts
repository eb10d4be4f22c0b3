// Per-market site configuration (spec §3 "Site configuration", §6 "Logged area", §9).
// Unmarked values are stated by the spec, except where it is silent on currency position,
// separators and decimals: those follow CLDR (what Intl gives for localeISO / currencyISO,
// checked by the tests) and `language` follows localeISO. Other gap-fillers say "inferred".

export const MARKET_CODES = [
  "it",
  "us",
  "au",
  "ae",
  "br",
  "cn",
  "gr",
  "hk",
  "jp",
  "kr",
  "kw",
  "sg",
  "tw",
  "ru",
  "tr",
  "th",
  "eu",
  "ca",
] as const;
export type MarketCode = (typeof MARKET_CODES)[number];
export const DEFAULT_MARKET: MarketCode = "it";

export const LIVE_CHAT_HUB = "EMEA";
export const MIN_REGISTRATION_AGE = 16;
// §9 "Other flags": includes countries that are not markets (cz, nz, my).
export const PRIVACY_STATEMENT_COUNTRIES = [
  "eu",
  "us",
  "cz",
  "tr",
  "ca",
  "th",
  "br",
  "au",
  "jp",
  "hk",
  "nz",
  "sg",
  "tw",
  "my",
  "kw",
  "ae",
] as const;

/** §1 payment methods: card; the phone maker's wallet; the search company's wallet; the online wallet payment service;
 * the Korean payment gateway; the Korean messenger-app payment service. Instalments are an option of the card (§9). */
export const PAYMENT_METHODS = ["card", "phoneWallet", "searchWallet", "onlineWallet", "koreanGateway", "messengerPay"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
// Inferred: the spec names the methods but not which market offers which. The wallets and the online wallet wherever
// the card is taken, except cn (none of them named there) and kr (its own gateway and messenger-app payment).
const GLOBAL_METHODS: readonly PaymentMethod[] = ["card", "phoneWallet", "searchWallet", "onlineWallet"];

// Commerce-platform LangId per language tag. Only it = -4 is stated; the others are invented
// and must stay stable once published (they end up in product-data requests, §7).
export const LANGUAGE_IDS: Readonly<Record<string, number>> = {
  it: -4,
  en: -1,
  pt: -6,
  "zh-Hans": -7,
  "zh-Hant": -8,
  ko: -9,
  ja: -10,
  ru: -20,
  ar: -21,
  tr: -22,
  th: -23,
  el: -24,
};

export interface TaxConfiguration {
  splitTaxEnabled: boolean;
  salesTaxLabel: string;
  shippingTaxLabel: string;
  totalTaxLabel: string;
}
export interface InstalmentSettings {
  enabled: boolean;
  min: number;
  maxAtOrBelowThreshold: number;
  maxAboveThreshold: number;
  threshold: number;
}
export interface MarketSiteConfig {
  brand: string;
  baseSiteId: string;
  storeId: string;
  localeCdc: string;
  localeAem: string;
}

export interface MarketConfig {
  currencySymbol: string;
  currencyISO: string;
  currencyPosition: "before" | "after";
  decimalSeparator: string;
  groupSeparator: string;
  /** Fraction digits shown in prices. */
  decimals: number;
  /** Fraction digits shown in checkout. */
  checkoutDecimals: number;
  /** Tokens DD, MM, YYYY; anything else is a literal separator. */
  dateFormat: string;
  localeISO: string;
  /** BCP 47 language tag: primary language, plus script for Chinese (zh-Hans / zh-Hant). */
  language: string;
  languageId: number;
  taxConfiguration: TaxConfiguration;
  mapProvider: "global" | "china";
  chineseAddressSuggestions: boolean;
  instalments: InstalmentSettings;
  pickupInStoreEnabled: boolean;
  /** §9 "Other flags": a guest's return goes through the return portal (it) instead of the return form. */
  returnPortalMapping: boolean;
  isSubscribeNewsletterEnabled: boolean;
  showInvoiceForm: boolean;
  showEInvoice: boolean;
  /** undefined = "Not set" (§6). */
  enableLoggedArea: boolean | undefined;
  /** §9 "Account deactivation": where the mailto link goes (cn has its own). The spec does not show the addresses:
   * these are placeholders, set the real ones in the page configuration (`market.accountDeactivationEmail`). */
  accountDeactivationEmail: string;
  koreanPaymentGatewayEnabled: boolean;
  /** §1 the payment methods offered (the Korean gateway only while `koreanPaymentGatewayEnabled`). */
  paymentMethods: readonly PaymentMethod[];
  packaging: { isEnabled: boolean };
  privacyStatement: boolean;
  metricUnit: "meter" | "mile";
  ecommerceEnabled: boolean;
  direction: "ltr" | "rtl";
  siteConfig: MarketSiteConfig;
}

const INSTALMENTS_ON: InstalmentSettings = { enabled: true, min: 2, maxAtOrBelowThreshold: 8, maxAboveThreshold: 10, threshold: 5000 };
// Inferred: off elsewhere, same bounds so enabling one flag is enough.
const INSTALMENTS_OFF: InstalmentSettings = { ...INSTALMENTS_ON, enabled: false };
// Inferred wording; only "Italian VAT labels" (it) is stated. Tax included in the prices (one total line shown), the
// labels in the market's language.
const vat = (salesTaxLabel: string, shippingTaxLabel: string, totalTaxLabel: string): TaxConfiguration => ({
  splitTaxEnabled: false,
  salesTaxLabel,
  shippingTaxLabel,
  totalTaxLabel,
});
const VAT = vat("VAT", "Shipping VAT", "Total VAT");
const US_TAX: TaxConfiguration = {
  splitTaxEnabled: true,
  salesTaxLabel: "Sales tax",
  shippingTaxLabel: "Shipping tax",
  totalTaxLabel: "Total tax",
};

type Stated = Pick<MarketConfig, "currencySymbol" | "currencyISO" | "currencyPosition" | "dateFormat" | "localeISO" | "language"> &
  Partial<Omit<MarketConfig, "siteConfig" | "privacyStatement" | "languageId">> & { localeCdc: string };

function define(code: MarketCode, m: Stated): MarketConfig {
  const { localeCdc, ...rest } = m;
  const decimals = m.decimals ?? 2;
  return {
    decimalSeparator: ".",
    groupSeparator: ",",
    checkoutDecimals: decimals, // inferred: same as prices unless stated
    languageId: LANGUAGE_IDS[m.language] ?? -1,
    taxConfiguration: VAT,
    mapProvider: "global",
    chineseAddressSuggestions: false,
    instalments: INSTALMENTS_OFF,
    pickupInStoreEnabled: true,
    returnPortalMapping: false,
    isSubscribeNewsletterEnabled: true,
    showInvoiceForm: false,
    showEInvoice: false,
    enableLoggedArea: undefined,
    accountDeactivationEmail: "accounts@vitrine.example",
    koreanPaymentGatewayEnabled: false,
    paymentMethods: GLOBAL_METHODS,
    packaging: { isEnabled: false },
    metricUnit: "mile",
    ecommerceEnabled: true,
    direction: "ltr",
    ...rest,
    decimals,
    privacyStatement: (PRIVACY_STATEMENT_COUNTRIES as readonly string[]).includes(code),
    siteConfig: {
      brand: "vitrine",
      baseSiteId: `vitrine-${code}`,
      storeId: `vitrineStore-${code.toUpperCase()}`, // §7 `{brand}Store-{COUNTRY}`
      localeCdc, // inferred: the identity provider's language codes
      localeAem: m.localeISO.toLowerCase(), // inferred
    },
  };
}

export const markets: Record<MarketCode, MarketConfig> = {
  it: define("it", {
    currencySymbol: "€",
    currencyISO: "EUR",
    currencyPosition: "before",
    decimalSeparator: ",",
    groupSeparator: ".",
    decimals: 2,
    checkoutDecimals: 1,
    dateFormat: "DD/MM/YYYY",
    localeISO: "it_IT",
    language: "it",
    localeCdc: "it",
    taxConfiguration: {
      splitTaxEnabled: false,
      salesTaxLabel: "IVA",
      shippingTaxLabel: "IVA sulla spedizione",
      totalTaxLabel: "IVA inclusa",
    },
    enableLoggedArea: true,
    metricUnit: "meter",
    returnPortalMapping: true,
  }),
  us: define("us", {
    currencySymbol: "$",
    currencyISO: "USD",
    currencyPosition: "before",
    decimals: 2,
    dateFormat: "MM-DD-YYYY",
    localeISO: "en_US",
    language: "en",
    localeCdc: "en",
    taxConfiguration: US_TAX /* inferred */,
    enableLoggedArea: false,
  }),
  ca: define("ca", {
    currencySymbol: "$",
    currencyISO: "USD",
    currencyPosition: "before",
    decimals: 2,
    dateFormat: "MM-DD-YYYY",
    localeISO: "en_US",
    language: "en",
    localeCdc: "en",
    taxConfiguration: US_TAX /* inferred */,
    enableLoggedArea: false,
  }),
  au: define("au", {
    currencySymbol: "AU$" /* inferred */,
    currencyISO: "AUD",
    currencyPosition: "before",
    dateFormat: "YYYY/MM/DD",
    localeISO: "en_AU" /* inferred */,
    language: "en",
    localeCdc: "en",
  }),
  ae: define("ae", {
    currencySymbol: "AED" /* inferred */,
    currencyISO: "AED",
    currencyPosition: "before",
    decimals: 0,
    dateFormat: "DD.MM.YYYY",
    localeISO: "en_GB",
    language: "en",
    localeCdc: "en",
  }),
  br: define("br", {
    taxConfiguration: vat("Impostos", "Impostos sobre o frete", "Impostos incluídos") /* inferred */,
    currencySymbol: "R$",
    currencyISO: "BRL",
    currencyPosition: "before",
    decimalSeparator: ",",
    groupSeparator: ".",
    dateFormat: "DD/MM/YYYY",
    localeISO: "pt_BR",
    language: "pt",
    localeCdc: "pt-br",
    instalments: INSTALMENTS_ON,
    metricUnit: "meter",
  }),
  cn: define("cn", {
    taxConfiguration: vat("增值税", "运费增值税", "含增值税") /* inferred */,
    currencySymbol: "¥",
    currencyISO: "CNY",
    currencyPosition: "before",
    dateFormat: "YYYY-MM-DD",
    localeISO: "zh_CN",
    language: "zh-Hans",
    localeCdc: "zh-cn",
    mapProvider: "china",
    chineseAddressSuggestions: true,
    showInvoiceForm: true,
    accountDeactivationEmail: "accounts-cn@vitrine.example",
    paymentMethods: ["card"] /* inferred */,
  }),
  gr: define("gr", {
    currencySymbol: "€" /* inferred */,
    currencyISO: "EUR",
    currencyPosition: "before",
    dateFormat: "DD/MM/YYYY" /* inferred */,
    localeISO: "en_GB",
    language: "en",
    localeCdc: "en",
    metricUnit: "meter",
  }),
  hk: define("hk", {
    taxConfiguration: vat("稅項", "運費稅項", "已含稅項") /* inferred */,
    currencySymbol: "HK$",
    currencyISO: "HKD",
    currencyPosition: "before",
    dateFormat: "DD/MM/YYYY" /* inferred */,
    localeISO: "zh_HK" /* inferred */,
    language: "zh-Hant",
    localeCdc: "zh-hk",
  }),
  jp: define("jp", {
    taxConfiguration: vat("消費税", "送料の消費税", "消費税込み") /* inferred */,
    currencySymbol: "¥",
    currencyISO: "JPY",
    currencyPosition: "before",
    decimals: 0 /* inferred */,
    dateFormat: "YYYY/MM/DD",
    localeISO: "ja_JP",
    language: "ja",
    localeCdc: "ja",
  }),
  kr: define("kr", {
    taxConfiguration: vat("부가세", "배송비 부가세", "부가세 포함") /* inferred */,
    currencySymbol: "₩",
    currencyISO: "KRW",
    currencyPosition: "before",
    decimals: 0 /* inferred */,
    dateFormat: "YYYY/MM/DD",
    localeISO: "ko_KR",
    language: "ko",
    localeCdc: "ko",
    koreanPaymentGatewayEnabled: true,
    paymentMethods: ["card", "koreanGateway", "messengerPay"] /* inferred */,
    packaging: { isEnabled: true },
    enableLoggedArea: false,
  }),
  // Inferred: CLDR ar-KW puts the currency after the amount and uses Arabic-Indic separators.
  kw: define("kw", {
    taxConfiguration: vat("ضريبة القيمة المضافة", "ضريبة الشحن", "شامل ضريبة القيمة المضافة") /* inferred */,
    currencySymbol: "KD",
    currencyISO: "KWD",
    currencyPosition: "after",
    decimalSeparator: "\u066B",
    groupSeparator: "\u066C",
    decimals: 3,
    dateFormat: "DD/MM/YYYY" /* inferred */,
    localeISO: "ar_KW",
    language: "ar",
    localeCdc: "ar",
    direction: "rtl",
    packaging: { isEnabled: true },
  }),
  sg: define("sg", {
    currencySymbol: "S$" /* inferred */,
    currencyISO: "SGD",
    currencyPosition: "before",
    dateFormat: "DD.MM.YYYY",
    localeISO: "en_SG" /* inferred */,
    language: "en",
    localeCdc: "en",
  }),
  tw: define("tw", {
    taxConfiguration: vat("營業稅", "運費營業稅", "含營業稅") /* inferred */,
    currencySymbol: "NT$",
    currencyISO: "TWD",
    currencyPosition: "before",
    dateFormat: "YYYY/MM/DD" /* inferred */,
    localeISO: "zh_TW" /* inferred */,
    language: "zh-Hant",
    localeCdc: "zh-tw",
    showEInvoice: true, // inferred: Taiwan's mandatory uniform e-invoice
  }),
  // Inferred: CLDR ru-RU puts ₽ after and groups with a no-break space.
  ru: define("ru", {
    taxConfiguration: vat("НДС", "НДС на доставку", "Включая НДС") /* inferred */,
    currencySymbol: "₽",
    currencyISO: "RUB",
    currencyPosition: "after",
    decimalSeparator: ",",
    groupSeparator: "\u00A0",
    dateFormat: "DD.MM.YYYY" /* inferred */,
    localeISO: "ru_RU" /* inferred */,
    language: "ru",
    localeCdc: "ru",
  }),
  tr: define("tr", {
    taxConfiguration: vat("KDV", "Kargo KDV", "KDV dahil") /* inferred */,
    currencySymbol: "$" /* inferred */,
    currencyISO: "USD",
    currencyPosition: "before",
    decimalSeparator: ",",
    groupSeparator: ".",
    dateFormat: "DD.MM.YYYY" /* inferred */,
    localeISO: "tr_TR" /* inferred */,
    language: "tr",
    localeCdc: "tr",
    showInvoiceForm: true,
    isSubscribeNewsletterEnabled: false,
    instalments: INSTALMENTS_ON,
    enableLoggedArea: false,
  }),
  th: define("th", {
    taxConfiguration: vat("ภาษีมูลค่าเพิ่ม", "ภาษีค่าจัดส่ง", "รวมภาษีมูลค่าเพิ่ม") /* inferred */,
    currencySymbol: "฿",
    currencyISO: "BAT",
    currencyPosition: "before",
    dateFormat: "DD/MM/YYYY" /* inferred */,
    localeISO: "th_TH" /* inferred */,
    language: "th",
    localeCdc: "th",
    ecommerceEnabled: false,
    isSubscribeNewsletterEnabled: false,
    instalments: INSTALMENTS_ON,
    enableLoggedArea: false,
  }),
  eu: define("eu", {
    currencySymbol: "€" /* inferred */,
    currencyISO: "EUR",
    currencyPosition: "before",
    dateFormat: "DD/MM/YYYY" /* inferred */,
    localeISO: "en_EU",
    language: "en",
    localeCdc: "en",
    enableLoggedArea: true,
    metricUnit: "meter",
  }),
};

export function isMarketCode(code: string): code is MarketCode {
  return (MARKET_CODES as readonly string[]).includes(code);
}
