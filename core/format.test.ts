import { describe, expect, it } from "vitest";
import { markets } from "../markets/markets";
import type { MarketCode } from "../markets/markets";
import { formatDate, formatMeasure, formatNumber, formatPercent, formatPrice } from "./format";

const NBSP = "\u00A0";

describe("§9 Markets: prices", () => {
  it.each<[MarketCode, number, string]>([
    ["it", 1234.5, `€${NBSP}1.234,50`],
    ["it", 950, `€${NBSP}950,00`],
    ["us", 1234.5, `$${NBSP}1,234.50`],
    ["us", 0.5, `$${NBSP}0.50`],
    ["ae", 1234.5, `AED${NBSP}1,235`],
    ["jp", 123456, `¥${NBSP}123,456`],
    ["kr", 1500000, `₩${NBSP}1,500,000`],
    ["br", 1234.5, `R$${NBSP}1.234,50`],
    ["kw", 1234.5, `١٬٢٣٤٫٥٠٠${NBSP}KD`],
    ["th", 45900, `฿${NBSP}45,900.00`],
    ["ru", 1234.5, `1${NBSP}234,50${NBSP}₽`],
    ["tr", 1234.5, `$${NBSP}1.234,50`],
  ])("%s %d → %s", (code, amount, text) => {
    expect(formatPrice(amount, markets[code])).toBe(text);
  });

  it.each<[MarketCode, number, string]>([
    ["it", 1234.56, `€${NBSP}1.234,6`],
    ["us", 1234.56, `$${NBSP}1,234.56`],
  ])("%s checkout %d → %s", (code, amount, text) => {
    expect(formatPrice(amount, markets[code], { checkout: true })).toBe(text);
  });

  it.each<[MarketCode, number, string]>([
    ["it", -5, `-€${NBSP}5,00`],
    ["it", -0, `€${NBSP}0,00`],
  ])("%s sign %d → %s", (code, amount, text) => {
    expect(formatPrice(amount, markets[code])).toBe(text);
  });

  it("kw keeps its bidi mark with the minus sign, before the amount", () => {
    expect(formatPrice(-1, markets.kw)).toBe(`\u061C-١٫٠٠٠${NBSP}KD`);
  });
});

describe("§9 Markets: percentages and numbers", () => {
  it.each<[MarketCode, number, string]>([
    ["it", 28, "28%"],
    ["tr", 28, "%28"],
    ["us", 12.5, "12.5%"],
  ])("%s %d%% → %s", (code, value, text) => {
    expect(formatPercent(value, markets[code])).toBe(text);
  });

  it.each<[MarketCode, number, string]>([
    ["it", 1234567, "1.234.567"],
    ["us", 1234567, "1,234,567"],
  ])("%s %d → %s", (code, n, text) => {
    expect(formatNumber(n, markets[code])).toBe(text);
  });
});

describe("§9 Markets: dates", () => {
  const date = new Date(Date.UTC(2025, 2, 7, 23, 30));
  it.each<[MarketCode, string]>([
    ["it", "07/03/2025"],
    ["us", "03-07-2025"],
    ["au", "2025/03/07"],
    ["jp", "2025/03/07"],
    ["ae", "07.03.2025"],
    ["cn", "2025-03-07"],
    ["sg", "07.03.2025"],
    ["th", "07/03/2025"], // Gregorian, not the Buddhist year
    ["kw", "٠٧/٠٣/٢٠٢٥"],
  ])("%s → %s", (code, text) => {
    expect(formatDate(date, markets[code])).toBe(text);
  });

  it("honours the time zone option", () => {
    expect(formatDate(date, markets.jp, { timeZone: "Asia/Tokyo" })).toBe("2025/03/08");
  });

  it("an invalid date gives an empty string", () => {
    expect(formatDate(new Date(Number.NaN), markets.it)).toBe("");
  });
});

describe("§9 Authenticity feature: units cm and kg (Intl unit formatting)", () => {
  it.each<[MarketCode, number, "centimeter" | "kilogram", string]>([
    ["it", 12.5, "centimeter", "12,5 cm"],
    ["us", 12.5, "centimeter", "12.5 cm"],
    ["jp", 30, "centimeter", "30 cm"],
    ["kr", 12.5, "centimeter", "12.5cm"],
    ["cn", 12.5, "centimeter", "12.5厘米"],
    ["kw", 12.5, "centimeter", "١٢٫٥ سم"],
    ["tr", 1234.56, "kilogram", "1.234,56 kg"],
    ["it", 18.456, "kilogram", "18,46 kg"],
    ["ru", 7, "kilogram", "7 кг"],
    ["kw", 18.4, "kilogram", "١٨٫٤ كغم"],
  ])("%s %d %s → %s", (code, value, unit, text) => {
    expect(formatMeasure(value, unit, markets[code])).toBe(text);
  });
});
