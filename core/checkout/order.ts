// The order client: exactly one order however the shopper gets there. Every place-order and confirmation carries an
// Idempotency-Key; the place-order key is kept in sessionStorage (core/checkout/session.ts), so a reload, Back or a
// provider's redirect and return retry with the same key and the server answers what it already did. A second
// activation (double click, Enter + click, a wallet confirmed twice) joins the request in flight.
//
// The key lives until the outcome is known for good: placed (or another tab placed this bag), or refused (declined,
// the bag changed, fields rejected): nothing was ordered, so the next try is a new attempt. A timeout, a lost answer
// or a 5xx leaves the outcome unknown: the key stays, and the retry is answered with whatever the server did.
// Paying another way while a provider step is pending starts a new attempt; the server takes one order per bag
// (its cart revision), so an abandoned step can never become a second order.
//
// The calls (core/checkout/README.md; the spec leaves them unstated), form-encoded through core/http.ts:
//   POST {endpoint}          the form's fields, paymentMethod, paymentToken, instalments, cartRevision, returnUrl
//   POST {endpoint}/confirm  orderRef (after the provider's page sent the shopper back)
//   → 200 { status: "placed", orderId } | { status: "action", orderRef, url }
//   → 402 { error: "declined" } | 409 { error: "already-ordered", orderId } | 409 { error: "cart-changed" }
//   → 400 { fields: { name: message } }
import { z } from "../zod";
import { HttpError, type HttpClient } from "../http";
import { isPlainObject } from "../page-config";
import { newOrderKey, type CheckoutSession, type OrderAttempt } from "./session";

const id = z.string().check(z.regex(/^[\w-]{1,128}$/, "expected an id"));
export const orderAnswerSchema = z.union([
  z.object({ status: z.literal("placed"), orderId: id }),
  z.object({ status: z.literal("action"), orderRef: id, url: z.string().check(z.minLength(1)) }),
]);
type OrderAnswer = z.output<typeof orderAnswerSchema>;

export type OrderOutcome =
  | { kind: "placed"; orderId: string }
  /** The provider needs the shopper on its page (3-D Secure challenge, approval); they come back to `returnUrl`. */
  | { kind: "action"; orderRef: string; url: string }
  | { kind: "declined" }
  | { kind: "cart-changed" }
  | { kind: "rejected"; fields: Record<string, string> }
  /** Unknown outcome (timeout, network, 5xx, a malformed answer): retrying is safe, with the same key. */
  | { kind: "failed"; error: unknown };

export type OrderBody = Record<string, string>;

export interface OrderClient {
  /** Places the order (joins one in flight). `body.paymentMethod` decides whether a pending provider step goes on. */
  place(endpoint: string, body: OrderBody): Promise<OrderOutcome>;
  /** Finishes the order the provider sent the shopper back for. */
  confirm(endpoint: string, orderRef: string): Promise<OrderOutcome>;
  /** The provider step this tab's attempt waits on, if any. */
  pending(): OrderAttempt["pending"];
  /** This tab has an attempt whose outcome is not known for good (a retry must reach the server, whatever the bag
   * now shows: it may be the order that emptied it). */
  unfinished(): boolean;
}

export interface OrderClientOptions {
  http: HttpClient;
  session: CheckoutSession;
  /** Per call (§9 has none for orders: the configuration's `checkout.orderTimeoutMs`). */
  timeoutMs: () => number;
}

export const confirmPath = (endpoint: string): string => `${endpoint.replace(/\/+$/, "")}/confirm`;

export function createOrderClient({ http, session, timeoutMs }: OrderClientOptions): OrderClient {
  const inFlight = new Map<string, Promise<OrderOutcome>>();

  function settle(attempt: OrderAttempt, method: string, answer: OrderAnswer): OrderOutcome {
    if (answer.status === "placed") {
      session.endAttempt();
      return { kind: "placed", orderId: answer.orderId };
    }
    session.saveAttempt({ key: attempt.key, pending: { orderRef: answer.orderRef, method } });
    return { kind: "action", orderRef: answer.orderRef, url: answer.url };
  }

  function refused(error: unknown): OrderOutcome {
    const body = error instanceof HttpError && error.kind === "status" && isPlainObject(error.body) ? error.body : undefined;
    const status = error instanceof HttpError ? error.status : undefined;
    const orderId = typeof body?.["orderId"] === "string" ? body["orderId"] : undefined;
    let outcome: OrderOutcome | undefined;
    if (status === 402) outcome = { kind: "declined" };
    else if (status === 409 && body?.["error"] === "already-ordered" && orderId) outcome = { kind: "placed", orderId };
    else if (status === 409) outcome = { kind: "cart-changed" };
    else if ((status === 400 || status === 422) && isPlainObject(body?.["fields"]))
      outcome = { kind: "rejected", fields: Object.fromEntries(Object.entries(body["fields"]).map(([k, v]) => [k, String(v)])) };
    if (!outcome) return { kind: "failed", error };
    session.endAttempt();
    return outcome;
  }

  function send(key: string, path: string, body: OrderBody, onAnswer: (answer: OrderAnswer) => OrderOutcome): Promise<OrderOutcome> {
    const running = inFlight.get(key);
    if (running) return running;
    const request = http
      .post(path, { body, schema: orderAnswerSchema, headers: { "Idempotency-Key": key }, once: `order:${key}`, timeoutMs: timeoutMs() })
      .then(onAnswer, refused)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  const client: OrderClient = {
    place(endpoint, body) {
      const method = body["paymentMethod"] ?? "";
      let attempt = session.attempt();
      // A confirmation whose outcome is unknown may have placed the order: it is asked again (same key) first.
      if (attempt?.pending?.confirming) return client.confirm(endpoint, attempt.pending.orderRef);
      if (attempt?.pending && attempt.pending.method !== method) attempt = undefined;
      if (!attempt) session.saveAttempt((attempt = { key: newOrderKey() }));
      const current = attempt;
      return send(current.key, endpoint, body, (answer) => settle(current, method, answer));
    },
    confirm(endpoint, orderRef) {
      const attempt = session.attempt() ?? { key: newOrderKey() };
      const method = attempt.pending?.method ?? "";
      if (attempt.pending) session.saveAttempt({ ...attempt, pending: { ...attempt.pending, confirming: true } });
      return send(`confirm-${orderRef}`, confirmPath(endpoint), { orderRef }, (answer) => settle(attempt, method, answer));
    },
    pending: () => session.attempt()?.pending,
    unfinished: () => session.attempt() !== undefined,
  };
  return client;
}
