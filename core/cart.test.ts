// The page's cart store (§7 Catalog and cart) against the fixture cart: zod-checked answers, the shared cart signal, the
// in-flight guard with an Idempotency-Key, every change the bag page makes, timeouts. Reconciliation by revision:
// cart-store.test.ts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { http as mock, HttpResponse, delay } from "msw";
import { server } from "../tests/unit/setup";
import { CASES } from "../fixtures/catalogue";
import { resetCarts } from "../fixtures/cart";
import {
  addToCart,
  applyCoupon,
  cartPending,
  checkLogin,
  clearCoupon,
  getProductsByIds,
  itemCount,
  loadCart,
  proceedDestination,
  quantityInCart,
  removeFromCart,
  setPackaging,
  setPickupInStore,
  updateCartLine,
  whenCartSettled,
} from "./cart";
import { on } from "./events";
import { cart, user } from "./store";

const sku = CASES.regular.sizes[0]!.productId;

beforeEach(() => resetCarts());
afterEach(async () => {
  if (cartPending.value) await whenCartSettled(); // a test's reconciling read may still be in flight
  cart.value = null;
  user.value = { ...user.value, loggedIn: false };
  server.events.removeAllListeners();
});

describe("core/cart", () => {
  it("add: the cart becomes the shared signal, and a vitrine:cart event says so", async () => {
    const events: unknown[] = [];
    const stop = on("cart", (detail) => events.push(detail));
    const next = await addToCart({ productId: sku, quantity: 2 });
    stop();
    expect(cart.value).toEqual(next);
    expect(itemCount(next)).toBe(2);
    expect(quantityInCart(next, sku)).toBe(2);
    expect(events).toEqual([{ reason: "add", itemCount: 2, revision: 1 }]);
  });

  it("a double add in flight sends one request, with an Idempotency-Key", async () => {
    const keys: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/cart/add")) keys.push(request.headers.get("idempotency-key"));
    });
    const [a, b] = await Promise.all([addToCart({ productId: sku, quantity: 1 }), addToCart({ productId: sku, quantity: 1 })]);
    expect(a).toBe(b);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/.{8,}/);
    expect(itemCount(cart.value!)).toBe(1);
  });

  it("remove by item id, load, products by ids, login check", async () => {
    const added = await addToCart({ productId: sku, quantity: 1 });
    expect((await loadCart()).orderItem).toHaveLength(1);
    const items = await getProductsByIds(added.orderItem.map((l) => l.productId));
    expect(items.map((i) => i.uniqueID)).toEqual([sku]);
    const removed = await removeFromCart(added.orderItem[0]!.orderItemId!);
    expect(removed.orderItem).toEqual([]);
    expect(cart.value?.orderItem).toEqual([]);
    expect(await checkLogin()).toBe(false);
    expect(await getProductsByIds([])).toEqual([]);
  });

  it("update, coupon (valid, invalid, cleared), pickup: each a new revision with the server's totals", async () => {
    const { orderItem } = await addToCart({ productId: sku, quantity: 1 });
    const line = orderItem[0]!.orderItemId!;
    expect(await updateCartLine(line, 2)).toMatchObject({ revision: 2, orderItem: [{ quantity: 2 }] });
    await expect(applyCoupon("NOPE")).rejects.toMatchObject({ status: 422, body: { error: "invalid coupon" } });
    expect(await applyCoupon("welcome10")).toMatchObject({ revision: 3, promotionCode: "WELCOME10" });
    expect(cart.value?.totalAdjustment).toBeLessThan(0);
    expect((await clearCoupon()).promotionCode).toBeUndefined();
    expect(await setPickupInStore(true)).toMatchObject({ revision: 5, pickupInStore: true });
    await expect(setPackaging("gift")).rejects.toMatchObject({ status: 400 }); // it: no packaging (§3 packaging.isEnabled)
    expect(await whenCartSettled()).toEqual(cart.value);
    expect(cartPending.value).toBe(false);
  });

  it("rejects an invalid cart response, which never reaches the signal: the server's cart is read instead", async () => {
    server.use(mock.post("*/cart/add", () => HttpResponse.json({ revision: 1, orderItem: [{ quantity: 1 }] })));
    await expect(addToCart({ productId: sku, quantity: 1 })).rejects.toMatchObject({ kind: "invalid-response" });
    expect(cart.value).toBeNull();
    expect(await whenCartSettled()).toMatchObject({ revision: 0, orderItem: [] });
  });

  it("a 409 carries the server's body (what is left)", async () => {
    await expect(addToCart({ productId: sku, quantity: 99 })).rejects.toMatchObject({
      kind: "status",
      status: 409,
      body: { availableQuantity: CASES.regular.sizes[0]!.qty },
    });
  });

  it("proceed (§2, §6): after the change in flight, checkout-login for a guest, checkout once logged in or when the check fails", async () => {
    const { orderItem } = await addToCart({ productId: sku, quantity: 1 });
    const order: string[] = [];
    const update = updateCartLine(orderItem[0]!.orderItemId!, 2).then(() => order.push("update answered"));
    const guest = proceedDestination().then((d) => (order.push("proceed"), d));
    expect(await guest).toEqual({ page: "checkout-login" });
    await update;
    expect(order).toEqual(["update answered", "proceed"]);
    server.use(mock.get("*/account/login-status", () => HttpResponse.json({ loggedIn: true })));
    expect(await proceedDestination()).toEqual({ page: "checkout" });
    expect(user.value.loggedIn).toBe(true);
    server.use(mock.get("*/account/login-status", () => HttpResponse.json({ error: "down" }, { status: 503 })));
    expect(await proceedDestination()).toMatchObject({ page: "checkout", loginError: { status: 503 } });
  });

  it("times out", async () => {
    server.use(mock.get("*/account/login-status", () => delay("infinite")));
    const { vi } = await import("vitest");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const check = checkLogin();
    const caught = check.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5001);
    vi.useRealTimers();
    expect(await caught).toMatchObject({ kind: "timeout" });
  });
});
