import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { z } from "./zod";
import { parseAttributes } from "./attributes";
import {
  availabilityServiceResponseSchema,
  cartResponseSchema,
  catalogAttribute,
  catalogItemSchema,
  fallbackProducts,
  genderSchema,
  inventoryEntrySchema,
  isSingleSku,
  personTitleSchema,
  productListWithFallbackSchema,
  productSchema,
  quickBuyInitPayloadSchema,
  sizeAvailability,
  sizeSchema,
  storeSchema,
  variantsInventoryResponseSchema,
} from "./entities";

const firstError = (schema: z.ZodMiniType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

const size = (productId: string, qty = 0, storeQty = 0) => ({ productId, code: `C${productId}`, qty, storeQty });

describe("§3 Size", () => {
  it("defaults qty and storeQty to 0", () => {
    expect(sizeSchema.parse({ productId: "1", code: "M" })).toMatchObject({ productId: "1", code: "M", qty: 0, storeQty: 0 });
  });

  it.each<[unknown, string]>([
    [{ code: "M" }, "missing productId"],
    [{ productId: "", code: "M" }, "missing productId"],
    [{ productId: "1" }, "missing code"],
    [{ productId: "1", code: " " }, "missing code"],
    [{ productId: "1", code: "M", qty: 1.5 }, "expected an integer"],
    ["M", "wrong size type"],
  ])("§5 Product model: %j → %s", (input, message) => {
    expect(firstError(sizeSchema, input)).toBe(message);
  });

  it.each([
    [0, 0, { enabled: false, availableOnline: false, availableStore: false }],
    [2, 0, { enabled: true, availableOnline: true, availableStore: false }],
    [0, 3, { enabled: false, availableOnline: false, availableStore: true }],
    [1, 1, { enabled: true, availableOnline: true, availableStore: true }],
  ])("qty %d, storeQty %d → %o", (qty, storeQty, expected) => {
    expect(sizeAvailability({ qty, storeQty })).toEqual(expected);
  });
});

describe("§3 Product", () => {
  const base = { productId: "100", sizes: [size("101", 0)] };

  it("parses a minimal product with defaults", () => {
    expect(productSchema.parse(base)).toMatchObject({
      productId: "100",
      variants: [],
      hasSingleSku: false,
      stockResolved: false,
      onSale: false,
      sizes: [{ productId: "101", code: "C101", qty: 0, storeQty: 0 }],
    });
  });

  it.each<[unknown, string]>([
    [{ sizes: [] }, "missing productId"],
    [{ productId: "1" }, "missing sizes"],
    [{ productId: "1", sizes: {} }, "wrong size type"],
    [{ productId: "1", sizes: ["M"] }, "wrong size type"],
    [{ productId: "1", sizes: [{ productId: "2" }] }, "missing code"],
    [{ productId: "1", sizes: [], variants: "red" }, "wrong variant type"],
    [{ productId: "1", sizes: [], variants: [42] }, "wrong variant type"],
    [{ productId: "1", sizes: [], variants: [{ partnumber: "X" }] }, "missing productId"],
  ])("§5 Product model / §8 Developer errors: %j → %s", (input, message) => {
    expect(firstError(productSchema, input)).toBe(message);
  });

  it("replaces HTML entities in canonicalUrl with _", () => {
    expect(productSchema.parse({ ...base, canonicalUrl: "/products.bag&amp;belt.1A" }).canonicalUrl).toBe("/products.bag_belt.1A");
  });

  it("coerces backend spellings: numeric ids, nulls, numeric prices, string flags, intervals", () => {
    const p = productSchema.parse({
      productId: 100,
      sizes: [{ productId: 101, code: 38, qty: "2", storeQty: null }],
      name: null,
      price: "1250.00",
      onSale: "true",
      onlineExclusiveInterval: "2024-01-01/2024-02-01",
    });
    expect(p).toMatchObject({ productId: "100", name: undefined, price: 1250, onSale: true });
    expect(p.sizes[0]).toMatchObject({ productId: "101", code: "38", qty: 2, storeQty: 0 });
    expect(p.onlineExclusiveInterval?.end.toISOString()).toBe("2024-02-01T00:00:00.000Z");
  });

  it.each<[boolean, ReturnType<typeof size>[], boolean]>([
    [true, [size("2"), size("3")], true],
    [false, [size("1")], true],
    [false, [size("2")], false],
    [false, [size("1"), size("2")], false],
    [false, [], false],
  ])("is single-SKU: hasSingleSku %s, sizes %j → %s", (hasSingleSku, sizes, expected) => {
    expect(isSingleSku(productSchema.parse({ productId: "1", hasSingleSku, sizes }))).toBe(expected);
  });
});

describe("§3 Product list with fallback", () => {
  const block = (attrs: Record<string, string>) => {
    const el = document.createElement("div");
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    return el;
  };
  const attrs = {
    "data-partnumber": "P1,P2,P3",
    "data-title": "Bag,Belt,Shoe",
    "data-product-id": "1,2,3",
    "data-has-single-sku": "false,true,false",
    "data-life-cycle": "ONLINE_EXCLUSIVE,,",
    "data-online-exclusive-interval": "2024-01-01/2024-02-01,,",
    "data-on-sale": "false,false,true",
    "data-sizes": JSON.stringify({ "1": [size("11", 0, 1)], "2": [size("2", 3)] }),
    "data-href": "/a,/b,/c",
    "data-range": "2",
  };

  it("keeps the comma-separated columns aligned and zips the first range rows", () => {
    const r = parseAttributes(block(attrs), productListWithFallbackSchema);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.lifeCycle).toEqual(["ONLINE_EXCLUSIVE", "", ""]);
    const rows = fallbackProducts(r.value);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      productId: "2",
      partnumber: "P2",
      title: "Belt",
      href: "/b",
      hasSingleSku: true,
      lifeCycle: undefined,
      onSale: false,
    });
    expect(rows[0]?.sizes[0]).toMatchObject({ productId: "11", storeQty: 1 });
  });

  it.each<[Record<string, string | null>, string, string]>([
    [{ "data-partnumber": null }, "data-partnumber", "product-with-fallback is missing data-partnumber"],
    [{ "data-product-id": null }, "data-product-id", "product-with-fallback is missing data-product-id"],
    [{ "data-range": "4" }, "data-range", "not enough items for the range"],
    [{ "data-range": "0" }, "data-range", "must be >= 1"],
    [{ "data-sizes": "{" }, "data-sizes", "invalid JSON"],
  ])("§8 Developer errors: %j → %s %s", (override, attribute, message) => {
    const a = Object.fromEntries(Object.entries({ ...attrs, ...override }).filter((e): e is [string, string] => e[1] !== null));
    expect(parseAttributes(block(a), productListWithFallbackSchema)).toEqual({ ok: false, attribute, message });
  });
});

