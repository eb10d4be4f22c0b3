// The shopping bag's rules as tables against the spec: §3 "Site configuration" tax lines, packaging and pickup per
// market (§9 "Markets", "Other flags"), §6 showcase and th's e-commerce flag for proceed, §4 quantity cap, §4 "Input
// fields" coupon validity. Expectations are written out, never read from markets/markets.ts.
import { describe, expect, it } from "vitest";
import { SHOWCASE_FEATURES, type ShowcaseFeature } from "../../core/config";
import { MARKET_CODES, markets, type MarketCode } from "../../markets/markets";
import {
  couponValidityAfterInput,
  failureText,
  offersPackaging,
  offersPickup,
  quantityChoices,
  showsProceed,
  stockLeft,
  taxLines,
} from "./rules";

const VAT = ["Total VAT"];
const SPLIT = ["Sales tax", "Shipping tax", "Total tax"];
// The markets/markets.ts labels (inferred, in the market's language, except it's "Italian VAT labels" of §9).
const TAX_LABELS: Record<MarketCode, string[]> = {
  it: ["IVA inclusa"],
  us: SPLIT,
  ca: SPLIT,
  au: VAT,
  ae: VAT,
  br: ["Impostos incluídos"],
  cn: ["含增值税"],
  gr: VAT,
  hk: ["已含稅項"],
  jp: ["消費税込み"],
  kr: ["부가세 포함"],
  kw: ["شامل ضريبة القيمة المضافة"],
  sg: VAT,
  tw: ["含營業稅"],
  ru: ["Включая НДС"],
  tr: ["KDV dahil"],
  th: ["รวมภาษีมูลค่าเพิ่ม"],
  eu: VAT,
};
const TAXES = { totalSalesTax: 8, totalShippingTax: 1, totalTax: 9 };

describe("§3 taxConfiguration: tax lines per market", () => {
  it.each(MARKET_CODES)("%s", (code) => {
    const lines = taxLines(markets[code].taxConfiguration, TAXES);
    expect(lines.map((l) => l.label)).toEqual(TAX_LABELS[code]);
    expect(lines.map((l) => l.amount)).toEqual(TAX_LABELS[code].length === 3 ? [8, 1, 9] : [9]);
  });

  it("a line whose amount the server did not send is left out", () => {
    expect(taxLines(markets.us.taxConfiguration, { totalTax: 9 })).toEqual([{ label: "Total tax", amount: 9 }]);
    expect(taxLines(markets.it.taxConfiguration, {})).toEqual([]);
  });
});

describe("§3 packaging.isEnabled (§9: kr, kw), pickupInStoreEnabled (§9 Other flags: everywhere)", () => {
  it.each(MARKET_CODES)("%s", (code) => {
    expect(offersPackaging(markets[code])).toBe(code === "kr" || code === "kw");
    expect(offersPickup(markets[code])).toBe(true);
  });
});

const none = Object.fromEntries(SHOWCASE_FEATURES.map((f) => [f, false])) as Record<ShowcaseFeature, boolean>;
describe("§6 showcase + §9 th e-commerce disabled: proceed shown", () => {
  it.each([
    ["it", {}, true],
    ["it", { checkout: true }, false],
    ["it", { login: true }, false],
    ["it", { price: true, wishlist: true, quickBuy: true }, true],
    ["kw", {}, true],
    ["th", {}, false],
  ] as const)("%s, showcase %j → %s", (code, flags, shown) => expect(showsProceed({ ...none, ...flags }, markets[code])).toBe(shown));
});

describe("§4 Quick buy 'Quantity is capped to the available qty', §9 Quantity: the quantities a line offers", () => {
  it.each([
    [7, 1, [1, 2, 3, 4, 5, 6, 7]],
    [2, 2, [1, 2]],
    [1, 2, [1, 2]], // the cap shrank below the line's quantity: its own quantity stays choosable
    [0, 1, [1]],
    [2.5, 1, [1, 2]],
  ] as const)("cap %d, quantity %d → %j", (cap, quantity, choices) => expect(quantityChoices(cap, quantity)).toEqual(choices));
});

describe("409 body: what is left", () => {
  it.each([
    [{ availableQuantity: 2 }, 2],
    [{ availableQuantity: 0 }, 0],
    [{ availableQuantity: "2" }, undefined],
    [{ availableQuantity: -1 }, undefined],
    [{ availableQuantity: 1.5 }, undefined],
    [null, undefined],
    ["insufficient stock", undefined],
  ] as const)("%j → %s", (body, left) => expect(stockLeft(body)).toBe(left));
});

describe("§4 Input fields: clearing the coupon field resets its validity to null", () => {
  it.each([
    ["", "valid", null],
    ["  ", "invalid", null],
    ["WELCOME1", "invalid", "invalid"],
    ["WELCOME10", "valid", "valid"],
    ["X", null, null],
  ] as const)("%j with %s → %s", (value, validity, after) => expect(couponValidityAfterInput(value, validity)).toBe(after));
});

describe("what a failed change says", () => {
  it.each([
    ["update", "updateFailed"],
    ["remove", "removeFailed"],
    ["coupon", "couponFailed"],
    ["clear-coupon", "couponFailed"],
    ["packaging", "saveFailed"],
    ["pickup", "saveFailed"],
  ] as const)("%s → %s", (kind, key) => expect(failureText(kind)).toBe(key));
});
