// Exactly-once orders: the order client against a model order server written here (it takes one order
// per bag revision, replays what it answered for a key, and can hang, fail or lose an answer after acting). The named
// scenarios first, then a fast-check model run of random shoppers: double clicks, Enter + click, reloads, Back during
// a challenge, second tabs, timeouts, 500s, lost answers, declines and retries. 0 duplicate orders, and the bag is
// ordered once a clean attempt is made.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { createHttpClient } from "../http";
import { createOrderClient, type OrderClient, type OrderOutcome } from "./order";
import { createCheckoutSession, memoryStorage } from "./session";

const HOST = "http://shop.test";
const ENDPOINT = "/checkout/order";
const TIMEOUT_MS = 1000;

type Token = "ok" | "decline" | "challenge";
type Fault = "hang" | "fail500" | "lost";

/** The order server: a bag with a revision, orders, answers kept per Idempotency-Key, provider steps pending.
 * `trustsKeysAlone`: it orders every new key for the current bag (then the shopper's next bag): only the client's keys
 * stand between a retry and a second charge the shopper is never told of. Otherwise it also takes one order per bag
 * revision (a second tab is told of the order it already has). */
class ModelServer {
  constructor(private readonly trustsKeysAlone = false) {}
  revision = 1;
  bagFull = true;
  orders: Array<{ orderId: string; revision: number }> = [];
  requests = 0;
  private answered = new Map<string, { status: number; body: Record<string, unknown> }>();
  private pending = new Map<string, { revision: number; outcome?: "authorised" | "refused" }>();
  private faults: Fault[] = [];

  fail(fault: Fault): void {
    this.faults.push(fault);
  }
  clearFaults(): void {
    this.faults = [];
  }
  /** The shopper finished the provider's page for `orderRef`. */
  complete(orderRef: string, outcome: "authorised" | "refused"): void {
    const step = this.pending.get(orderRef);
    if (step) step.outcome = outcome;
  }
  /** Another device changed the bag. */
  changeBag(): void {
    this.revision++;
    this.bagFull = true;
  }
  orderOf(revision: number) {
    return this.orders.find((o) => o.revision === revision);
  }

  private place(revision: number): { status: number; body: Record<string, unknown> } {
    const orderId = `O${this.orders.length + 1}`;
    if (this.trustsKeysAlone) {
      if (revision !== this.revision) return { status: 409, body: { error: "cart-changed" } };
      this.orders.push({ orderId, revision });
      this.revision++;
      return { status: 200, body: { status: "placed", orderId } };
    }
    const done = this.orderOf(revision);
    if (done) return { status: 409, body: { error: "already-ordered", orderId: done.orderId } };
    if (revision !== this.revision || !this.bagFull) return { status: 409, body: { error: "cart-changed" } };
    this.orders.push({ orderId, revision });
    this.revision++;
    this.bagFull = false;
    return { status: 200, body: { status: "placed", orderId } };
  }

  private act(path: string, form: URLSearchParams): { status: number; body: Record<string, unknown> } {
    if (path.endsWith("/confirm")) {
      const step = this.pending.get(form.get("orderRef") ?? "");
      if (!step?.outcome) return { status: 409, body: { error: "cart-changed" } };
      return step.outcome === "refused" ? { status: 402, body: { error: "declined" } } : this.place(step.revision);
    }
    const revision = Number(form.get("cartRevision"));
    const token = form.get("paymentToken") as Token;
    if (token === "decline") return { status: 402, body: { error: "declined" } };
    if (token === "challenge") {
      const done = this.orderOf(revision);
      if (!this.trustsKeysAlone && (done || revision !== this.revision || !this.bagFull)) return this.place(revision);
      const orderRef = `P${this.pending.size + 1}`;
      this.pending.set(orderRef, { revision });
      return { status: 200, body: { status: "action", orderRef, url: `/stand-ins/challenge?ref=${orderRef}` } };
    }
    return this.place(revision);
  }

