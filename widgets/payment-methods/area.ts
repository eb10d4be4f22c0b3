// The payment area on the server's fieldset: each provider through the one payment loader (core/checkout/payments.ts)
// once the checkout page is up (the method chosen at once, the others when chosen, the wallets for their readiness);
// the card's fields in their fixed slot; instalments that follow the bag's total; the wallets' buttons shown only once
// the browser or provider says so within the readiness time, in a box that keeps its size whatever shows. A provider
// that fails or times out says so, with a retry, and every other method stays usable. What the checkout form sees of
// it is core/checkout/seam.ts's `PaymentArea`.
import { effect } from "@preact/signals-core";
import { cart } from "../../core/cart";
import { loadPaymentProvider, walletReady, type PaymentAmount, type PaymentProviderClient } from "../../core/checkout/payments";
import { isWallet, paymentMethodsFor } from "../../core/checkout/rules";
import { checkoutForm, type PaymentArea, type PaymentChoice } from "../../core/checkout/seam";
import { errorMessage, reportError } from "../../core/errors";
import { config, textLocale } from "../../core/store";
import type { PaymentMethod } from "../../markets/markets";
import { paymentText, type PaymentTextKey } from "./messages";
import { expressNote, instalmentOptions, keptInstalments } from "./rules";

interface Provider {
  state: "loading" | "ready" | "failed";
  load: Promise<PaymentProviderClient>;
  client?: PaymentProviderClient;
}

