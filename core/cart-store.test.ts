// The cart store's reconciliation (core/cart.ts) against a model server whose answers the test delivers when it likes:
// late and reordered answers never overwrite a newer cart, overlapping changes end in one read, a failed or timed-out
// change ends in the server's cart, joined intents send one request; then fast-check's scheduler delivers random
// add/update/remove sequences in any order, with failures, and the cart shown always ends equal to the server's.
import { afterEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { effect, signal } from "@preact/signals-core";
import { createCartStore, type CartStore } from "./cart";
import type { CartResponse } from "./entities";
import { on, type VitrineEvents } from "./events";
import { createHttpClient } from "./http";

// --- a model server: the cart and its revision, as the fixture backend keeps them --------------------------------

interface Line {
  orderItemId: string;
  productId: string;
  quantity: number;
}

const UNIT_PRICE = 100;

function modelServer() {
  const state = { revision: 0, next: 1, lines: [] as Line[], coupon: undefined as string | undefined };
  const answered = new Map<string, unknown>();
  const cart = () => {
    const orderItem = state.lines.map((l) => ({ ...l, orderItemPrice: l.quantity * UNIT_PRICE }));
    const total = orderItem.reduce((sum, l) => sum + l.orderItemPrice, 0);
    return {
      revision: state.revision,
      orderItem,
      totalProductPrice: total,
      grandTotal: total,
      ...(state.coupon ? { promotionCode: state.coupon } : {}),
    };
  };
  /** Applies one request; a change that succeeds numbers the cart anew. */
  function handle(method: string, path: string, body: URLSearchParams, key: string | null): { status: number; body: unknown } {
    if (method === "GET") return { status: 200, body: cart() };
    if (key && answered.has(key)) return { status: 200, body: answered.get(key) };
    const line = state.lines.find((l) => l.orderItemId === body.get("orderItemId"));
    const quantity = Number(body.get("quantity"));
    if (path === "/cart/add") {
      const same = state.lines.find((l) => l.productId === body.get("productId"));
      if (same) same.quantity += quantity;
      else state.lines.push({ orderItemId: `OI${state.next++}`, productId: body.get("productId")!, quantity });
    } else if (path === "/cart/update") {
      if (!line) return { status: 404, body: { error: "unknown orderItemId" } };
      line.quantity = quantity;
    } else if (path === "/cart/remove") {
      if (!line) return { status: 404, body: { error: "unknown orderItemId" } };
      state.lines.splice(state.lines.indexOf(line), 1);
    } else if (path === "/cart/coupon") {
      if (body.get("code") !== "OK") return { status: 422, body: { error: "invalid coupon" } };
      state.coupon = "OK";
    } else return { status: 404, body: {} };
    state.revision++;
    const answer = cart();
    if (key) answered.set(key, answer);
    return { status: 200, body: answer };
  }
  return { state, cart, handle };
}

type Server = ReturnType<typeof modelServer>;

function parse(url: string, init: RequestInit | undefined) {
  return {
    method: init?.method ?? "GET",
    path: new URL(url).pathname,
    body: new URLSearchParams(typeof init?.body === "string" ? init.body : ""),
    key: new Headers(init?.headers).get("idempotency-key"),
  };
}

const respond = ({ status, body }: { status: number; body: unknown }) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const settings = () => ({ serviceHost: "http://shop.test/", cache: true });

interface Call {
  method: string;
  path: string;
  key: string | null;
  /** The answer reaches the client. */
  deliver(): void;
  /** The answer is lost on the way (the server has applied the request). */
  lose(): void;
}

/** The server applies each request as it arrives (in the order sent); the test delivers the answers. GETs answer at
 * once unless `holdReads`. */
function harness({ holdReads = false } = {}) {
  const server = modelServer();
  const calls: Call[] = [];
  const fetchImpl = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = parse(String(url), init);
    const result = server.handle(request.method, request.path, request.body, request.key);
    if (request.method === "GET" && !holdReads) return Promise.resolve(respond(result));
    return new Promise((resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      calls.push({ ...request, deliver: () => resolve(respond(result)), lose: () => reject(new TypeError("Failed to fetch")) });
    });
  };
  const cart = signal<CartResponse | null>(null);
  const fetchSpy = vi.fn(fetchImpl);
  const store = createCartStore({ http: createHttpClient(settings, fetchSpy as typeof fetch), cart });
  const reads = () => fetchSpy.mock.calls.filter(([, init]) => (init?.method ?? "GET") === "GET").length;
  const shown: number[] = [];
  effect(() => void (cart.value && shown.push(cart.value.revision)));
  return { server, calls, cart, store, reads, shown };
}