  readonly fetch = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    this.requests++;
    const key = new Headers(init?.headers).get("idempotency-key") ?? "";
    const fault = this.faults.shift();
    if (fault === "fail500") return Response.json({ error: "boom" }, { status: 500 });
    let answer = this.answered.get(key);
    if (!answer) {
      answer = this.act(new URL(String(url)).pathname, new URLSearchParams(String(init?.body ?? "")));
      if (answer.status < 500) this.answered.set(key, answer);
    }
    if (fault === "lost") throw new TypeError("connection reset");
    if (fault === "hang")
      return new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason), { once: true }));
    return Response.json(answer.body, { status: answer.status });
  };
}

/** One browser tab on the checkout page: its own sessionStorage, a fresh page (client) after each reload or Back. */
class Tab {
  readonly storage = memoryStorage();
  client!: OrderClient;
  constructor(private readonly server: ModelServer) {
    this.reload();
  }
  reload(): void {
    const http = createHttpClient(() => ({ serviceHost: HOST, cache: true }), this.server.fetch);
    this.client = createOrderClient({ http, session: createCheckoutSession(this.storage), timeoutMs: () => TIMEOUT_MS });
  }
  /** The page reads the bag's revision (core/cart.ts whenCartSettled) and places the order. */
  place(token: Token, method = "card", revision = this.server.revision): Promise<OrderOutcome> {
    return this.client.place(ENDPOINT, { paymentMethod: method, paymentToken: token, cartRevision: String(revision) });
  }
}

/** Runs `work` while the fake clock moves past any order timeout. */
async function settled<T>(work: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(TIMEOUT_MS + 1);
  return work;
}

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
afterEach(() => vi.useRealTimers());

