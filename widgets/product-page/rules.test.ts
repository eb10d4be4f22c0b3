// The product page's pure rules, table by table, each citing the spec.
import { describe, expect, it } from "vitest";
import type { Size, Variant } from "../../core/entities";
import {
  availability,
  initProduct,
  radioStop,
  radioTarget,
  selectSize,
  selectVariant,
  stockStatus,
  variantPath,
  withStock,
  type ProductData,
  type StockReading,
} from "./rules";
import { parseAttributes } from "../../core/attributes";
import { productPageAttributes } from "./schema";

const size = (productId: string, code = productId): Size => ({ productId, code, label: code, qty: 0, storeQty: 0 });
const variant = (productId: string, partnumber: string): Variant => ({
  productId,
  partnumber,
  image: `/${productId}.svg`,
  color: undefined,
});
const base: ProductData = {
  productId: "100",
  partnumber: "VT100",
  uniquePartNumber: "VT100",
  onSale: false,
  hasSingleSku: false,
  variants: [variant("100", "VT100"), variant("100-1", "VT100-1")],
  sizes: [size("1001", "S"), size("1002", "M")],
};

describe("§4 Product: init clears the state, selects the variant of the unique part number", () => {
  it.each<[string, Partial<ProductData>, string | undefined]>([
    ["the product's own colour", { uniquePartNumber: "VT100" }, "100"],
    ["a colour variant's page", { uniquePartNumber: "VT100-1" }, "100-1"],
    ["no colour variants: none selected", { variants: [] }, undefined],
  ])("%s", (_, change, expected) => {
    expect(initProduct({ ...base, ...change }).selectedVariant?.productId).toBe(expected);
  });

  it("clears a previous selection and the stock flags", () => {
    const state = initProduct({
      ...base,
      sizes: [{ ...size("1001"), enabled: true, availableOnline: true }, size("1002")],
      ...{ selectedSize: size("1001") },
    } as ProductData);
    expect(state.selectedSize).toBeUndefined();
    expect(state.sizes[0]).not.toHaveProperty("enabled");
  });

  it.each<[string, Partial<ProductData>, string | undefined]>([
    ["§3 single SKU by flag: the first size", { hasSingleSku: true }, "1001"],
    ["§3 single SKU by its one size's productId", { sizes: [size("100")] }, "100"],
    ["one size (our reading: nothing to choose)", { sizes: [size("1009", "TU")] }, "1009"],
    ["several sizes: none", {}, undefined],
  ])("%s", (_, change, expected) => {
    expect(initProduct({ ...base, ...change }).selectedSize?.productId).toBe(expected);
  });
});

describe("§8 Developer errors: Product", () => {
  it.each([
    ["invalid product argument", () => initProduct(null as unknown as ProductData)],
    ["cannot find variant for product VT100", () => initProduct({ ...base, uniquePartNumber: "VT999" })],
    ["missing variantId or sizeId", () => selectVariant(initProduct(base), undefined)],
    ["missing variantId or sizeId", () => selectSize(initProduct(base), "")],
    ["cannot find variant or size", () => selectVariant(initProduct(base), "nope")],
    ["cannot find variant or size", () => selectSize(initProduct(base), "nope")],
  ])("%s", (message, call) => {
    expect(call).toThrow(message);
  });

  it.each([
    ['[{"label":"S","value":"1001"}]', { ok: true }],
    ["", { ok: false, message: "missing data-sizes" }],
    ["[{", { ok: false, message: "invalid JSON" }],
    ['{"label":"S"}', { ok: false, message: "wrong size type" }],
    ['[{"label":"S"}]', { ok: false, message: "0.productId: missing productId" }],
    ['[{"value":"1001"}]', { ok: false, message: "0.code: missing code" }],
    ['["S"]', { ok: false, message: "0: wrong size type" }],
  ] as const)("§3 data-sizes %j (missing productId or code, wrong size types)", (text, expected) => {
    const markup: Record<string, string> = { "data-partnumber": "VT100", "data-product-id": "100", "data-sizes": text };
    const read = parseAttributes({ getAttribute: (name) => markup[name] ?? null }, productPageAttributes);
    expect(read).toMatchObject(expected.ok ? expected : { ...expected, attribute: "data-sizes" });
  });
});

describe("§4 Product: choosing a colour and a size", () => {
  it("a colour changes the unique part number (§2 URL)", () => {
    const state = selectVariant(initProduct(base), "100-1");
    expect(state.uniquePartNumber).toBe("VT100-1");
    expect(state.selectedVariant?.productId).toBe("100-1");
  });
  it("a size", () => expect(selectSize(initProduct(base), "1002").selectedSize?.code).toBe("M"));
});

describe("§4 the stock check fills each size; disabled = not enabled (§3 Size)", () => {
  it.each<[string, StockReading, Partial<Size>]>([
    ["online and in store", { status: "ready", online: 2, store: 1 }, { enabled: true, availableOnline: true, availableStore: true }],
    ["in store only: disabled", { status: "ready", online: 0, store: 3 }, { enabled: false, availableOnline: false, availableStore: true }],
    ["nowhere", { status: "ready", online: 0, store: 0 }, { enabled: false, availableOnline: false, availableStore: false }],
    ["a failed check: nowhere", { status: "error", message: "x" }, { enabled: false, availableOnline: false, availableStore: false }],
  ])("%s", (_, reading, expected) => expect(withStock(size("1"), reading)).toMatchObject(expected));

  it("unanswered: no flags", () => expect(withStock(size("1"), { status: "pending" })).not.toHaveProperty("enabled"));

  it.each<[string, StockReading[], string]>([
    ["all answered", [{ status: "ready", online: 1, store: 0 }], "ready"],
    ["one pending", [{ status: "ready", online: 1, store: 0 }, { status: "pending" }], "pending"],
    ["not asked yet", [undefined], "pending"],
    [
      "§8: one failed fails the product's check",
      [
        { status: "ready", online: 1, store: 0 },
        { status: "error", message: "Invalid API gateway response" },
      ],
      "error",
    ],
  ])("stock status: %s", (_, readings, expected) => expect(stockStatus(readings)).toBe(expected));
});