async function seed(h: ReturnType<typeof harness>, lines: number): Promise<void> {
  for (let i = 0; i < lines; i++) {
    const added = h.store.addToCart({ productId: `P${i}`, quantity: 1 });
    h.calls.at(-1)!.deliver();
    await added;
  }
  h.calls.length = 0;
}

afterEach(() => vi.useRealTimers());

describe("cart store: revisions", () => {
  it("answers in order: each is shown, and no extra read", async () => {
    const h = harness();
    await seed(h, 2);
    const a = h.store.updateCartLine("OI1", 2);
    const b = h.store.updateCartLine("OI2", 3);
    h.calls[0]!.deliver();
    await a;
    h.calls[1]!.deliver();
    await b;
    await h.store.whenCartSettled();
    expect(h.shown).toEqual([1, 2, 3, 4]);
    expect(h.reads()).toBe(0);
    expect(h.cart.value).toEqual(h.server.cart());
  });

  it("a late answer (an older revision) never overwrites the newer cart; one read follows the last answer", async () => {
    const h = harness({ holdReads: true });
    await seed(h, 2);
    const older = h.store.updateCartLine("OI1", 2); // revision 3
    const newer = h.store.updateCartLine("OI2", 3); // revision 4
    h.calls[1]!.deliver();
    expect(await newer).toMatchObject({ revision: 4 });
    expect(h.reads()).toBe(0); // one change still in flight: no read yet
    h.calls[0]!.deliver();
    expect(await older, "the late answer's caller gets the newer cart shown").toMatchObject({ revision: 4 });
    expect(h.shown).toEqual([1, 2, 4]);
    expect(h.store.cartPending.value, "the reconciling read is in flight").toBe(true);
    expect(h.reads()).toBe(1);
    h.calls.at(-1)!.deliver();
    expect(await h.store.whenCartSettled()).toEqual(h.server.cart());
    expect(h.store.cartPending.value).toBe(false);
    expect(h.reads()).toBe(1);
  });

  it("three overlapping changes answered out of order end in exactly one read", async () => {
    const h = harness();
    await seed(h, 3);
    const changes = [h.store.updateCartLine("OI1", 4), h.store.removeFromCart("OI2"), h.store.updateCartLine("OI3", 2)];
    for (const i of [2, 0, 1]) h.calls[i]!.deliver();
    await Promise.all(changes);
    const settled = await h.store.whenCartSettled();
    expect(h.reads()).toBe(1);
    expect(settled).toEqual(h.server.cart());
    expect(settled.orderItem.map((l) => [l.orderItemId, l.quantity])).toEqual([
      ["OI1", 4],
      ["OI3", 2],
    ]);
    expect(h.shown, "never an older cart after a newer one").toEqual([1, 2, 3, 6]);
  });

  it("a read started before a change and answered after it is ignored", async () => {
    const h = harness({ holdReads: true });
    await seed(h, 1);
    const read = h.store.loadCart(); // revision 1 at the server when it is read
    const update = h.store.updateCartLine("OI1", 5); // revision 2
    h.calls[1]!.deliver();
    await update;
    h.calls[0]!.deliver();
    expect(await read).toMatchObject({ revision: 2 });
    h.calls.at(-1)?.deliver(); // the reconciling read
    expect(await h.store.whenCartSettled()).toEqual(h.server.cart());
    expect(h.cart.value?.orderItem[0]?.quantity).toBe(5);
  });
});

