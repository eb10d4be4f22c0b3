import { afterEach, describe, expect, it } from "vitest";
import { MARKET_CODES, markets } from "./markets";
import { overrideMessages, t } from "./messages";
import type { MessageKey } from "./messages";

const KEYS: MessageKey[] = [
  "availableSoon",
  "outOfStock",
  "onlineExclusive",
  "madeToOrder",
  "priceOnRequest",
  "originalPrice",
  "privatePrice",
  "discount",
  "colourCount",
  "moreColours",
];

describe("§4 Life cycle and tile availability labels: texts", () => {
  it.each([
    ["en", "availableSoon", "Available soon"],
    ["it", "madeToOrder", "Su ordinazione"],
    ["it", "priceOnRequest", "Prezzo su richiesta"],
    ["en", "originalPrice", "Original price"],
    ["en", "privatePrice", "Private sales price"],
    ["ja", "outOfStock", "在庫切れ"],
    ["zh-Hant", "outOfStock", "缺貨"],
    ["zh-Hans", "outOfStock", "缺货"],
  ] as const)("%s %s → %s", (lang, key, text) => {
    expect(t(lang, key)).toBe(text);
  });

  it.each(MARKET_CODES.map((c) => [c, markets[c].language] as const))("%s (%s) has a non-English catalog unless English", (_code, lang) => {
    const text = t(lang, "outOfStock");
    expect(text.length).toBeGreaterThan(0);
    if (!lang.startsWith("en")) expect(text).not.toBe("Out of stock");
  });
});

describe("Messages: language resolution and fallback to en", () => {
  it.each([
    ["de", "Available soon"], // no catalog
    ["", "Available soon"], // not a tag
    ["not a tag!", "Available soon"],
    ["zh-TW", "即將發售"], // region implies script
    ["zh_HK", "即將發售"],
    ["zh", "即将发售"],
    ["pt-BR", "Disponível em breve"],
    ["IT", "Disponibile a breve"],
  ])("%j → %s", (lang, text) => {
    expect(t(lang, "availableSoon")).toBe(text);
  });

  it.each(["it", "pt", "zh-Hans", "zh-Hant", "ja", "ko", "ar", "ru", "tr", "th", "el"])("%s defines every key", (lang) => {
    for (const key of KEYS) expect(t(lang, key, { count: 2, percent: "28%" })).not.toMatch(/[{}]/);
  });
});

describe("§9 Colours: colour count and extra colours", () => {
  it.each([
    ["en", 1, "1 colour"],
    ["en", 3, "3 colours"],
    ["en", 1234, "1,234 colours"],
    ["it", 1, "1 colore"],
    ["it", 2, "2 colori"],
    ["ru", 1, "1 цвет"],
    ["ru", 3, "3 цвета"],
    ["ru", 5, "5 цветов"],
    ["ar", 2, "لونان"],
    ["ja", 4, "4色"],
    ["de", 1, "1 colour"],
  ] as const)("%s %i → %s", (lang, count, text) => {
    expect(t(lang, "colourCount", { count })).toBe(text);
  });

  it.each([
    ["en", "+ 3"],
    ["ar-KW", "+ ٣"], // the tag's own digits
  ])("%s moreColours", (lang, text) => {
    expect(t(lang, "moreColours", { count: 3 })).toBe(text);
  });

  it("discount takes a preformatted percent; unknown placeholders stay", () => {
    expect(t("en", "discount", { percent: "28%" })).toBe("-28%");
    expect(t("en", "discount")).toBe("-{percent}");
  });
});

describe("the page's dictionary (configuration `messages`)", () => {
  afterEach(() => overrideMessages("en", {}));

  it("overrides a text in the page's language only, plural forms and placeholders included", () => {
    overrideMessages("it", { madeToOrder: "Su ordinazione", colourCount: { one: "{count} tinta", other: "{count} tinte" } });
    expect(t("it-IT", "madeToOrder")).toBe("Su ordinazione");
    expect(t("it", "colourCount", { count: 1 })).toBe("1 tinta");
    expect(t("it", "colourCount", { count: 3 })).toBe("3 tinte");
    expect(t("it", "outOfStock")).toBe("Esaurito"); // a key the dictionary leaves alone
    expect(t("en", "madeToOrder")).toBe("Made to order"); // another language: the built-in text
  });

  it("is dropped when the configuration no longer has it", () => {
    overrideMessages("en", { madeToOrder: "Bespoke" });
    expect(t("en-US", "madeToOrder")).toBe("Bespoke");
    overrideMessages("en", {});
    expect(t("en-US", "madeToOrder")).toBe("Made to order");
  });
});
