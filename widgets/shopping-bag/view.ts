// The cart shown, written into the server's bag markup by hand (no React). Each value the server drew carries it in
// `data-value`; a text is written only when its value changes, so hydration writes nothing and nothing moves.
import { itemCount } from "../../core/cart";
import type { CartResponse } from "../../core/entities";
import { focusItem } from "../../core/dom";
import { formatNumber, formatPrice } from "../../core/format";
import type { MarketConfig } from "../../markets/markets";
import type { BagTextKey } from "./messages";
import { quantityChoices, taxLines, type TaxLine } from "./rules";
import type { BagParts } from "./schema";

export type Text = (key: BagTextKey, vars?: Record<string, string | number>) => string;

export interface BagView {
  root: HTMLElement;
  parts: BagParts;
  market: MarketConfig;
  t: Text;
}

/** Writes `text()` into `el` when the value it shows is not `value` already (the server's text stays until then). */
export function show(el: Element | null | undefined, value: string, text: () => string): void {
  if (!el || el.getAttribute("data-value") === value) return;
  el.textContent = text();
  el.setAttribute("data-value", value);
}

/** The line elements the server drew, by orderItemId. */
export function lineElements(parts: BagParts): HTMLElement[] {
  return [...parts.lines.querySelectorAll<HTMLElement>("[data-bag-line]")];
}

export function quantitySelect(line: Element): HTMLSelectElement | null {
  return line.querySelector<HTMLSelectElement>("select[name=quantity]");
}

/** Offers 1…cap (and the line's quantity) and shows `quantity`: §4 "Quantity is capped to the available qty". */
export function offerQuantities(select: HTMLSelectElement, cap: number, quantity: number, market: MarketConfig): void {
  const choices = quantityChoices(cap, quantity);
  if (select.options.length !== choices.length) select.replaceChildren(...choices.map((n) => option(n, formatNumber(n, market))));
  select.value = String(quantity);
  select.setAttribute("data-value", String(quantity));
}

function option(value: number, label: string): HTMLOptionElement {
  const element = document.createElement("option");
  element.value = String(value);
  element.textContent = label;
  return element;
}

/** Shows the cart: counts, lines, summary, coupon, packaging and pickup. Returns whether the cart has lines the page
 * does not show (changed in another window). */
export function showBag(view: BagView, bag: CartResponse): boolean {
  const { root, parts, market, t } = view;
  const price = (amount: number) => formatPrice(amount, market);
  const count = itemCount(bag);
  show(root.querySelector("[data-bag-item-count]"), String(count), () => t("items", { count }));

  const shown = new Set<string>();
  for (const element of lineElements(parts)) {
    const line = bag.orderItem.find((l) => l.orderItemId === element.dataset["bagLine"]);
    if (!line) {
      dropLine(view, element);
      continue;
    }
    shown.add(element.dataset["bagLine"]!);
    show(element.querySelector("[data-bag-line-total]"), String(line.orderItemPrice), () => price(line.orderItemPrice));
    const select = quantitySelect(element);
    if (select && select.getAttribute("data-value") !== String(line.quantity))
      offerQuantities(select, select.options.length, line.quantity, market);
  }
  parts.empty.hidden = bag.orderItem.length > 0;
  parts.filled.hidden = bag.orderItem.length === 0;

  const row = (name: string) => parts.summary.querySelector<HTMLElement>(`[data-bag-row="${name}"]`);
  const subtotal = row("subtotal");
  show(subtotal?.querySelector("dt"), String(count), () => t("subtotal", { count }));
  show(subtotal?.querySelector("dd"), String(bag.totalProductPrice), () => price(bag.totalProductPrice));
  const adjustment = row("adjustment");
  if (adjustment) {
    const code = bag.promotionCode ?? "";
    adjustment.hidden = !code;
    show(adjustment.querySelector("dt"), code, () => t("discount", { code }));
    show(adjustment.querySelector("dd"), String(bag.totalAdjustment ?? 0), () => price(bag.totalAdjustment ?? 0));
  }
  showTaxes(parts, taxLines(market.taxConfiguration, bag), price);
  show(parts.total.querySelector("dd"), String(bag.grandTotal), () => price(bag.grandTotal));

  const removeCoupon = root.querySelector<HTMLElement>("form[data-bag-coupon-remove]");
  if (removeCoupon) removeCoupon.hidden = !bag.promotionCode;
  showChoice(root.querySelector("form[data-bag-packaging]"), bag.packaging);
  showChoice(root.querySelector("form[data-bag-pickup]"), String(bag.pickupInStore ?? false));
  return bag.orderItem.some((line) => !line.orderItemId || !shown.has(line.orderItemId));
}

/** §3 `taxConfiguration`: one row per tax line, drawn like the first row (the subtotal's), before the total. */
function showTaxes(parts: BagParts, lines: readonly TaxLine[], price: (amount: number) => string): void {
  const rows = [...parts.summary.querySelectorAll<HTMLElement>('[data-bag-row="tax"]')];
  lines.forEach((line, i) => {
    let row = rows[i];
    if (!row) {
      row = (parts.summary.querySelector("[data-bag-row]") ?? parts.total).cloneNode(false) as HTMLElement;
      row.setAttribute("data-bag-row", "tax");
      row.append(document.createElement("dt"), document.createElement("dd"));
      parts.total.before(row);
    }
    show(row.querySelector("dt"), line.label, () => line.label);
    show(row.querySelector("dd"), String(line.amount), () => price(line.amount));
  });
  for (const extra of rows.slice(lines.length)) extra.remove();
}

/** A radio group's form (`data-value` = the cart's choice): checks the cart's choice when it changed. */
function showChoice(form: HTMLFormElement | null, value: string | undefined): void {
  if (!form || value === undefined || form.getAttribute("data-value") === value) return;
  for (const radio of form.querySelectorAll<HTMLInputElement>("input[type=radio]")) radio.checked = radio.value === value;
  form.setAttribute("data-value", value);
}

/** Takes a line the cart no longer holds off the page; focus inside it goes to the next line, else the one before,
 * else the empty bag's message. */
function dropLine({ parts }: BagView, element: HTMLElement): void {
  if (element.contains(document.activeElement)) {
    const lines = lineElements(parts);
    const at = lines.indexOf(element);
    const next = lines[at + 1] ?? lines[at - 1];
    const target = next?.querySelector<HTMLElement>("a[href], select, button") ?? parts.empty;
    element.remove();
    parts.empty.hidden = next !== undefined; // before the focus: a hidden element takes none
    focusItem(target);
    return;
  }
  element.remove();
}