describe("§3 Cart response", () => {
  it("coerces numeric strings to numbers", () => {
    const cart = cartResponseSchema.parse({
      revision: "3",
      orderItem: [{ orderItemId: "9", productId: "1", quantity: "1.0", orderItemPrice: "1250.00000", configurationID: "cfg" }],
      totalProductPrice: "1250.00000",
      grandTotal: 1250,
    });
    expect(cart).toEqual({
      revision: 3,
      orderItem: [{ orderItemId: "9", productId: "1", quantity: 1, orderItemPrice: 1250, configurationID: "cfg" }],
      totalProductPrice: 1250,
      grandTotal: 1250,
    });
  });

  it("reads the bag's fields (core/cart.ts): coupon, adjustment, taxes, packaging, pickup; null as absent", () => {
    const cart = cartResponseSchema.parse({
      revision: 7,
      orderItem: null,
      totalProductPrice: 100,
      grandTotal: "90.00",
      promotionCode: "WELCOME10",
      totalAdjustment: "-10",
      totalSalesTax: "16.23",
      totalShippingTax: null,
      totalTax: 16.23,
      packaging: "gift",
      pickupInStore: "true",
    });
    expect(cart).toEqual({
      revision: 7,
      orderItem: [],
      totalProductPrice: 100,
      grandTotal: 90,
      promotionCode: "WELCOME10",
      totalAdjustment: -10,
      totalSalesTax: 16.23,
      totalShippingTax: undefined,
      totalTax: 16.23,
      packaging: "gift",
      pickupInStore: true,
    });
  });

  it.each<[unknown, string]>([
    [{ revision: 1, grandTotal: "abc", totalProductPrice: 0 }, "expected a number"],
    [{ revision: 1, grandTotal: 1, totalProductPrice: "12abc" }, "expected a number"],
    [
      { revision: 1, grandTotal: 1, totalProductPrice: 1, orderItem: [{ productId: "1", quantity: "1.5", orderItemPrice: 1 }] },
      "expected an integer",
    ],
    // The store orders answers by it: an answer without a revision takes the failure path.
    [{ grandTotal: 1, totalProductPrice: 1 }, "expected a number"],
    [{ revision: -1, grandTotal: 1, totalProductPrice: 1 }, "must be >= 0"],
    [{ revision: 1, grandTotal: 1, totalProductPrice: 1, packaging: "box" }, 'Invalid option: expected one of "standard"|"gift"'],
  ])("rejects %j", (input, message) => {
    expect(firstError(cartResponseSchema, input)).toBe(message);
  });

  it("numbers and their decimal strings parse the same (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.nat(99), (units, cents) => {
        const value = units + cents / 100;
        const cart = cartResponseSchema.parse({ revision: 1, totalProductPrice: value.toFixed(2), grandTotal: value });
        expect(cart.totalProductPrice).toBe(Number(value.toFixed(2)));
      }),
    );
  });
});

