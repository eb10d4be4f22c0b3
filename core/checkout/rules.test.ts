// The checkout's rules per market, written out from the spec's tables (§1, §3, §6, §9).
import { describe, expect, it } from "vitest";
import { MARKET_CODES, markets, type MarketCode } from "../../markets/markets";
import {
  checkoutOffered,
  checkoutSections,
  consentBlocks,
  instalmentCounts,
  linksPreInformation,
  paymentMethodsFor,
  taxLines,
} from "./rules";

const GLOBAL = ["card", "phoneWallet", "searchWallet", "onlineWallet"];
const SALES = ["Sales tax", "Shipping tax", "Total tax"];

interface Row {
  methods: string[];
  /** Consent names; `?` marks a notice (no checkbox), `*` a required checkbox. */
  consents: string[];
  taxLabels: string[];
  packaging: boolean;
  invoice: boolean;
  eInvoice: boolean;
}

const vat = (extra: Partial<Row>, consents = ["terms*", "privacyStatement?", "newsletter"]): Row => ({
  methods: GLOBAL,
  consents,
  taxLabels: ["Total VAT"],
  packaging: false,
  invoice: false,
  eInvoice: false,
  ...extra,
});
const GDPR_CONSENT = ["terms*", "privacyConsent*", "newsletter"];

const TABLE: Record<MarketCode, Row> = {
  it: vat({ taxLabels: ["IVA inclusa"] }, GDPR_CONSENT),
  us: vat({ taxLabels: SALES }),
  ca: vat({ taxLabels: SALES }),
  au: vat({}),
  ae: vat({}),
  br: vat({ taxLabels: ["Impostos incluídos"] }),
  cn: vat({ methods: ["card"], invoice: true, taxLabels: ["含增值税"] }, GDPR_CONSENT),
  gr: vat({}, GDPR_CONSENT),
  hk: vat({ taxLabels: ["已含稅項"] }),
  jp: vat({ taxLabels: ["消費税込み"] }),
  kr: vat({ methods: ["card", "koreanGateway", "messengerPay"], packaging: true, taxLabels: ["부가세 포함"] }, [
    "koreanTerms*",
    "koreanPersonalData*",
    "newsletter",
  ]),
  kw: vat({ packaging: true, taxLabels: ["شامل ضريبة القيمة المضافة"] }),
  sg: vat({}),
  tw: vat({ eInvoice: true, taxLabels: ["含營業稅"] }),
  ru: vat({ taxLabels: ["Включая НДС"] }, GDPR_CONSENT),
  tr: vat({ invoice: true, taxLabels: ["KDV dahil"] }, ["terms*", "privacyStatement?"]),
  th: vat({ methods: [], taxLabels: ["รวมภาษีมูลค่าเพิ่ม"] }, ["terms*", "privacyStatement?"]),
  eu: vat({}),
};

describe("§1 payment methods, §3 consents, taxConfiguration, packaging, invoice, per market", () => {
  it.each(MARKET_CODES)("%s", (code) => {
    const market = markets[code];
    const row = TABLE[code];
    expect(paymentMethodsFor(market)).toEqual(row.methods);
    expect(consentBlocks(code, market).map((b) => `${b.name}${b.checkbox ? (b.required ? "*" : "") : "?"}`)).toEqual(row.consents);
    expect(taxLines({ totalSalesTax: 1, totalShippingTax: 2, totalTax: 3 }, market.taxConfiguration).map((l) => l.label)).toEqual(
      row.taxLabels,
    );
    const sections = checkoutSections(code, market);
    expect([sections.packaging, sections.invoice, sections.eInvoice]).toEqual([row.packaging, row.invoice, row.eInvoice]);
    expect(sections.pickup).toBe(true); // §9 "Other flags": pickup in store enabled everywhere
    expect(sections.addressSuggestions).toBe(code === "cn");
    expect(sections.katakanaNames).toBe(code === "jp");
    expect(linksPreInformation(code)).toBe(code === "tr");
  });

  it("the Korean gateway follows its flag (§3)", () => {
    expect(paymentMethodsFor({ ...markets.kr, koreanPaymentGatewayEnabled: false })).toEqual(["card", "messengerPay"]);
    expect(paymentMethodsFor({ ...markets.us, paymentMethods: ["card", "koreanGateway"], koreanPaymentGatewayEnabled: true })).toEqual([
      "card",
      "koreanGateway",
    ]);
  });
});

describe("§6 Showcase mode, §9 Markets th: whether checkout is offered", () => {
  it.each([
    ["us", false, true],
    ["us", true, false],
    ["th", false, false],
    ["kr", false, true],
  ] as const)("%s, showcase checkout %s → %s", (code, flag, offered) => {
    expect(checkoutOffered(markets[code], { checkout: flag })).toBe(offered);
  });
});

describe("§9 Instalments", () => {
  const counts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  it.each([
    ["br", 4999.99, counts(2, 8)],
    ["br", 5000, counts(2, 8)],
    ["br", 5000.01, counts(2, 10)],
    ["tr", 4999.99, counts(2, 8)],
    ["tr", 5000, counts(2, 8)],
    ["tr", 5000.01, counts(2, 10)],
    ["th", 4999.99, counts(2, 8)],
    ["th", 5000, counts(2, 8)],
    ["th", 5000.01, counts(2, 10)],
    ["br", 0, counts(2, 8)],
    ["it", 5000.01, []],
    ["us", 100, []],
    ["kr", 9000, []],
  ] as const)("%s, grand total %s → %j", (code, total, expected) => {
    expect(instalmentCounts(total, markets[code].instalments)).toEqual(expected);
  });

  it("only br, tr and th have instalments", () => {
    expect(MARKET_CODES.filter((c) => markets[c].instalments.enabled)).toEqual(["br", "tr", "th"]);
  });
});

describe("§3 taxConfiguration: amounts", () => {
  it("split tax: sales, shipping and total lines with the server's amounts; a missing amount is not shown", () => {
    expect(taxLines({ totalSalesTax: 8, totalShippingTax: 1.5, totalTax: 9.5 }, markets.us.taxConfiguration)).toEqual([
      { label: "Sales tax", amount: 8 },
      { label: "Shipping tax", amount: 1.5 },
      { label: "Total tax", amount: 9.5 },
    ]);
    expect(taxLines({ totalSalesTax: 8, totalTax: 8 }, markets.us.taxConfiguration)).toEqual([
      { label: "Sales tax", amount: 8 },
      { label: "Total tax", amount: 8 },
    ]);
  });
  it("one line otherwise", () => {
    expect(taxLines({ totalSalesTax: 4, totalShippingTax: 0, totalTax: 4 }, markets.it.taxConfiguration)).toEqual([
      { label: "IVA inclusa", amount: 4 },
    ]);
    expect(taxLines({}, markets.it.taxConfiguration)).toEqual([]);
  });
});
