// The one cart store (§7 "Catalog and cart"; §3 "Cart response", "Catalog item") for every widget that shows the bag:
// bag count, quick buy, shopping bag, checkout summary. Over the one HTTP client: every answer zod-checked, every call
// with a timeout.
// - Each change (add, update, remove, coupon, packaging, pickup) is a keyed request: one Idempotency-Key per intent,
//   and a second activation of the same intent joins the request in flight.
// - The server numbers its cart (`revision`, +1 per change). An answer older than the cart shown is ignored, so a late
//   or reordered answer never overwrites a newer state.
// - When answers came out of order or a change failed, the cart is read once (GET) after the last change in flight
//   answers: overlapping changes end in one refresh, and a failed or timed-out change ends in the server's state.
// - Totals are the server's, never computed here. `cartPending` is true while a change or its refresh is in flight;
//   `whenCartSettled()` resolves with the reconciled cart (checkout waits on it before placing an order).
// - Each cart shown is the `cart` signal of core/store.ts, and a `vitrine:cart` event tells page scripts.
// The spec leaves methods and paths unstated; these are ours (README.md "The cart store"):
//   POST {serviceHost}/cart/add            productId, quantity[, configurationID]  → Cart response
//   POST {serviceHost}/cart/update         orderItemId, quantity                   → Cart response (409: beyond stock)
//   POST {serviceHost}/cart/remove         orderItemId                             → Cart response
//   POST {serviceHost}/cart/coupon         code                                    → Cart response (422: invalid coupon)
//   POST {serviceHost}/cart/coupon/remove                                          → Cart response
//   POST {serviceHost}/cart/packaging      packaging (standard | gift)             → Cart response
//   POST {serviceHost}/cart/pickup         pickupInStore (true | false)            → Cart response
//   GET  {serviceHost}/cart                                                        → Cart response
//   GET  {serviceHost}/catalog/products-by-ids?id=…&id=…                           → { items: Catalog item[] }
// The §2 login check is the session check of core/session.ts. When the session's account changes (a login merges the
// guest bag into the account's, a logout leaves the guest's), the store reads the cart again.
import { batch, computed, signal, type ReadonlySignal, type Signal } from "@preact/signals-core";
import { z } from "./zod";
import { cartResponseSchema, catalogItemSchema, type CartResponse, type CatalogItem, type Packaging } from "./entities";
import { errorMessage, reportError } from "./errors";
import { emit, on, type CartReason } from "./events";
import { http as sharedHttp, type HttpClient } from "./http";
import { proceedTarget, type PageName } from "./routes";
import { checkSession } from "./session";
import { cart as sharedCart } from "./store";

export { cart } from "./store";
export type { CartReason } from "./events";

export const CART_PATHS = {
  add: "/cart/add",
  update: "/cart/update",
  remove: "/cart/remove",
  coupon: "/cart/coupon",
  couponRemove: "/cart/coupon/remove",
  packaging: "/cart/packaging",
  pickup: "/cart/pickup",
  cart: "/cart",
  productsByIds: "/catalog/products-by-ids",
} as const;

export const CART_TIMEOUT_MS = 8000;

const catalogItemsSchema = z.object({ items: z.array(catalogItemSchema) });

export interface AddToCart {
  /** The size SKU's productId. */
  productId: string;
  quantity: number;
  configurationID?: string;
}

type Body = Record<string, string | number | boolean | undefined>;