describe("§3 Catalog item", () => {
  const item = catalogItemSchema.parse({
    uniqueID: 123,
    name: "Bag",
    attributes: [
      { identifier: "ColorCode", values: [{ value: "F0002" }] },
      { identifier: "SizeCode", values: [{ value: 38 }] },
      { identifier: "MaterialCode", values: [] },
    ],
  });

  it.each([
    ["ColorCode", "F0002"],
    ["SizeCode", "38"],
    ["MaterialCode", undefined],
  ] as const)("catalogAttribute(%s) → %s", (id, value) => {
    expect(catalogAttribute(item, id)).toBe(value);
  });
});

describe("§3 Quick-buy init payload", () => {
  it("defaults quantity to 1 and showListCart to true", () => {
    expect(quickBuyInitPayloadSchema.parse({ partNumber: "P1", productId: "1" })).toMatchObject({
      quantity: 1,
      showListCart: true,
      isPersonalize: false,
      inStore: false,
    });
    expect(quickBuyInitPayloadSchema.parse({ partNumber: "P1", productId: "1", showListCart: false }).showListCart).toBe(false);
  });

  it("requires partNumber and productId", () => {
    expect(firstError(quickBuyInitPayloadSchema, { productId: "1" })).toBe("missing partNumber");
    expect(firstError(quickBuyInitPayloadSchema, { partNumber: "P1" })).toBe("missing productId");
  });
});

describe("§7 Stock responses", () => {
  const entry = { productId: "1", availableQuantity: 2, storeAvailableQuantity: 0 };

  it("variantsInventory: reads data[0] keyed by productId", () => {
    const r = variantsInventoryResponseSchema.parse({ data: [{ "1": entry }] });
    expect(r.data[0]["1"]).toEqual(entry);
  });

  it.each<[unknown]>([
    [{ data: [] }],
    [{}],
    [{ data: [{ "1": { ...entry, availableQuantity: -1 } }] }],
    [{ data: [{ "1": { productId: "1" } }] }],
  ])("§8 Stock: invalid API gateway response %j", (input) => {
    expect(variantsInventoryResponseSchema.safeParse(input).success).toBe(false);
  });

  it("inventory quantities are ints >= 0", () => {
    expect(firstError(inventoryEntrySchema, { ...entry, storeAvailableQuantity: 1.5 })).toBe("expected an integer");
  });

  it("availability service maps productId → quantities", () => {
    expect(availabilityServiceResponseSchema.parse({ "1": { availableQuantity: 1, storeAvailableQuantity: 4 } })).toEqual({
      "1": { availableQuantity: 1, storeAvailableQuantity: 4 },
    });
    expect(availabilityServiceResponseSchema.safeParse({ "1": { availableQuantity: "x", storeAvailableQuantity: 4 } }).success).toBe(false);
  });
});

describe("§3 Store, person title and gender", () => {
  it("reads categories, weekday schedule and 12-hour flag", () => {
    const s = storeSchema.parse({
      category: { bags: ["c1"] },
      workingScheduleTech: { monday: "10:00 - 19:00;", sunday: " -- " },
      has12HoursSystem: true,
    });
    expect(s.workingScheduleTech.monday).toBe("10:00 - 19:00;");
    expect(s.has12HoursSystem).toBe(true);
    expect(storeSchema.safeParse({ workingScheduleTech: { someday: "x" } }).success).toBe(false);
  });

  it.each(["Mr", "Ms", "Mrs", "PNTS"])("title %s", (t) => expect(personTitleSchema.parse(t)).toBe(t));
  it("gender options are Mr and Ms", () => {
    expect(genderSchema.options).toEqual(["Mr", "Ms"]);
  });
});
