// Placing the order (the form core's `send`, after every field checked): the payment area's choice is tokenised first,
// in the shopper's own activation (a wallet's sheet needs it), then the bag is awaited settled (core/cart.ts), then the
// order client places it exactly once (core/checkout/order.ts). Each outcome ends in a stated, recoverable place:
// placed → the thank-you page; the provider's page (challenge, approval) → there, and back here to confirm;
// declined → said in the payment area, pay again at once; the bag changed → the summary reloaded and said so; fields
// refused → marked; outcome unknown (timeout, 5xx) → the error page, the same key and everything typed kept.
import { whenCartSettled } from "../../core/cart";
import { createOrderClient, type OrderOutcome } from "../../core/checkout/order";
import { providerPageUrl, stepUrl } from "../../core/checkout/page";
import { paymentArea, type PaymentChoice } from "../../core/checkout/seam";
import { createCheckoutSession, tabStorage, type CheckoutSession } from "../../core/checkout/session";
import { errorMessage, reportError } from "../../core/errors";
import { http } from "../../core/http";
import { sameOriginPath } from "../../core/safe-url";
import { config, textLocale } from "../../core/store";
import type { EnhancedForm } from "../../core/forms/form";
import { checkoutText, type CheckoutTextKey } from "./messages";
import { draftOf, orderBody } from "./rules";
import type { Summary } from "./summary";

/** Where the provider sends the shopper back: this page, with `paymentReturn={orderRef}`. */
export const RETURN_PARAM = "paymentReturn";

export interface PlaceOrder {
  /** The form core's `send`: the chosen payment (or `wallet`'s, from its own button). */
  send(values: Record<string, string>, wallet?: PaymentChoice): Promise<void>;
  /** Back from the provider's page: confirms the order it was for. */
  confirmReturn(orderRef: string): Promise<void>;
}

interface Options {
  form: HTMLFormElement;
  status: HTMLElement;
  summary: Summary;
  enhanced: () => EnhancedForm | undefined;
  session?: CheckoutSession;
  /** Leaves the page (tests watch it). */
  navigate?: (url: string) => void;
}

export function placeOrder({
  form,
  status,
  summary,
  enhanced,
  session = createCheckoutSession(tabStorage()),
  navigate = (url) => location.assign(url),
}: Options): PlaceOrder {
  const orders = createOrderClient({ http, session, timeoutMs: () => config.value.checkout.orderTimeoutMs });
  const say = (key: CheckoutTextKey | "") => (status.textContent = key ? checkoutText(textLocale.value, key) : "");
  const endpoint = () => sameOriginPath(form.getAttribute("action") ?? "") ?? "/checkout/order";
  const page = () => location.pathname;
  /** Back from a provider's page, its order being confirmed: a place-order meanwhile would only replay its step. */
  let confirming = false;

  function leave(url: string | null): void {
    if (url) navigate(url);
    else reportError({ source: "checkout", message: "no page to go to for this market (a card provider is needed in ae, jp, tw)" });
  }

  async function settle(outcome: OrderOutcome, choice: PaymentChoice | undefined): Promise<void> {
    switch (outcome.kind) {
      case "placed":
        choice?.complete?.("success");
        session.clearDraft();
        say("confirming");
        return leave(stepUrl("thank-you", config.value, { order: outcome.orderId }));
      case "action": {
        choice?.complete?.("success");
        say("redirecting");
        return leave(providerPageUrl(outcome.url, config.value));
      }
      case "declined":
        choice?.complete?.("fail");
        say("");
        return paymentArea.value?.declined();
      case "cart-changed":
        choice?.complete?.("fail");
        await summary.reload();
        return void say("bagChanged");
      case "rejected":
        choice?.complete?.("fail");
        say("");
        return enhanced()?.reject(new Map(Object.entries(outcome.fields).map(([name, message]) => [name, message.trim() || undefined])));
      case "failed":
        choice?.complete?.("fail");
        reportError({
          source: "checkout",
          message: `the order's outcome is unknown: ${errorMessage(outcome.error)}`,
          cause: outcome.error,
        });
        say("orderFailed");
        return leave(stepUrl("error", config.value));
    }
  }

  return {
    send(values, wallet) {
      if (confirming) return Promise.resolve();
      const choice = wallet ?? paymentArea.value?.choice();
      if (!choice) {
        paymentArea.value?.needsChoice();
        return Promise.resolve();
      }
      session.saveDraft(draftOf(values));
      say("placing");
      // First, in this task: a wallet's sheet opens only within the shopper's activation.
      const token = choice.tokenise();
      return (async () => {
        let paid: { token: string };
        try {
          paid = await token;
        } catch (error) {
          say("");
          const { code, message } = (error ?? {}) as { code?: string; message?: string };
          if (code === "invalid") return paymentArea.value?.invalid(message ?? "");
          if (code !== "cancelled") paymentArea.value?.needsChoice();
          return;
        }
        let revision: number;
        try {
          const bag = await whenCartSettled();
          if (bag.orderItem.length === 0 && !orders.unfinished()) {
            choice.complete?.("fail");
            return void say("bagEmpty");
          }
          revision = bag.revision;
        } catch {
          choice.complete?.("fail");
          return void say("bagFailed");
        }
        const body = orderBody(values, { method: choice.method, token: paid.token, instalments: choice.instalments }, revision, page());
        await settle(await orders.place(endpoint(), body), choice);
      })();
    },
    async confirmReturn(orderRef) {
      confirming = true;
      say("confirming");
      try {
        await settle(await orders.confirm(endpoint(), orderRef), undefined);
      } finally {
        confirming = false;
      }
    },
  };
}