describe("§4 saleable = stock resolved AND the life-cycle rule", () => {
  const now = new Date("2030-01-01T00:00:00Z");
  const active = { start: new Date("2020-01-01T00:00:00Z"), end: new Date("2099-01-01T00:00:00Z") };
  const filled = (online: number, store: number) => withStock(size("1"), { status: "ready", online, store });
  const input = { onSale: false, sizes: [filled(2, 0)], selectedSize: undefined, status: "ready" as const, now, checkoutShowcase: false };
  it.each([
    ["in stock, no life cycle", {}, { saleable: true, label: null, message: "availableOnline" }],
    ["stock pending", { status: "pending" }, { saleable: false, label: null, message: "checking" }],
    ["§8 stock failed", { status: "error" }, { saleable: false, message: "checkFailed" }],
    ["out of stock online, in store", { sizes: [filled(0, 1)] }, { saleable: false, message: "inStoreOnly" }],
    ["nowhere", { sizes: [filled(0, 0)] }, { saleable: false, message: "soldOut" }],
    ["MADE_TO_ORDER never", { lifeCycle: "MADE_TO_ORDER" }, { saleable: false, label: "madeToOrder" }],
    ["ON_SALE but onSale false", { lifeCycle: "ON_SALE" }, { saleable: false, label: "availableSoon" }],
    ["ON_SALE and onSale", { lifeCycle: "ON_SALE", onSale: true }, { saleable: true, label: null }],
    [
      "ONLINE_EXCLUSIVE inside its interval, in stock",
      { lifeCycle: "ONLINE_EXCLUSIVE", onlineExclusiveInterval: active },
      { saleable: true, label: null },
    ],
    ["ONLINE_EXCLUSIVE without interval", { lifeCycle: "ONLINE_EXCLUSIVE" }, { saleable: false, label: "onlineExclusive" }],
    [
      "OUT_OF_STOCK without stock",
      { lifeCycle: "OUT_OF_STOCK", sizes: [filled(0, 1)] },
      { saleable: false, label: "outOfStock", message: "inStoreOnly" },
    ],
    [
      "§6 checkout showcase: no label, still not saleable",
      { lifeCycle: "MADE_TO_ORDER", checkoutShowcase: true },
      { saleable: false, label: null },
    ],
  ] as const)("%s", (_, change, expected) => {
    expect(availability({ ...input, ...change } as Parameters<typeof availability>[0])).toMatchObject(expected);
  });

  it("the chosen size decides", () => {
    const sizes = [filled(2, 0), { ...filled(0, 1), productId: "2" }];
    expect(availability({ ...input, sizes, selectedSize: sizes[1] })).toMatchObject({ saleable: false, message: "inStoreOnly" });
    expect(availability({ ...input, sizes, selectedSize: sizes[0] })).toMatchObject({ saleable: true, message: "availableOnline" });
  });
});

describe("§2 the colour's URL /products.{slug}.{uniquePartNumber}", () => {
  it.each([
    ["/products.ballet_flats.VT10016", "Ballet Flats", "VT10016-2", "/products.ballet_flats.VT10016-2"],
    ["/products.ballet_flats.VT10016", "Borsa Città in pelle!", "VT1-1", "/products.borsa_città_in_pelle.VT1-1"],
    ["/products.ballet_flats.VT10016-2", undefined, "VT10016", "/products.ballet_flats.VT10016"],
    ["/somewhere.html", undefined, "VT1", "/products.no-name.VT1"],
  ])("%s, name %j, %s → %s", (pathname, name, pn, expected) => expect(variantPath(pathname, name, pn)).toBe(expected));
});

describe("APG radio group keys", () => {
  const none = [false, false, false, false];
  it.each([
    ["ArrowRight", 0, none, "ltr", 1],
    ["ArrowDown", 3, none, "ltr", 0],
    ["ArrowLeft", 0, none, "ltr", 3],
    ["ArrowUp", 1, none, "ltr", 0],
    ["ArrowLeft", 0, none, "rtl", 1],
    ["ArrowRight", 0, none, "rtl", 3],
    ["ArrowRight", 0, [false, true, true, false], "ltr", 3],
    ["ArrowRight", 0, [true, true, true, true], "ltr", 1],
    ["Tab", 0, none, "ltr", undefined],
  ] as const)("%s from %i (%j, %s) → %s", (key, index, disabled, dir, expected) =>
    expect(radioTarget(key, index, disabled, dir)).toBe(expected),
  );

  it.each([
    [2, none, 2],
    [-1, [true, false, false, false], 1],
    [-1, [true, true, true, true], 0],
  ] as const)("roving tab stop: checked %i, disabled %j → %i", (checked, disabled, expected) =>
    expect(radioStop(checked, disabled)).toBe(expected),
  );
});