export function createPaymentArea(fieldset: HTMLElement, status: HTMLElement): PaymentArea & { destroy(): void } {
  const text = (key: PaymentTextKey, vars?: Record<string, string | number>) => paymentText(textLocale.value, key, vars);
  const label = (method: PaymentMethod) => text(method);
  const offered = paymentMethodsFor(config.value.market);
  const radios = [...fieldset.querySelectorAll<HTMLInputElement>("input[type=radio][name=paymentMethod]")].filter((r) =>
    offered.includes(r.value as PaymentMethod),
  );
  const slotOf = (method: PaymentMethod) => fieldset.querySelector<HTMLElement>(`[data-provider-slot="${method}"]`);
  const instalments = fieldset.querySelector<HTMLSelectElement>("select[data-instalments]");
  const providers = new Map<PaymentMethod, Provider>();
  const undo: Array<() => void> = [];
  const slots = new Map<HTMLElement, Node[]>();
  let destroyed = false;

  const amount = (): PaymentAmount => ({
    amount: cart.value?.grandTotal ?? 0,
    currency: config.value.market.currencyISO,
    country: config.value.country,
  });
  const selected = () => radios.find((r) => r.checked)?.value as PaymentMethod | undefined;

  function keep(slot: HTMLElement): void {
    if (!slots.has(slot)) slots.set(slot, [...slot.childNodes]);
  }

  function say(message: string, retry?: () => void): void {
    status.replaceChildren(message);
    if (!retry) return;
    const button = Object.assign(document.createElement("button"), {
      type: "button",
      className: "vitrine-retry",
      textContent: text("retry"),
    });
    button.addEventListener("click", () => {
      status.replaceChildren();
      retry();
    });
    status.append(" ", button);
  }

  /** The card's slot: loading, the provider's fields, or the failure with a retry (its size is fixed by the page). */
  function showInSlot(method: PaymentMethod, content: "loading" | "failed" | PaymentProviderClient): void {
    const slot = slotOf(method);
    if (!slot || method !== "card") return;
    keep(slot);
    slot.replaceChildren();
    if (typeof content !== "string") return content.mount?.(slot);
    const line = Object.assign(document.createElement("p"), { className: "vitrine-status-line" });
    line.append(content === "loading" ? text("loading", { method: label(method) }) : text("loadFailed", { method: label(method) }));
    if (content === "failed") {
      const retry = Object.assign(document.createElement("button"), {
        type: "button",
        className: "vitrine-retry",
        textContent: text("retry"),
      });
      retry.addEventListener("click", () => {
        void load(method).catch(() => undefined);
        focusChoice();
      });
      line.append(retry);
    }
    slot.append(line);
  }

  function load(method: PaymentMethod): Promise<PaymentProviderClient> {
    const known = providers.get(method);
    if (known && known.state !== "failed") return known.load;
    const provider: Provider = { state: "loading", load: loadPaymentProvider(method, config.value) };
    providers.set(method, provider);
    if (!isWallet(method)) showInSlot(method, "loading");
    provider.load.then(
      (client) => {
        provider.state = "ready";
        provider.client = client;
        if (!destroyed && !isWallet(method)) showInSlot(method, client);
      },
      (error: unknown) => {
        provider.state = "failed";
        reportError({ source: "payments", message: `${method} could not be loaded: ${errorMessage(error)}`, cause: error });
        if (destroyed || isWallet(method)) return;
        showInSlot(method, "failed");
        if (selected() === method && method !== "card") say(text("loadFailed", { method: label(method) }), () => void load(method));
      },
    );
    return provider.load;
  }

  function choiceFor(method: PaymentMethod, withInstalments: boolean): PaymentChoice | null {
    const provider = providers.get(method);
    if (!provider || provider.state === "failed") return null;
    const count = withInstalments && instalments ? Number(instalments.value) : 0;
    return {
      method,
      ...(count >= 2 ? { instalments: count } : {}),
      tokenise: () => (provider.client ? provider.client.tokenise(amount()) : provider.load.then((client) => client.tokenise(amount()))),
      complete: (outcome) => provider.client?.complete?.(outcome),
    };
  }

  function focusChoice(): void {
    (radios.find((r) => r.checked) ?? radios[0])?.focus();
  }

  // The methods: the one chosen now, the others when chosen; a message of the area goes when the shopper acts in it.
  const chose = (event: Event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "paymentMethod" && offered.includes(target.value as PaymentMethod)) {
      status.replaceChildren();
      void load(target.value as PaymentMethod).catch(() => undefined);
    }
  };
  const typed = () => status.replaceChildren();
  fieldset.addEventListener("change", chose);
  fieldset.addEventListener("input", typed);
  undo.push(() => {
    fieldset.removeEventListener("change", chose);
    fieldset.removeEventListener("input", typed);
  });
  const first = selected();
  if (first) void load(first).catch(() => undefined);

  // Instalments follow the bag's total (§9: 8 at or under 5000, 10 above).
  if (instalments) {
    const server = [...instalments.options].map((o) => o.cloneNode(true));
    undo.push(
      effect(() => {
        const total = cart.value?.grandTotal;
        const language = textLocale.value;
        if (total === undefined) return;
        const options = instalmentOptions(total, config.value.market.instalments);
        const shown = [...instalments.options].map((o) => Number(o.value));
        if (shown.join() === options.join()) return;
        const kept = keptInstalments(Number(instalments.value), options);
        instalments.replaceChildren(
          ...options.map((n) =>
            Object.assign(document.createElement("option"), {
              value: String(n),
              textContent: n === 1 ? paymentText(language, "payInFull") : paymentText(language, "instalmentCount", { count: n }),
              selected: n === kept,
            }),
          ),
        );
      }),
      () => instalments.replaceChildren(...server),
    );
  }

  // The wallets: each loaded for its readiness; a button shows once it answers yes in time, and then stays.
  const express = fieldset.querySelector<HTMLElement>("[data-payment-express]");
  const note = express?.querySelector<HTMLElement>("[data-express-note]");
  const wallets = offered.filter(isWallet);
  if (express && note && wallets.length) {
    const serverNote = note.textContent;
    note.textContent = text("expressChecking");
    let shown = 0;
    let failed = 0;
    const answers = wallets.map(async (method) => {
      const button = express.querySelector<HTMLButtonElement>(`[data-wallet="${method}"]`);
      let client: PaymentProviderClient;
      try {
        client = await load(method);
      } catch {
        failed++;
        return;
      }
      if (!button || !(await walletReady(client, amount(), config.value.payments.walletReadinessMs)) || destroyed) return;
      shown++;
      note.hidden = true;
      button.hidden = false;
      const pay = () => {
        const choice = choiceFor(method, false);
        if (choice) void checkoutForm.value?.payWith(choice);
      };
      button.addEventListener("click", pay);
      undo.push(() => {
        button.removeEventListener("click", pay);
        button.hidden = true;
      });
    });
    void Promise.all(answers).then(() => {
      if (destroyed) return;
      const said = expressNote(shown, failed, wallets.length);
      if (said !== "none") note.textContent = text(said);
    });
    undo.push(() => {
      note.hidden = false;
      note.textContent = serverNote;
    });
  }

  return {
    choice() {
      const method = selected();
      return method ? choiceFor(method, method === "card") : null;
    },
    needsChoice() {
      const method = selected();
      say(
        method ? text("unavailableMethod", { method: label(method) }) : text("chooseMethod"),
        method ? () => void load(method) : undefined,
      );
      focusChoice();
    },
    declined() {
      say(text("declined"));
      focusChoice();
    },
    invalid(message) {
      say(message);
      const wrong = fieldset.querySelector<HTMLElement>("[aria-invalid=true]");
      if (wrong) wrong.focus();
      else focusChoice();
    },
    destroy() {
      destroyed = true;
      for (const client of providers.values()) client.client?.unmount?.();
      undo.reverse().forEach((fn) => fn());
      for (const [slot, nodes] of slots) slot.replaceChildren(...nodes);
      status.replaceChildren();
    },
  };
}
