import { z } from "./zod";
import { attr } from "./attributes";
import { canonicalUrl } from "./routes";
import { count, entityProductId, flag, intLike, interval, numeric, opt, optText, requiredText, text } from "./entity-fields";

// §3 entities. JSON from the backend may carry nulls, numeric strings and "true"/"false":
// the field helpers of ./entity-fields normalise those so widgets only see clean types.

// --- Product model (§3, errors §5 "Product model" / §8 "Developer errors") ---

export const variantSchema = z.object(
  { productId: entityProductId, partnumber: optText, image: optText, color: optText },
  { error: "wrong variant type" },
);
export type Variant = z.output<typeof variantSchema>;

export const sizeSchema = z.object(
  {
    productId: entityProductId,
    code: requiredText("code"),
    label: optText,
    qty: z.pipe(
      z.nullish(intLike),
      z.transform((v: number | null | undefined) => v ?? 0),
    ),
    storeQty: z.pipe(
      z.nullish(intLike),
      z.transform((v: number | null | undefined) => v ?? 0),
    ),
    // Filled in by the stock check.
    enabled: z.optional(z.boolean()),
    availableOnline: z.optional(z.boolean()),
    availableStore: z.optional(z.boolean()),
  },
  { error: "wrong size type" },
);
export type Size = z.output<typeof sizeSchema>;

export function sizeAvailability(size: Pick<Size, "qty" | "storeQty">) {
  return { enabled: size.qty > 0, availableOnline: size.qty > 0, availableStore: size.storeQty > 0 };
}

const optPrice = opt(numeric);

export const productSchema = z.object({
  productId: entityProductId,
  partnumber: optText,
  uniquePartNumber: optText,
  name: optText,
  image: optText,
  backImage: optText,
  canonicalUrl: opt(z.pipe(z.string(), z.transform(canonicalUrl))),
  lifeCycle: optText,
  onlineExclusiveInterval: interval,
  stockResolved: flag,
  onSale: flag,
  hasSingleSku: flag,
  attributes: z.optional(z.unknown()),
  price: optPrice,
  offerPrice: optPrice,
  discount: optPrice,
  discountPercentage: optPrice,
  privateSalesPrice: optPrice,
  privateSalesPercentage: optPrice,
  freezedFormattedPrice: optText,
  variants: z.pipe(
    z.nullish(z.array(variantSchema, { error: "wrong variant type" })),
    z.transform((v: Variant[] | null | undefined) => v ?? []),
  ),
  sizes: z.array(sizeSchema, { error: (iss) => (iss.input == null ? "missing sizes" : "wrong size type") }),
  selectedVariant: opt(variantSchema),
  selectedSize: opt(sizeSchema),
});
export type Product = z.output<typeof productSchema>;

export function isSingleSku(product: Pick<Product, "hasSingleSku" | "sizes" | "productId">): boolean {
  return product.hasSingleSku || (product.sizes.length === 1 && product.sizes[0]?.productId === product.productId);
}

// --- Product list with fallback: comma-separated data attributes read via parseAttributes ---

/** Positional list: blanks are kept so the columns stay aligned. */
const splitColumn = (v: string | undefined) => (v?.trim() ? v.split(",").map((s) => s.trim()) : []);
const column = z.pipe(z.optional(z.string()), z.transform(splitColumn));
const required = (name: string) =>
  z.pipe(z.string({ error: `product-with-fallback is missing ${name}` }), z.transform<string, string[]>(splitColumn));

export const productListWithFallbackSchema = z
  .object({
    /** Comma-separated column (§3, as each following one): the products' part numbers. */
    partnumber: required("data-partnumber"),
    /** The products' titles. */
    title: column,
    /** The products' ids. */
    productId: required("data-product-id"),
    /** `true`/`false` per product. */
    hasSingleSku: column,
    /** Each product's life cycle (§4). */
    lifeCycle: column,
    /** Each product's online-exclusive interval, ISO 8601 `start/end` (§4). */
    onlineExclusiveInterval: column,
    /** `true`/`false` per product. */
    onSale: column,
    /** JSON keyed by productId (a product without sizes is checked by its own productId). */
    sizes: attr.json(z.record(z.string(), z.array(sizeSchema))),
    /** Each product's page. */
    href: column,
    /** How many rows count. */
    range: attr.int({ min: 1 }),
  })
  .check(
    z.superRefine((v: { productId: string[]; partnumber: string[]; range: number }, ctx) => {
      if (v.productId.length < v.range || v.partnumber.length < v.range)
        ctx.addIssue({ code: "custom", path: ["range"], message: "not enough items for the range" });
    }),
  );
export type ProductListWithFallback = z.output<typeof productListWithFallbackSchema>;

