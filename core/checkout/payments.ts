// The one payment loader, and the client every payment provider offers the checkout. A provider's script enters the
// page only through here, on top of core/script-loader.ts (https or same-origin, its Trusted Types policy, one load per
// URL): only when the payment area asks (the checkout page, never before), only for a method the market offers, within
// the configuration's `scriptTimeoutMs` (§9 "Timings": the payment widget's 5000 ms). Each script registers its client
// as `window.vitrinePayments[method]`; the fixtures' stand-ins do (fixtures/payment-stand-ins.ts), and a real provider
// plugs in with an adapter script that maps its SDK onto `PaymentProviderClient`. The client is set up with the
// configuration's environment (§9 "test") and 3-D Secure (§9 off).
import type { PaymentMethod } from "../../markets/markets";
import type { SiteConfig } from "../config";
import { loadScript, ScriptLoadError } from "../script-loader";
import { paymentMethodsFor } from "./rules";

export interface PaymentAmount {
  /** The bag's grand total, as the server gave it. */
  amount: number;
  currency: string;
  country: string;
}

export interface ProviderSettings {
  environment: "test" | "live";
  threeDSecure: boolean;
  language: string;
  country: string;
  currency: string;
}

/** What the checkout asks of a payment provider (availability, tokenise, confirm); the order server does the rest
 * (charge, decline, 3-D Secure challenge). */
export interface PaymentProviderClient {
  init(settings: ProviderSettings): void;
  /** Wallets: whether the shopper can pay with it here (the browser's Payment Request or the provider's readiness). */
  isAvailable?(request: PaymentAmount): Promise<boolean>;
  /** Card: draws the provider's own fields into `container` (no field of theirs has a name in our form). */
  mount?(container: HTMLElement): void;
  unmount?(): void;
  /** The token of what the shopper chose or typed; rejects with `{ code: "cancelled" | "invalid", message }`.
   * Methods that finish on the provider's page answer at once (the order answer sends the shopper there). */
  tokenise(request: PaymentAmount): Promise<{ token: string }>;
  /** Wallets: closes their sheet with the order's outcome. */
  complete?(outcome: "success" | "fail"): void;
}

declare global {
  interface Window {
    vitrinePayments?: Partial<Record<PaymentMethod, PaymentProviderClient>>;
  }
}

export type PaymentLoadFailure = "not-offered" | "not-configured" | ScriptLoadError["kind"];

export class PaymentLoadError extends Error {
  override readonly name = "PaymentLoadError";
  constructor(
    readonly method: PaymentMethod,
    readonly kind: PaymentLoadFailure,
    detail: string,
  ) {
    super(`${method}: ${detail}`);
  }
}

const registered = (method: PaymentMethod): PaymentProviderClient | undefined => {
  const client = window.vitrinePayments?.[method];
  return client && typeof client.init === "function" && typeof client.tokenise === "function" ? client : undefined;
};
const initialised = new WeakSet<PaymentProviderClient>();

/** Loads the provider of `method` (once; a failed load may be tried again) and sets it up. */
export async function loadPaymentProvider(method: PaymentMethod, config: SiteConfig): Promise<PaymentProviderClient> {
  if (!paymentMethodsFor(config.market).includes(method))
    throw new PaymentLoadError(method, "not-offered", `not offered in ${config.country}`);
  const url = config.payments.scripts[method];
  if (!url) throw new PaymentLoadError(method, "not-configured", "no provider script configured (payments.scripts)");
  try {
    await loadScript(url, { timeoutMs: config.scriptTimeoutMs, provides: () => registered(method) !== undefined });
  } catch (error) {
    throw error instanceof ScriptLoadError ? new PaymentLoadError(method, error.kind, error.message) : error;
  }
  const client = registered(method)!;
  if (!initialised.has(client)) {
    client.init({
      environment: config.payments.environment,
      threeDSecure: config.payments.threeDSecure,
      language: config.language,
      country: config.country,
      currency: config.market.currencyISO,
    });
    initialised.add(client);
  }
  return client;
}

/** A wallet's readiness, answered within `ms` or taken as "no" (a wallet is never shown late, then hidden). */
export function walletReady(client: PaymentProviderClient, request: PaymentAmount, ms: number): Promise<boolean> {
  if (typeof client.isAvailable !== "function") return Promise.resolve(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const answer = Promise.resolve()
    .then(() => client.isAvailable!(request))
    .then(
      (ready) => ready === true,
      () => false,
    );
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