describe("cart store: failures end in a defined state", () => {
  it("a refused change rejects for its caller, and the cart is read once: the server's, nothing pending", async () => {
    const h = harness();
    await seed(h, 1);
    const refused = h.store.updateCartLine("OI9", 2);
    h.calls[0]!.deliver();
    await expect(refused).rejects.toMatchObject({ kind: "status", status: 404 });
    expect(await h.store.whenCartSettled()).toEqual(h.server.cart());
    expect(h.reads()).toBe(1);
    expect(h.store.cartPending.value).toBe(false);
  });

  it("a change that times out after the server applied it: the read shows what the server did", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const h = harness();
    await seed(h, 1);
    const update = h.store.updateCartLine("OI1", 3);
    const caught = update.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(8001);
    expect(await caught).toMatchObject({ kind: "timeout" });
    vi.useRealTimers();
    expect(await h.store.whenCartSettled()).toMatchObject({ revision: 2, orderItem: [{ orderItemId: "OI1", quantity: 3 }] });
    expect(h.reads()).toBe(1);
  });

  it("a lost answer (network error) ends in the server's cart too", async () => {
    const h = harness();
    await seed(h, 1);
    const remove = h.store.removeFromCart("OI1");
    h.calls[0]!.lose();
    await expect(remove).rejects.toMatchObject({ kind: "network" });
    expect(await h.store.whenCartSettled()).toMatchObject({ revision: 2, orderItem: [] });
  });

  it("a reconciling read that fails is reported; whenCartSettled reads again, and rejects when that fails too", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); // the read's retry waits a back-off
    const h = harness({ holdReads: true });
    await seed(h, 1);
    const errors: VitrineEvents["error"][] = [];
    const stop = on("error", (e) => errors.push(e));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = h.store.updateCartLine("OI9", 2);
    h.calls[0]!.deliver();
    await expect(refused).rejects.toMatchObject({ status: 404 });
    h.calls[1]!.lose(); // the read, then its one retry, are lost
    await vi.advanceTimersByTimeAsync(1000);
    h.calls[2]!.lose();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(errors).toEqual([expect.objectContaining({ source: "cart" })]);
    expect(h.store.cartPending.value).toBe(false);
    expect(h.cart.value, "the cart shown stays the last the server answered").toMatchObject({ revision: 1 });

    const settled = h.store.whenCartSettled();
    await vi.advanceTimersByTimeAsync(0);
    h.calls[3]!.deliver();
    expect(await settled).toEqual(h.server.cart());

    const failing = h.store.whenCartSettled();
    expect(await failing, "confirmed: no read needed").toEqual(h.server.cart());
    expect(h.calls).toHaveLength(4);
  });

  it("whenCartSettled rejects when the read it needs fails", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const h = harness({ holdReads: true });
    const settled = h.store.whenCartSettled().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    h.calls[0]!.lose();
    await vi.advanceTimersByTimeAsync(1000);
    h.calls[1]!.lose();
    expect(await settled).toMatchObject({ kind: "network" });
    expect(h.store.cartPending.value).toBe(false);
  });

  it("whenCartSettled reads the cart when none is known yet", async () => {
    const h = harness();
    expect(await h.store.whenCartSettled()).toEqual({ revision: 0, orderItem: [], totalProductPrice: 0, grandTotal: 0 });
  });
});