/** Rows of the fallback list, first `range` only. */
export function fallbackProducts(list: ProductListWithFallback) {
  return list.productId.slice(0, list.range).map((productId, i) => ({
    productId,
    partnumber: list.partnumber[i] ?? "",
    title: list.title[i] ?? "",
    href: list.href[i] ?? "",
    hasSingleSku: list.hasSingleSku[i] === "true",
    lifeCycle: list.lifeCycle[i] || undefined,
    onlineExclusiveInterval: list.onlineExclusiveInterval[i] || undefined,
    onSale: list.onSale[i] === "true",
    sizes: list.sizes[productId] ?? [],
  }));
}

// --- Cart / catalog / quick buy ---

export const orderItemSchema = z.object({
  orderItemId: optText, // needed by "remove from cart by item id" (§7)
  productId: entityProductId,
  quantity: intLike,
  orderItemPrice: numeric,
  configurationID: optText,
});
export const PACKAGING_OPTIONS = ["standard", "gift"] as const;
export type Packaging = (typeof PACKAGING_OPTIONS)[number];

/** A field a backend may leave out or send as null (an optional key in the output). */
const absentable = <T extends z.ZodMiniType>(schema: T) => z.optional(opt(schema));

// Beyond §3's fields (ours, core/cart.ts): the revision every change increments, so an answer older than the cart shown
// is recognised; the coupon, adjustment, tax and shipping totals, packaging and pickup the shopping bag shows. Every
// total comes from the server: nothing is summed on the client.
export const cartResponseSchema = z.object({
  revision: count,
  orderItem: z.pipe(
    z.nullish(z.array(orderItemSchema)),
    z.transform((v: OrderItem[] | null | undefined) => v ?? []),
  ),
  totalProductPrice: numeric,
  grandTotal: numeric,
  /** The coupon applied, if any. */
  promotionCode: absentable(text),
  /** The coupon's discount (negative), if any. */
  totalAdjustment: absentable(numeric),
  totalSalesTax: absentable(numeric),
  totalShippingTax: absentable(numeric),
  totalTax: absentable(numeric),
  totalShippingCharge: absentable(numeric),
  /** §3 `packaging.isEnabled` markets: the packaging chosen. */
  packaging: absentable(z.enum(PACKAGING_OPTIONS)),
  /** §3 `pickupInStoreEnabled`: the shopper will collect the order in a store. */
  pickupInStore: z.optional(flag),
});
export type OrderItem = z.output<typeof orderItemSchema>;
export type CartResponse = z.output<typeof cartResponseSchema>;

export const CATALOG_ATTRIBUTES = ["ColorCode", "MaterialCode", "SizeCode"] as const;
export type CatalogAttributeId = (typeof CATALOG_ATTRIBUTES)[number];

export const catalogItemSchema = z.object({
  uniqueID: requiredText("uniqueID"),
  name: optText,
  thumbnail: optText,
  thumbnail_ovr: optText,
  mfPartNumber_ntk: optText,
  attributes: z._default(z.array(z.object({ identifier: z.string(), values: z._default(z.array(z.object({ value: text })), []) })), []),
});
export type CatalogItem = z.output<typeof catalogItemSchema>;

/** First value of a catalog attribute, if any. */
export function catalogAttribute(item: Pick<CatalogItem, "attributes">, id: CatalogAttributeId): string | undefined {
  return item.attributes.find((a) => a.identifier === id)?.values[0]?.value;
}

export const quickBuyInitPayloadSchema = z.object({
  partNumber: requiredText("partNumber"),
  productId: entityProductId,
  quantity: z._default(z.pipe(intLike, z.number().check(z.gte(1))), 1),
  privateSalesPrice: optPrice,
  privateSalesDiscount: optText, // display label, e.g. "-30%"
  showListCart: z.pipe(
    z.optional(flag),
    z.transform((v: boolean | undefined) => v ?? true),
  ),
  customLabelButton: optText,
  isPersonalize: flag,
  configurationID: optText,
  inStore: flag,
  inStoreDetailsString: optText,
  inStoreImage: optText,
  baseImage: optText,
});
export type QuickBuyInitPayload = z.output<typeof quickBuyInitPayloadSchema>;

export * from "./inventory";

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A store id as it appears in URLs: letters, digits, `-` and `_`. */
export const STORE_ID = /^[\w-]{1,64}$/;

export const storeSchema = z.object({
  category: z._default(z.record(z.string(), z.array(z.string())), {}),
  workingScheduleTech: z._default(z.partialRecord(z.enum(WEEKDAYS), z.string()), {}),
  has12HoursSystem: flag,
});
export type Store = z.output<typeof storeSchema>;

export const PERSON_TITLES = ["Mr", "Ms", "Mrs", "PNTS"] as const;
export const GENDERS = ["Mr", "Ms"] as const;
export const personTitleSchema = z.enum(PERSON_TITLES);
export const genderSchema = z.enum(GENDERS);
export type PersonTitle = z.output<typeof personTitleSchema>;
export type Gender = z.output<typeof genderSchema>;
