// §3 Product prices as a shopper sees them on the product page and in quick buy: §6 price showcase hides them,
// §4 made to order asks for the price on request, §6 VIC users see the private-sales price, otherwise an offer
// price shows with the original struck through and the discount.
import type { Product } from "../entities";

export type ProductPrice =
  | { kind: "hidden" }
  | { kind: "on-request" }
  | { kind: "regular"; price: number }
  | { kind: "reduced"; reason: "offer" | "private"; original: number; price: number; discountPercent: number };

type PriceFields = Partial<
  Pick<Product, "lifeCycle" | "price" | "offerPrice" | "discountPercentage" | "privateSalesPrice" | "privateSalesPercentage">
>;

/** A price below the original, with the discount the data declares (else the one the two prices make). */
function reduced(reason: "offer" | "private", original: number, price: number, declaredPercent?: number): ProductPrice {
  const discountPercent = declaredPercent ?? Math.round((1 - price / original) * 100);
  return { kind: "reduced", reason, original, price, discountPercent };
}

export function productPrice(product: PriceFields, context: { vic: boolean; priceShowcase: boolean }): ProductPrice {
  if (context.priceShowcase) return { kind: "hidden" };
  if (product.lifeCycle === "MADE_TO_ORDER") return { kind: "on-request" };
  const { price, offerPrice, privateSalesPrice } = product;
  if (price === undefined) return { kind: "hidden" };
  if (context.vic && privateSalesPrice !== undefined && privateSalesPrice < price)
    return reduced("private", price, privateSalesPrice, product.privateSalesPercentage);
  if (offerPrice !== undefined && offerPrice < price) return reduced("offer", price, offerPrice, product.discountPercentage);
  return { kind: "regular", price };
}