/** One cart store over an HTTP client and a signal; the page's one is below (tests make their own). */
export function createCartStore({ http, cart }: { http: HttpClient; cart: Signal<CartResponse | null> }) {
  /** Changes and reads of the cart in flight. */
  const inFlight = signal(0);
  const pending = computed(() => inFlight.value > 0);
  /** An answer came out of order, or a change failed, since the last read: read once the last change answers. */
  let reconcile = false;
  /** The last reconciling read failed: the cart shown may not be the server's. */
  let unconfirmed = false;
  const joined = new Map<string, Promise<CartResponse>>();
  const settledWaiters: Array<() => void> = [];

  /** Shows `next` unless the cart shown is as new or newer; an older answer asks for a reconciling read. */
  function publish(next: CartResponse, reason: CartReason): void {
    const shown = cart.peek();
    if (shown && next.revision <= shown.revision) {
      if (next.revision < shown.revision) reconcile = true;
      return;
    }
    cart.value = next;
    emit("cart", { reason, itemCount: itemCount(next), revision: next.revision });
  }

  function finish(): void {
    batch(() => {
      inFlight.value--;
      if (inFlight.value === 0 && reconcile) void read("load").catch((error: unknown) => report(error));
    });
    if (inFlight.peek() === 0) for (const wake of settledWaiters.splice(0)) wake();
  }

  function report(error: unknown): void {
    reportError({ source: "cart", message: `the cart could not be reconciled: ${errorMessage(error)}`, cause: error });
  }

  /** GET the cart (counted in flight); its answer is published like any other. */
  function read(reason: CartReason, signal?: AbortSignal): Promise<CartResponse> {
    reconcile = false;
    inFlight.value++;
    return http
      .get(CART_PATHS.cart, { schema: cartResponseSchema, timeoutMs: CART_TIMEOUT_MS, retries: 1, ...(signal ? { signal } : {}) })
      .then(
        (answer) => {
          unconfirmed = false;
          publish(answer, reason);
          return cart.peek() ?? answer;
        },
        (error: unknown) => {
          if (!signal?.aborted) unconfirmed = true;
          throw error;
        },
      )
      .finally(finish);
  }

  /** A keyed change: the same intent while in flight gets the same promise. Resolves with the cart shown after it. */
  function change(reason: CartReason, path: string, body: Body, key: string): Promise<CartResponse> {
    const running = joined.get(key);
    if (running) return running;
    inFlight.value++;
    const request = http
      .post(path, { schema: cartResponseSchema, body, once: key, timeoutMs: CART_TIMEOUT_MS })
      .then(
        (answer) => {
          publish(answer, reason);
          return cart.peek() ?? answer;
        },
        (error: unknown) => {
          reconcile = true;
          throw error;
        },
      )
      .finally(() => {
        joined.delete(key);
        finish();
      });
    joined.set(key, request);
    return request;
  }

  function whenIdle(): Promise<void> {
    return inFlight.peek() === 0 ? Promise.resolve() : new Promise((resolve) => settledWaiters.push(resolve));
  }

  return {
    /** True while a cart change or its reconciling read is in flight. */
    cartPending: pending as ReadonlySignal<boolean>,

    /** The reconciled cart once nothing is in flight (read first when none is known, or the last read failed). Rejects
     * when that read fails. */
    async whenCartSettled(): Promise<CartResponse> {
      for (;;) {
        await whenIdle();
        const shown = cart.peek();
        if (shown && !unconfirmed && !reconcile) return shown;
        await read("load");
      }
    },

    /** Adds a size SKU. A second add of the same SKU and configuration while one is in flight (double click, Enter held
     * down) joins it: the server sees one add for one intent. */
    addToCart({ productId, quantity, configurationID }: AddToCart): Promise<CartResponse> {
      return change("add", CART_PATHS.add, { productId, quantity, configurationID }, `cart-add:${productId}:${configurationID ?? ""}`);
    },

    /** Sets a line's quantity (≥ 1; the server refuses beyond stock with 409 and `availableQuantity`). */
    updateCartLine(orderItemId: string, quantity: number): Promise<CartResponse> {
      return change("update", CART_PATHS.update, { orderItemId, quantity }, `cart-update:${orderItemId}:${quantity}`);
    },

    /** §7: remove from cart by item id. */
    removeFromCart(orderItemId: string): Promise<CartResponse> {
      return change("remove", CART_PATHS.remove, { orderItemId }, `cart-remove:${orderItemId}`);
    },

    /** Applies a coupon; an unknown code is refused (422). */
    applyCoupon(code: string): Promise<CartResponse> {
      return change("coupon", CART_PATHS.coupon, { code }, `cart-coupon:${code}`);
    },

    /** Removes the coupon applied. */
    clearCoupon(): Promise<CartResponse> {
      return change("coupon", CART_PATHS.couponRemove, {}, "cart-coupon-clear");
    },

    /** §3 `packaging.isEnabled` markets: the packaging of the order. */
    setPackaging(packaging: Packaging): Promise<CartResponse> {
      return change("packaging", CART_PATHS.packaging, { packaging }, `cart-packaging:${packaging}`);
    },

    /** §3 `pickupInStoreEnabled`: collect the order in a store (true) or have it shipped (false). */
    setPickupInStore(pickupInStore: boolean): Promise<CartResponse> {
      return change("pickup", CART_PATHS.pickup, { pickupInStore }, `cart-pickup:${pickupInStore}`);
    },

    /** Reads the cart (counted as pending; aborting it leaves the cart as it was). */
    loadCart(options: { signal?: AbortSignal } = {}): Promise<CartResponse> {
      return read("load", options.signal);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

const store = createCartStore({ http: sharedHttp, cart: sharedCart });
export const {
  cartPending,
  whenCartSettled,
  addToCart,
  updateCartLine,
  removeFromCart,
  applyCoupon,
  clearCoupon,
  setPackaging,
  setPickupInStore,
  loadCart,
} = store;

// A login merged the guest bag into the account's (and a logout leaves the guest's): show the server's cart now.
on("session", ({ accountChanged }) => {
  if (accountChanged)
    void loadCart().catch((error: unknown) => reportError({ source: "cart", message: errorMessage(error), cause: error }));
});

/** §7: catalog items of the cart lines' productIds (one call for all). */
export async function getProductsByIds(ids: readonly string[], options: { signal?: AbortSignal } = {}): Promise<CatalogItem[]> {
  if (ids.length === 0) return [];
  const { items } = await sharedHttp.get(CART_PATHS.productsByIds, {
    schema: catalogItemsSchema,
    query: { id: [...new Set(ids)] },
    timeoutMs: CART_TIMEOUT_MS,
    retries: 1,
    ...options,
  });
  return items;
}

/** §2 login check before "proceed": the server's session check (core/session.ts), which updates the `user` signal.
 * Rejects on failure (the caller then uses the checkout page). */
export async function checkLogin(): Promise<boolean> {
  return (await checkSession()).loggedIn;
}

/** §2 "Configured pages linked from quick buy", §6: the page "proceed" opens, once the cart has settled (checkout shows
 * what the bag showed): checkout for a logged-in shopper, checkout-login for a guest, checkout when the login check
 * fails (`loginError` says why; the caller reports it). */
export async function proceedDestination(): Promise<{ page: PageName; loginError?: unknown }> {
  await whenCartSettled().catch(() => undefined); // the checkout page reads the cart itself
  try {
    const loggedIn = await checkLogin();
    return { page: proceedTarget(loggedIn) };
  } catch (loginError) {
    return { page: proceedTarget(undefined), loginError };
  }
}

/** Items in the bag: the sum of the lines' quantities. */
export function itemCount(value: Pick<CartResponse, "orderItem">): number {
  return value.orderItem.reduce((sum, line) => sum + line.quantity, 0);
}

/** Quantity of one size SKU in the bag (every line of it). */
export function quantityInCart(value: Pick<CartResponse, "orderItem"> | null, productId: string): number {
  return (value?.orderItem ?? []).reduce((sum, line) => (line.productId === productId ? sum + line.quantity : sum), 0);
}