describe("cart store: keyed intents, pending, events", () => {
  it("a second activation of the same intent joins the request in flight (one request, one key); another intent does not", async () => {
    const h = harness();
    await seed(h, 1);
    const first = h.store.updateCartLine("OI1", 2);
    const again = h.store.updateCartLine("OI1", 2);
    const other = h.store.updateCartLine("OI1", 3);
    expect(again).toBe(first);
    expect(h.calls.map((c) => c.path)).toEqual(["/cart/update", "/cart/update"]);
    expect(h.calls[0]!.key).toMatch(/.{8,}/);
    expect(h.calls[1]!.key).not.toBe(h.calls[0]!.key);
    for (const call of h.calls) call.deliver();
    await Promise.all([first, other]);
    expect(h.cart.value?.orderItem[0]?.quantity).toBe(3);
  });

  it("cartPending is true from the first change until its reconciling read answers, then false", async () => {
    const h = harness({ holdReads: true });
    await seed(h, 2);
    const seen: boolean[] = [];
    effect(() => void seen.push(h.store.cartPending.value));
    const a = h.store.updateCartLine("OI1", 2);
    const b = h.store.updateCartLine("OI2", 2);
    h.calls[1]!.deliver();
    await b;
    h.calls[0]!.deliver();
    await a;
    expect(h.store.cartPending.value).toBe(true);
    h.calls[2]!.deliver();
    await h.store.whenCartSettled();
    expect(seen, "one true spell, no flicker between the last change and the read").toEqual([false, true, false]);
  });

  it("vitrine:cart says why, how many items and which revision, for every cart shown (never an ignored one)", async () => {
    const h = harness();
    const events: VitrineEvents["cart"][] = [];
    const stop = on("cart", (e) => events.push(e));
    await seed(h, 1);
    const a = h.store.updateCartLine("OI1", 3);
    const b = h.store.applyCoupon("OK");
    h.calls[1]!.deliver();
    await b;
    h.calls[0]!.deliver();
    await a;
    await h.store.whenCartSettled();
    stop();
    expect(events).toEqual([
      { reason: "add", itemCount: 1, revision: 1 },
      { reason: "coupon", itemCount: 3, revision: 3 },
    ]);
  });
});

// --- the property: random changes, answers in any order, failures ---------------------------------------------------

type Action =
  | { kind: "add"; productId: string; quantity: number }
  | { kind: "update"; line: number; quantity: number }
  | { kind: "remove"; line: number };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), productId: fc.constantFrom("A", "B", "C"), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("update" as const), line: fc.integer({ min: 1, max: 4 }), quantity: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant("remove" as const), line: fc.integer({ min: 1, max: 4 }) }),
);

function act(store: CartStore, action: Action): Promise<unknown> {
  if (action.kind === "add") return store.addToCart({ productId: action.productId, quantity: action.quantity });
  if (action.kind === "update") return store.updateCartLine(`OI${action.line}`, action.quantity);
  return store.removeFromCart(`OI${action.line}`);
}

/** Each request reaches the server and its answer comes back at moments the scheduler picks; `faults` decides, per
 * change, whether the server refuses it (503, nothing applied) or applies it and the answer is lost. */
function scheduledServer(s: fc.Scheduler, server: Server, faults: (n: number) => "none" | "refused" | "lost") {
  let n = 0;
  return async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = parse(String(url), init);
    const call = n++;
    const label = `${request.method} ${request.path} ${request.body}`;
    await s.schedule(Promise.resolve(), `arrives: ${label}`);
    const fault = request.method === "GET" ? "none" : faults(call);
    const result =
      fault === "refused"
        ? { status: 503, body: { error: "unavailable" } }
        : server.handle(request.method, request.path, request.body, request.key);
    await s.schedule(Promise.resolve(), `answers: ${label} (${fault})`);
    if (fault === "lost") throw new TypeError("Failed to fetch");
    return respond(result);
  };
}

describe("cart store: property (fast-check scheduler)", () => {
  it("random add/update/remove with reordered, delayed and failed answers: the cart shown ends equal to the server's", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(actionArb, { minLength: 1, maxLength: 10 }),
        fc.func(fc.constantFrom("none" as const, "none" as const, "refused" as const, "lost" as const)),
        async (s, actions, faults) => {
          const server = modelServer();
          const cart = signal<CartResponse | null>(null);
          const store = createCartStore({ http: createHttpClient(settings, scheduledServer(s, server, faults) as typeof fetch), cart });
          const shown: number[] = [];
          const stop = effect(() => void (cart.value && shown.push(cart.value.revision)));
          const done = actions.map((action) =>
            s.schedule(Promise.resolve(), `shopper: ${JSON.stringify(action)}`).then(() => act(store, action).catch(() => {})),
          );
          await s.waitFor(Promise.all(done));
          const settled = await s.waitFor(store.whenCartSettled());
          stop();
          expect(settled).toEqual(server.cart());
          expect(cart.value).toEqual(server.cart());
          expect(store.cartPending.value).toBe(false);
          expect(shown, "revisions shown only ever grow").toEqual([...new Set(shown)].sort((a, b) => a - b));
        },
      ),
      { numRuns: 200 },
    );
  });
});
