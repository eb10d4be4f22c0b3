// The order summary (§3 Cart response): the cart store's cart, every total the server's, rendered into the server's
// own summary (same rows, so hydration shifts nothing). While a change of the bag is in flight it says so (the order
// waits on the same settled cart, core/cart.ts `whenCartSettled`); a read that fails says so with a retry.
import { effect, signal } from "@preact/signals-core";
import { cart, cartPending, getProductsByIds, itemCount, loadCart, whenCartSettled } from "../../core/cart";
import type { CartResponse, CatalogItem } from "../../core/entities";
import { errorMessage, reportError } from "../../core/errors";
import { formatPrice } from "../../core/format";
import { config, textLocale } from "../../core/store";
import { checkoutText, type CheckoutTextKey } from "./messages";
import { summaryRows } from "./rules";

interface LineName {
  name: string;
  size: string;
}

const sizeOf = (item: CatalogItem) => item.attributes.find((a) => a.identifier === "SizeCode")?.values[0]?.value ?? "";

export interface Summary {
  /** Reads the cart again after a failure (the retry). */
  reload(): Promise<void>;
  destroy(): void;
}

export function mountSummary(summary: HTMLElement): Summary {
  const count = summary.querySelector<HTMLElement>("[data-summary-count]");
  const lines = summary.querySelector<HTMLElement>("[data-summary-lines]");
  const totals = summary.querySelector<HTMLElement>("[data-summary-totals]");
  const status = summary.querySelector<HTMLElement>("[data-summary-status]");
  const heading = summary.querySelector<HTMLElement>("h2");
  const server = { count: count?.textContent, lines: lines ? [...lines.childNodes] : [], totals: totals ? [...totals.childNodes] : [] };
  const failed = signal(false);
  // Names the server rendered, then what the catalog says of lines it did not know.
  const names = new Map<string, LineName>();
  for (const line of lines?.querySelectorAll<HTMLElement>("[data-line]") ?? [])
    names.set(line.dataset["line"]!, {
      name: line.querySelector(".checkout__line-name")?.textContent ?? "",
      size: line.querySelector(".checkout__line-meta")?.textContent?.split(" · ")[0] ?? "",
    });
  const known = signal(0); // bumped when names arrive
  const asking = new Set<string>();
  const text = (key: CheckoutTextKey, vars?: Record<string, number>) => checkoutText(textLocale.value, key, vars);
  const price = (amount: number) => formatPrice(amount, config.value.market, { checkout: true });
  let retry: HTMLButtonElement | undefined;

  function renderLines(bag: CartResponse): void {
    if (!lines) return;
    const missing = bag.orderItem.map((l) => l.productId).filter((id) => !names.has(id) && !asking.has(id));
    if (missing.length) {
      missing.forEach((id) => asking.add(id));
      getProductsByIds(missing).then(
        (items) => {
          for (const item of items)
            names.set(item.uniqueID, { name: item.name ?? item.mfPartNumber_ntk ?? item.uniqueID, size: sizeOf(item) });
          known.value++;
        },
        (error: unknown) =>
          reportError({ source: "checkout", message: `the bag's products could not be read: ${errorMessage(error)}`, cause: error }),
      );
    }
    const want = bag.orderItem.map((line) => {
      const named = names.get(line.productId);
      return {
        id: line.productId,
        name: named?.name ?? line.productId,
        meta: `${named?.size ?? ""} · ${text("quantity", { count: line.quantity })}`,
        price: price(line.orderItemPrice),
      };
    });
    const shown = [...lines.querySelectorAll<HTMLElement>("[data-line]")].map((li) => li.textContent);
    if (shown.join("\n") === want.map((l) => `${l.name} ${l.meta} ${l.price}`).join("\n")) return;
    lines.replaceChildren(
      ...want.map((line) => {
        const li = document.createElement("li");
        li.className = "checkout__line";
        li.dataset["line"] = line.id;
        const part = (className: string, value: string) => Object.assign(document.createElement("span"), { className, textContent: value });
        li.append(
          part("checkout__line-name", line.name),
          " ",
          part("checkout__line-meta", line.meta),
          " ",
          part("checkout__line-price", line.price),
        );
        return li;
      }),
    );
  }

  function renderTotals(bag: CartResponse): void {
    if (!totals) return;
    const rows = summaryRows(bag, config.value.country, config.value.market, (key) => text(key)).map((row) => ({
      ...row,
      shown: "amount" in row.value ? price(row.value.amount) : text(row.value.text),
    }));
    const current = [...totals.querySelectorAll<HTMLElement>("[data-total]")].map((r) => `${r.dataset["total"]}|${r.textContent}`);
    if (current.join("\n") === rows.map((r) => `${r.name}|${r.label}${r.shown}`).join("\n")) return;
    totals.replaceChildren(
      ...rows.map((row) => {
        const div = document.createElement("div");
        div.className = "checkout__total";
        div.dataset["total"] = row.name;
        div.append(
          Object.assign(document.createElement("dt"), { textContent: row.label }),
          Object.assign(document.createElement("dd"), { textContent: row.shown }),
        );
        return div;
      }),
    );
  }

  function renderStatus(): void {
    if (!status) return;
    const message = failed.value ? text("bagFailed") : cartPending.value ? text("updating") : "";
    if (status.firstChild?.textContent !== message || (failed.value && !retry) || (!failed.value && retry)) {
      retry?.remove();
      retry = undefined;
      status.replaceChildren(message);
      if (failed.value) {
        retry = Object.assign(document.createElement("button"), { type: "button", className: "vitrine-retry", textContent: text("retry") });
        retry.addEventListener("click", () => void reload().then(() => heading?.focus()));
        status.append(" ", retry);
      }
    }
  }

  async function reload(): Promise<void> {
    try {
      await whenCartSettled();
      failed.value = false;
    } catch (error) {
      failed.value = true;
      reportError({ source: "checkout", message: `the bag could not be read: ${errorMessage(error)}`, cause: error });
    }
  }

  if (heading) heading.tabIndex = -1;
  const stop = effect(() => {
    void known.value;
    const bag = cart.value;
    renderStatus();
    if (!bag) return;
    const items = itemCount(bag);
    const label = items ? text("items", { count: items }) : text("bagEmpty");
    if (count && count.textContent !== label) count.textContent = label;
    renderLines(bag);
    renderTotals(bag);
  });
  void reload();
  return {
    reload: () =>
      loadCart()
        .then(
          () => undefined,
          () => undefined,
        )
        .then(reload),
    destroy() {
      stop();
      if (count) count.textContent = server.count ?? "";
      lines?.replaceChildren(...server.lines);
      totals?.replaceChildren(...server.totals);
      status?.replaceChildren();
      if (heading) heading.removeAttribute("tabindex");
    },
  };
}
