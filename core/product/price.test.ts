// §4 made to order, §6 VIC and price showcase, §3 offer price and discount.
import { describe, expect, it } from "vitest";
import { productPrice } from "./price";

const guest = { vic: false, priceShowcase: false };
const vic = { vic: true, priceShowcase: false };

describe("productPrice", () => {
  it.each([
    [
      "price showcase hides every price",
      { price: 100, lifeCycle: "MADE_TO_ORDER" },
      { vic: true, priceShowcase: true },
      { kind: "hidden" },
    ],
    ["made to order: price on request", { price: 100, lifeCycle: "MADE_TO_ORDER" }, guest, { kind: "on-request" }],
    ["no price: nothing to show", {}, guest, { kind: "hidden" }],
    ["a plain price", { price: 950 }, guest, { kind: "regular", price: 950 }],
    [
      "an offer with its stated discount",
      { price: 1000, offerPrice: 700, discountPercentage: 30 },
      guest,
      { kind: "reduced", reason: "offer", original: 1000, price: 700, discountPercent: 30 },
    ],
    [
      "an offer without a stated discount: computed",
      { price: 1000, offerPrice: 667 },
      guest,
      { kind: "reduced", reason: "offer", original: 1000, price: 667, discountPercent: 33 },
    ],
    ["an offer not below the price is no offer", { price: 1000, offerPrice: 1000 }, guest, { kind: "regular", price: 1000 }],
    ["a guest never sees the private price", { price: 1000, privateSalesPrice: 600 }, guest, { kind: "regular", price: 1000 }],
    [
      "VIC: the private price wins over an offer",
      { price: 1000, offerPrice: 800, privateSalesPrice: 600, privateSalesPercentage: 40 },
      vic,
      { kind: "reduced", reason: "private", original: 1000, price: 600, discountPercent: 40 },
    ],
    [
      "VIC without a private price: the offer",
      { price: 1000, offerPrice: 800 },
      vic,
      { kind: "reduced", reason: "offer", original: 1000, price: 800, discountPercent: 20 },
    ],
  ] as const)("%s", (_, product, context, expected) => {
    expect(productPrice(product, context)).toEqual(expected);
  });
});
