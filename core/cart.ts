// The cart client (§7 "Catalog and cart"; §3 "Cart response", "Catalog item"), over the one HTTP client: every
// response zod-checked, every call with a timeout. Each cart answer becomes the shared `cart` signal, so every widget
// showing the bag (bag count, quick buy) updates, and a `vitrine:cart` event tells page scripts.
// The spec leaves methods and paths unstated; these are ours (README of widgets/quick-buy):
//   POST {serviceHost}/cart/add      productId, quantity[, configurationID]  → Cart response
//   POST {serviceHost}/cart/remove   orderItemId                             → Cart response
//   GET  {serviceHost}/cart                                                  → Cart response
//   GET  {serviceHost}/catalog/products-by-ids?id=…&id=…                     → { items: Catalog item[] }
//   GET  {serviceHost}/account/login-status                                  → { loggedIn: boolean }
import { z } from "./zod";
import { cartResponseSchema, catalogItemSchema, type CartResponse, type CatalogItem } from "./entities";
import { emit } from "./events";
import { http } from "./http";
import { cart } from "./store";

export const CART_PATHS = {
  add: "/cart/add",
  remove: "/cart/remove",
  cart: "/cart",
  productsByIds: "/catalog/products-by-ids",
  loginStatus: "/account/login-status",
} as const;

export const CART_TIMEOUT_MS = 8000;
export const LOGIN_CHECK_TIMEOUT_MS = 5000;

const catalogItemsSchema = z.object({ items: z.array(catalogItemSchema) });
const loginStatusSchema = z.object({ loggedIn: z.boolean() });

export interface AddToCart {
  /** The size SKU's productId. */
  productId: string;
  quantity: number;
  configurationID?: string;
}

function publish(next: CartResponse, reason: "add" | "remove" | "load"): CartResponse {
  cart.value = next;
  emit("cart", { reason, itemCount: itemCount(next) });
  return next;
}

/** Adds to the bag. While an add is in flight a second one (double click, Enter held down) gets the same promise,
 * and the request carries an Idempotency-Key, so the server never sees two adds for one intent. */
export async function addToCart({ productId, quantity, configurationID }: AddToCart): Promise<CartResponse> {
  const next = await http.post(CART_PATHS.add, {
    schema: cartResponseSchema,
    body: { productId, quantity, configurationID },
    once: "cart-add",
    timeoutMs: CART_TIMEOUT_MS,
  });
  return publish(next, "add");
}

/** §7: remove from cart by item id; returns the cart. */
export async function removeFromCart(orderItemId: string): Promise<CartResponse> {
  const next = await http.post(CART_PATHS.remove, {
    schema: cartResponseSchema,
    body: { orderItemId },
    once: `cart-remove:${orderItemId}`,
    timeoutMs: CART_TIMEOUT_MS,
  });
  return publish(next, "remove");
}

export async function loadCart(options: { signal?: AbortSignal } = {}): Promise<CartResponse> {
  const next = await http.get(CART_PATHS.cart, { schema: cartResponseSchema, timeoutMs: CART_TIMEOUT_MS, retries: 1, ...options });
  return publish(next, "load");
}

/** §7: catalog items of the cart lines' productIds (one call for all). */
export async function getProductsByIds(ids: readonly string[], options: { signal?: AbortSignal } = {}): Promise<CatalogItem[]> {
  if (ids.length === 0) return [];
  const { items } = await http.get(CART_PATHS.productsByIds, {
    schema: catalogItemsSchema,
    query: { id: [...new Set(ids)] },
    timeoutMs: CART_TIMEOUT_MS,
    retries: 1,
    ...options,
  });
  return items;
}

/** §2 login check before "proceed". Rejects on failure (the caller then uses the checkout page). */
export async function checkLogin(): Promise<boolean> {
  const { loggedIn } = await http.get(CART_PATHS.loginStatus, { schema: loginStatusSchema, timeoutMs: LOGIN_CHECK_TIMEOUT_MS, retries: 0 });
  return loggedIn;
}

/** Items in the bag: the sum of the lines' quantities. */
export function itemCount(value: Pick<CartResponse, "orderItem">): number {
  return value.orderItem.reduce((sum, line) => sum + line.quantity, 0);
}

/** Quantity of one size SKU in the bag (every line of it). */
export function quantityInCart(value: Pick<CartResponse, "orderItem"> | null, productId: string): number {
  return (value?.orderItem ?? []).reduce((sum, line) => (line.productId === productId ? sum + line.quantity : sum), 0);
}
