import { describe, expect, it } from "vitest";
import { inStockFrom, tileLabel, type LabelInput } from "./life-cycle";

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
    [
      "ONLINE_EXCLUSIVE, now inside the interval and in stock: cleared",
      { lifeCycle: "ONLINE_EXCLUSIVE", interval: ACTIVE, inStock: true },
      null,
    ],
    [
      "ONLINE_EXCLUSIVE, inside the interval, not in stock",
      { lifeCycle: "ONLINE_EXCLUSIVE", interval: ACTIVE, inStock: false },
      "onlineExclusive",
    ],
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
    [
      "one size in stock",
      [
        { status: "ready", online: 0 },
        { status: "ready", online: 2 },
      ],
      true,
    ],
    ["no size in stock", [{ status: "ready", online: 0 }], false],
    ["in stock wins over pending", [{ status: "pending" }, { status: "ready", online: 1 }], true],
    ["unresolved while pending", [{ status: "pending" }, { status: "ready", online: 0 }], undefined],
    ["unresolved before asking", [undefined], undefined],
    ["a failed check counts as not in stock", [{ status: "error" }], false],
  ] as const)("%s", (_, readings, expected) => expect(inStockFrom(readings)).toBe(expected));
});