describe("exactly-once orders: named scenarios", () => {
  it("double click and Enter + click: one request, one order, the same outcome", async () => {
    const server = new ModelServer();
    const tab = new Tab(server);
    const [a, b, c] = await settled(Promise.all([tab.place("ok"), tab.place("ok"), tab.place("ok")]));
    expect(server.requests).toBe(1);
    expect(a).toEqual({ kind: "placed", orderId: "O1" });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(server.orders).toHaveLength(1);
  });

  it("two tabs on the same bag: one order; the second tab is told it is placed", async () => {
    const server = new ModelServer();
    const [one, two] = [new Tab(server), new Tab(server)];
    const revision = server.revision;
    const first = await settled(one.place("ok", "card", revision));
    const second = await settled(two.place("ok", "card", revision));
    expect(first).toEqual({ kind: "placed", orderId: "O1" });
    expect(second).toEqual({ kind: "placed", orderId: "O1" });
    expect(server.orders).toHaveLength(1);
  });

  it("timeout, then retry after a reload: the same key, the answer already given, one order", async () => {
    const server = new ModelServer();
    const tab = new Tab(server);
    server.fail("hang");
    const revision = server.revision;
    expect((await settled(tab.place("ok", "card", revision))).kind).toBe("failed");
    expect(server.orders).toHaveLength(1); // the server did act
    tab.reload();
    expect(await settled(tab.place("ok", "card", revision))).toEqual({ kind: "placed", orderId: "O1" });
    expect(server.orders).toHaveLength(1);
  });

  it("a 500: the key is kept; the retry orders once", async () => {
    const server = new ModelServer();
    const tab = new Tab(server);
    server.fail("fail500");
    expect((await settled(tab.place("ok"))).kind).toBe("failed");
    expect(server.orders).toHaveLength(0);
    expect(await settled(tab.place("ok"))).toEqual({ kind: "placed", orderId: "O1" });
  });

  it("Back during the challenge, then place again: the same challenge; its return confirms one order", async () => {
    const server = new ModelServer();
    const tab = new Tab(server);
    const action = await settled(tab.place("challenge"));
    expect(action).toMatchObject({ kind: "action", orderRef: "P1" });
    tab.reload(); // Back from the challenge page
    expect(tab.client.pending()).toEqual({ orderRef: "P1", method: "card" });
    expect(await settled(tab.place("challenge"))).toEqual(action);
    server.complete("P1", "authorised");
    tab.reload(); // the provider sends the shopper back
    expect(await settled(tab.client.confirm(ENDPOINT, "P1"))).toEqual({ kind: "placed", orderId: "O1" });
    expect(await settled(tab.client.confirm(ENDPOINT, "P1"))).toEqual({ kind: "placed", orderId: "O1" }); // a reload of the return
    expect(server.orders).toHaveLength(1);
    expect(tab.client.pending()).toBeUndefined();
  });

  it("the challenge's confirmation answered nothing, then the shopper pays another way: the confirmation is asked again, its order reported, no second", async () => {
    const server = new ModelServer(true); // trusts the keys alone: a second key would be a second charge
    const tab = new Tab(server);
    await settled(tab.place("challenge", "card"));
    server.complete("P1", "authorised");
    tab.reload();
    server.fail("lost"); // the order is placed, its answer lost
    expect(await settled(tab.client.confirm(ENDPOINT, "P1"))).toMatchObject({ kind: "failed" });
    expect(await settled(tab.place("ok", "onlineWallet"))).toEqual({ kind: "placed", orderId: "O1" });
    expect(server.orders).toHaveLength(1);
  });

  it("a pending step abandoned for another method: a new attempt, still one order for the bag", async () => {
    const server = new ModelServer();
    const tab = new Tab(server);
    await settled(tab.place("challenge", "card"));
    expect(await settled(tab.place("ok", "onlineWallet"))).toEqual({ kind: "placed", orderId: "O1" });
    server.complete("P1", "authorised");
    expect(await settled(tab.client.confirm(ENDPOINT, "P1"))).toEqual({ kind: "placed", orderId: "O1" });
    expect(server.orders).toHaveLength(1);
  });

  it("decline, then retry at once: a new key (the decline is final), one order", async () => {
    const server = new ModelServer();
    const tab = new Tab(server);
    expect(await settled(tab.place("decline"))).toEqual({ kind: "declined" });
    expect(await settled(tab.place("ok"))).toEqual({ kind: "placed", orderId: "O1" });
    expect(server.orders).toHaveLength(1);
  });

  it("a refused challenge is a decline; the next try is a new attempt", async () => {
    const server = new ModelServer();
    const tab = new Tab(server);
    await settled(tab.place("challenge"));
    server.complete("P1", "refused");
    expect(await settled(tab.client.confirm(ENDPOINT, "P1"))).toEqual({ kind: "declined" });
    expect(tab.client.pending()).toBeUndefined();
    expect(await settled(tab.place("ok"))).toEqual({ kind: "placed", orderId: "O1" });
  });

  it("the bag changed meanwhile: refused, nothing ordered; the next try orders the new bag", async () => {
    const server = new ModelServer();
    const tab = new Tab(server);
    const seen = server.revision;
    server.changeBag();
    expect(await settled(tab.place("ok", "card", seen))).toEqual({ kind: "cart-changed" });
    expect(await settled(tab.place("ok"))).toEqual({ kind: "placed", orderId: "O1" });
    expect(server.orders).toEqual([{ orderId: "O1", revision: seen + 1 }]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The model run: random shoppers over 1–3 tabs.

interface World {
  server: ModelServer;
  tabs: Tab[];
  /** Each tab's last outcome. */
  outcomes: Map<Tab, OrderOutcome>;
  /** Every order a shopper was told of. */
  told: Set<string>;
}

type Step = (world: World) => Promise<void>;

const tabIndex = fc.nat({ max: 2 });
const token = fc.constantFrom<Token>("ok", "ok", "decline", "challenge");
const method = fc.constantFrom("card", "onlineWallet");

const steps: fc.Arbitrary<Step>[] = [
  // Place order, activated 1–3 times at once (double click, Enter + click); the page reads the bag first.
  fc.tuple(tabIndex, token, method, fc.integer({ min: 1, max: 3 })).map(([i, t, m, times]) => async (w: World) => {
    const tab = w.tabs[i % w.tabs.length]!;
    const revision = w.server.revision;
    const results = await settled(Promise.all(Array.from({ length: times }, () => tab.place(t, m, revision))));
    for (const result of results) expect(result).toEqual(results[0]);
    w.outcomes.set(tab, results[0]!);
  }),
  // The next request hangs, fails with a 500 or loses its answer.
  fc.constantFrom<Fault>("hang", "fail500", "lost").map((fault) => async (w: World) => w.server.fail(fault)),
  // The shopper finishes the provider's page (or refuses) and is sent back: the page confirms.
  fc
    .tuple(tabIndex, fc.constantFrom<"authorised" | "refused">("authorised", "authorised", "refused"))
    .map(([i, outcome]) => async (w: World) => {
      const tab = w.tabs[i % w.tabs.length]!;
      const pending = tab.client.pending();
      if (!pending) return;
      w.server.complete(pending.orderRef, outcome);
      tab.reload();
      w.outcomes.set(tab, await settled(tab.client.confirm(ENDPOINT, pending.orderRef)));
    }),
  // A reload, or Back (from a provider's page or the error page): the same tab, a fresh page.
  tabIndex.map((i) => async (w: World) => w.tabs[i % w.tabs.length]!.reload()),
  // Another device changes the bag (a new bag: it may be ordered once too).
  fc.constant(async (w: World) => w.server.changeBag()),
];
// A second (or third) tab on the same bag.
const newTab: fc.Arbitrary<Step> = fc.constant(async (w: World) => void (w.tabs.length < 3 && w.tabs.push(new Tab(w.server))));

function noDuplicates(server: ModelServer): void {
  const revisions = server.orders.map((o) => o.revision);
  expect(new Set(revisions).size, `orders ${JSON.stringify(server.orders)}`).toBe(revisions.length);
}

/** Runs random shoppers; returns how many orders were placed over all runs. */
async function shoppers(trustsKeysAlone: boolean, moves: fc.Arbitrary<Step>[], numRuns: number): Promise<number> {
  let ordersPlaced = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(fc.oneof(...moves), { minLength: 1, maxLength: 14 }), async (run) => {
      const server = new ModelServer(trustsKeysAlone);
      const world: World = { server, tabs: [new Tab(server)], outcomes: new Map(), told: new Set() };
      for (const step of run) {
        await step(world);
        noDuplicates(server);
        for (const outcome of world.outcomes.values())
          if (outcome.kind === "placed") {
            expect(server.orders.map((o) => o.orderId)).toContain(outcome.orderId);
            world.told.add(outcome.orderId);
          }
      }
      // Liveness: no more faults; a shopper in the first tab pays by card (finishing a challenge still pending with
      // it) until the bag is ordered.
      server.clearFaults();
      const tab = world.tabs[0]!;
      tab.reload();
      const bag = server.revision;
      const wasFull = server.bagFull;
      // A lost answer may have been a decline: its replay is the decline, and the shopper tries once more.
      let last = await settled(tab.place("ok", "card", bag));
      for (let tries = 0; tries < 2 && last.kind !== "placed"; tries++) {
        if (last.kind === "action") {
          server.complete(last.orderRef, "authorised");
          last = await settled(tab.client.confirm(ENDPOINT, last.orderRef));
        } else last = await settled(tab.place("ok", "card", bag));
      }
      // Placed: this bag, or the order an unanswered earlier try of this tab had already placed (its replay).
      if (wasFull) {
        expect(last.kind).toBe("placed");
        expect(server.orders.map((o) => o.orderId)).toContain((last as { orderId: string }).orderId);
      }
      if (last.kind === "placed") world.told.add(last.orderId);
      noDuplicates(server);
      // No charge the shopper never learnt of: an order placed by a try whose answer was lost is the one a retry
      // (same key) reports, never one beside a second.
      if (trustsKeysAlone)
        expect(
          server.orders.filter((o) => !world.told.has(o.orderId)),
          "orders never reported",
        ).toEqual([]);
      ordersPlaced += server.orders.length;
    }),
    { numRuns },
  );
  return ordersPlaced;
}

describe("exactly-once orders: random shoppers against the model server (250 runs each)", () => {
  it("one tab, a server that trusts the keys alone: 0 duplicate orders; a clean attempt orders the bag", async () => {
    expect(await shoppers(true, steps, 250)).toBeGreaterThanOrEqual(250);
  });

  it("1–3 tabs on one bag, a server that takes one order per bag: 0 duplicate orders", async () => {
    expect(await shoppers(false, [...steps, newTab], 250)).toBeGreaterThanOrEqual(250);
  });
});
