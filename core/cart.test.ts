// The cart client (§7 Catalog and cart) against the fixture cart: zod-checked answers, the shared cart signal, the
// in-flight guard with an Idempotency-Key, timeouts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { http as mock, HttpResponse, delay } from "msw";
import { server } from "../tests/unit/setup";
import { CASES } from "../fixtures/catalogue";
import { resetCarts } from "../fixtures/cart";
import { addToCart, checkLogin, getProductsByIds, itemCount, loadCart, quantityInCart, removeFromCart } from "./cart";
import { on } from "./events";
import { cart } from "./store";

const sku = CASES.regular.sizes[0]!.productId;

beforeEach(() => resetCarts());
afterEach(() => {
  cart.value = null;
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
    expect(events).toEqual([{ reason: "add", itemCount: 2 }]);
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

  it("rejects an invalid cart response and leaves the signal alone", async () => {
    server.use(mock.post("*/cart/add", () => HttpResponse.json({ orderItem: [{ quantity: 1 }] })));
    await expect(addToCart({ productId: sku, quantity: 1 })).rejects.toMatchObject({ kind: "invalid-response" });
    expect(cart.value).toBeNull();
  });

  it("a 409 carries the server's body (what is left)", async () => {
    await expect(addToCart({ productId: sku, quantity: 99 })).rejects.toMatchObject({
      kind: "status",
      status: 409,
      body: { availableQuantity: CASES.regular.sizes[0]!.qty },
    });
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
