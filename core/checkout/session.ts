// What one checkout keeps in the tab's sessionStorage, so it outlives a reload, Back, and a payment provider's redirect
// and return: the order attempt (its Idempotency-Key, and the payment step pending at the provider, if any) and the
// draft of what the shopper typed (kept across the error page; never a payment detail: the providers' fields have no
// name in the form). Where the storage cannot be used (a privacy mode), the page's memory keeps them instead.
import { z } from "../zod";

export interface PendingAction {
  /** The server's reference of the order waiting on the provider (a 3-D Secure challenge, an approval page). */
  orderRef: string;
  /** The payment method it waits with: paying another way starts a new attempt (unless its confirmation went out). */
  method: string;
  /** Its confirmation was sent and no answer said how it ended: it may have placed the order. */
  confirming?: boolean;
}

export interface OrderAttempt {
  key: string;
  pending?: PendingAction;
}

export type Draft = Record<string, string>;

const ATTEMPT = "vitrine:checkout-attempt";
const DRAFT = "vitrine:checkout-draft";

const attemptSchema = z.object({
  key: z.string().check(z.regex(/^[\w-]{8,128}$/)),
  pending: z.optional(
    z.object({ orderRef: z.string().check(z.regex(/^[\w-]{1,128}$/)), method: z.string(), confirming: z.optional(z.boolean()) }),
  ),
});
const draftSchema = z.record(z.string(), z.string());

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface CheckoutSession {
  attempt(): OrderAttempt | undefined;
  saveAttempt(attempt: OrderAttempt): void;
  /** The attempt is over (placed, or refused for good): the next order gets a new key. */
  endAttempt(): void;
  draft(): Draft | undefined;
  saveDraft(values: Draft): void;
  clearDraft(): void;
}

/** The tab's sessionStorage, or an in-memory stand-in when it cannot be used. */
export function tabStorage(): KeyValueStore {
  try {
    const storage = window.sessionStorage;
    const probe = "vitrine:probe";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function memoryStorage(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export function createCheckoutSession(storage: KeyValueStore): CheckoutSession {
  function read<T>(name: string, schema: z.ZodMiniType<T>): T | undefined {
    try {
      const parsed = schema.safeParse(JSON.parse(storage.getItem(name) ?? "null"));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
  function write(name: string, value: unknown): void {
    try {
      storage.setItem(name, JSON.stringify(value));
    } catch {
      // full or refused: the attempt lives as long as the page does
    }
  }
  return {
    attempt: () => read(ATTEMPT, attemptSchema),
    saveAttempt: (attempt) => write(ATTEMPT, attempt),
    endAttempt: () => storage.removeItem(ATTEMPT),
    draft: () => read(DRAFT, draftSchema),
    saveDraft: (values) => write(DRAFT, values),
    clearDraft: () => storage.removeItem(DRAFT),
  };
}

/** A new Idempotency-Key. */
export function newOrderKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
