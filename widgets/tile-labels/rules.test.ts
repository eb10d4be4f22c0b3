import { describe, expect, it } from "vitest";
import { colourDots, dotBackground, inStockFrom, parseColour, priceView, tileLabel, type LabelInput } from "./rules";

const NOW = new Date("2026-06-01T12:00:00Z");
const ACTIVE = { start: new Date("2026-01-01T00:00:00Z"), end: new Date("2026-12-31T23:59:59Z") };
const EXPIRED = { start: new Date("2020-01-01T00:00:00Z"), end: new Date("2021-01-01T00:00:00Z") };
const base: LabelInput = { lifeCycle: undefined, inStock: true, onSale: false, interval: undefined, now: NOW, checkoutShowcase: false };

describe("§4 Life cycle and tile availability labels", () => {
  it.each([
    ["AVAILABLE_SOON and not in stock", { lifeCycle: "AVAILABLE_SOON", inStock: false }, "availableSoon"],
    ["AVAILABLE_SOON in stock", { lifeCycle: "AVAILABLE_SOON", inStock: true }, null],
    ["OUT_OF_STOCK and not in stock", { lifeCycle: "OUT_OF_STOCK", inStock: false }, "outOfStock"],
    ["OUT_OF_STOCK in stock", { lifeCycle: "OUT_OF_STOCK", inStock: true }, null],
    ["ONLINE_EXCLUSIVE, now inside the interval and in stock: cleared", { lifeCycle: "ONLINE_EXCLUSIVE", interval: ACTIVE, inStock: true }, null],
    ["ONLINE_EXCLUSIVE, inside the interval, not in stock", { lifeCycle: "ONLINE_EXCLUSIVE", interval: ACTIVE, inStock: false }, "onlineExclusive"],
    ["ONLINE_EXCLUSIVE, interval over, in stock", { lifeCycle: "ONLINE_EXCLUSIVE", interval: EXPIRED, inStock: true }, "onlineExclusive"],
    ["ONLINE_EXCLUSIVE without interval", { lifeCycle: "ONLINE_EXCLUSIVE", inStock: true }, "onlineExclusive"],
    ["ON_SALE but onSale false", { lifeCycle: "ON_SALE", onSale: false }, "availableSoon"],
    ["ON_SALE and onSale true", { lifeCycle: "ON_SALE", onSale: true }, null],
    ["MADE_TO_ORDER", { lifeCycle: "MADE_TO_ORDER" }, "madeToOrder"],
    ["regular product", { lifeCycle: undefined }, null],
    ["unknown stored value", { lifeCycle: "SOMETHING_ELSE", inStock: false }, null],
  ] as const)("%s", (_, input, expected) => {
    expect(tileLabel({ ...base, ...input })).toBe(expected);
  });

  it.each(["AVAILABLE_SOON", "OUT_OF_STOCK", "ONLINE_EXCLUSIVE", "ON_SALE", "MADE_TO_ORDER"])(
    "no label for %s when the checkout showcase flag is on (§6)",
    (lifeCycle) => expect(tileLabel({ ...base, lifeCycle, inStock: false, checkoutShowcase: true })).toBeNull(),
  );

  it.each(["AVAILABLE_SOON", "OUT_OF_STOCK", "ONLINE_EXCLUSIVE"])("a stock-dependent label (%s) waits for the stock", (lifeCycle) => {
    expect(tileLabel({ ...base, lifeCycle, interval: ACTIVE, inStock: undefined })).toBeNull();
  });
});

describe("§3 Product: in stock when any size has qty > 0", () => {
  it.each([
    ["one size in stock", [{ status: "ready", online: 0 }, { status: "ready", online: 2 }], true],
    ["no size in stock", [{ status: "ready", online: 0 }], false],
    ["in stock wins over pending", [{ status: "pending" }, { status: "ready", online: 1 }], true],
    ["unresolved while pending", [{ status: "pending" }, { status: "ready", online: 0 }], undefined],
    ["unresolved before asking", [undefined], undefined],
    ["a failed check counts as not in stock", [{ status: "error" }], false],
  ] as const)("%s", (_, readings, expected) => expect(inStockFrom(readings)).toBe(expected));
});

describe("§4 MADE_TO_ORDER price and §6 VIC private-sales price", () => {
  const tile = { price: 1000, privateSalesPrice: 720, privateSalesDiscount: 28 };
  it.each([
    ["VIC sees original, discount and private price", { ...tile, vic: true, priceShowcase: false }, { kind: "private", original: 1000, privatePrice: 720, discount: 28 }],
    ["non-VIC sees the server price", { ...tile, vic: false, priceShowcase: false }, { kind: "server" }],
    ["VIC without a private price sees the server price", { price: 1000, vic: true, priceShowcase: false }, { kind: "server" }],
    ["discount derived when the tile gives none", { price: 1000, privateSalesPrice: 750, vic: true, priceShowcase: false }, { kind: "private", original: 1000, privatePrice: 750, discount: 25 }],
    ["made to order: price on request, even for VIC", { ...tile, lifeCycle: "MADE_TO_ORDER", vic: true, priceShowcase: false }, { kind: "on-request" }],
    ["price showcase flag hides the price", { ...tile, vic: true, priceShowcase: true }, { kind: "hidden" }],
  ] as const)("%s", (_, input, expected) => expect(priceView(input)).toEqual(expected));
});

describe("§5 Colours", () => {
  it.each([
    ["#000", ["#000"]],
    ["000000", ["#000000"]],
    ["#ABCDEF12", ["#abcdef12"]],
    ["#fff#c00", ["#fff", "#c00"]],
    ["#12", []],
    ["#zzzzzz", []],
    ["red", []],
    ["#fff#12#c00", ["#fff", "#c00"]],
    ["#111#222#333#444#555", ["#111", "#222", "#333", "#444"]],
  ])("parseColour(%j) keeps 3/6/8-digit codes split at #", (value, expected) => expect(parseColour(value)).toEqual(expected));

  it("1 colour fills the dot; 2 to 4 become conic-gradient segments", () => {
    expect(dotBackground(["#000"])).toBe("#000");
    expect(dotBackground(["#000", "#fff"])).toBe("conic-gradient(#000 0% 50%, #fff 50% 100%)");
    expect(dotBackground(["#1", "#2", "#3", "#4"].map((c) => c + "00"))).toBe(
      "conic-gradient(#100 0% 25%, #200 25% 50%, #300 50% 75%, #400 75% 100%)",
    );
  });
});

describe("§9 Colours: at most 4 dots, + N, count label count + 1", () => {
  it.each([
    [["#000"], 1, 0, 2],
    [["#000", "#fff", "#c00", "#0c0"], 4, 0, 5],
    [["#000", "#fff", "#c00", "#0c0", "#00c", "#ccc"], 4, 2, 7],
    [["#000", "red", "#12"], 1, 0, 2],
    [[], 0, 0, 1],
  ])("%j → %i dots, + %i, label %i", (values, dots, extra, count) => {
    const result = colourDots(values);
    expect(result.dots).toHaveLength(dots);
    expect(result.extra).toBe(extra);
    expect(result.count).toBe(count);
  });
});
