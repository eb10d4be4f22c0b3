// What a lookup shows, built by hand into the result region (no React): the tracked order, the return form of a found
// order, the registered return, the hand-over to the return portal. The fixture server draws the same markup for a
// page without JavaScript (fixtures/server/screens/guest-order.ts). Every server string goes in as text.
import { h } from "../../core/dom";
import { formatDate, formatNumber } from "../../core/format";
import type { MarketConfig } from "../../markets/markets";
import type { ReturnableOrder, TrackedOrder } from "./answers";
import type { GuestTextKey } from "./messages";
import { RETURN_REASONS, hasReturnable, statusKey } from "./rules";

export interface ResultView {
  region: HTMLElement;
  market: MarketConfig;
  t: (key: GuestTextKey, vars?: Record<string, string | number>) => string;
}

const day = (iso: string, market: MarketConfig) => formatDate(new Date(`${iso}T00:00:00Z`), market);

/** Shows `content` in the region under the order's heading, and moves focus to that heading (it names the order). */
function show({ region, t }: ResultView, orderNumber: string, ...content: Node[]): void {
  const heading = h("h2", { tabindex: "-1", "data-guest-result-heading": true }, t("orderTitle", { number: orderNumber }));
  region.replaceChildren(heading, ...content);
  region.hidden = false;
  heading.focus();
}

const fact = (term: string, value: string) => h("div", {}, h("dt", {}, term), h("dd", {}, value));

function lineText(view: ResultView, name: string, quantity: number): Array<Node | string> {
  return [
    h("span", { class: "guest-order__name" }, name),
    " ",
    h("span", {}, view.t("quantity", { count: formatNumber(quantity, view.market) })),
  ];
}

/** track-guest: the order's status, date, shipment and lines. */
export function showTrackedOrder(view: ResultView, order: TrackedOrder): void {
  const { t, market } = view;
  const facts = h(
    "dl",
    { class: "guest-order__facts" },
    fact(t("status"), t(statusKey(order.status))),
    fact(t("placedOn"), day(order.placedOn, market)),
    order.shipment && fact(t("carrier"), order.shipment.carrier),
    order.shipment && fact(t("trackingNumber"), order.shipment.trackingNumber),
  );
  const lines = h("ul", { class: "guest-order__lines" }, ...order.lines.map((l) => h("li", {}, ...lineText(view, l.name, l.quantity))));
  show(view, order.orderNumber, facts, h("h3", {}, t("items")), lines);
}

export interface ReturnFormFields {
  action: string;
  email: string;
  back: string;
}

/** return-guest: the found order's return form (lines to choose, a reason), or why nothing can be returned; returns
 * the form to enhance, if any. */
export function showReturnForm(view: ResultView, order: ReturnableOrder, fields: ReturnFormFields): HTMLFormElement | undefined {
  const { t, market } = view;
  const until = order.returnBy ? h("p", {}, t("returnBy", { date: day(order.returnBy, market) })) : undefined;
  if (!hasReturnable(order)) {
    show(view, order.orderNumber, ...[until, h("p", {}, t("nothingToReturn"))].filter((n): n is HTMLElement => !!n));
    return undefined;
  }
  const items = order.lines.map((line) => {
    const id = `guest-return-item-${line.orderItemId}`;
    const open = line.returnableQuantity > 0;
    return h(
      "div",
      { class: "guest-order__item" },
      h("input", { type: "checkbox", id, name: "item", value: line.orderItemId, disabled: !open }),
      h("label", { for: id }, ...lineText(view, line.name, open ? line.returnableQuantity : line.quantity)),
      !open && h("span", { class: "guest-order__note" }, ` ${t("cannotReturn")}`),
    );
  });
  const reasons = RETURN_REASONS.map(({ value, key }) => h("option", { value }, t(key)));
  const form = h(
    "form",
    { method: "post", action: fields.action, "data-guest-return": true },
    h("input", { type: "hidden", name: "orderNumber", value: order.orderNumber }),
    h("input", { type: "hidden", name: "email", value: fields.email }),
    h("input", { type: "hidden", name: "back", value: fields.back }),
    h("div", { "data-form-summary": true, hidden: true }),
    h("fieldset", {}, h("legend", {}, t("itemsToReturn")), ...items),
    h(
      "div",
      { class: "form-field" },
      h("label", { for: "guest-return-reason" }, t("reason")),
      h("select", { id: "guest-return-reason", name: "reason", required: true }, h("option", { value: "" }, t("chooseReason")), ...reasons),
      h("p", { class: "vitrine-field__error", "data-error-for": "reason" }),
    ),
    h("p", { class: "vitrine-form__status", "data-form-status": true, role: "status" }),
    h("button", { type: "submit" }, t("requestReturn")),
  ) as HTMLFormElement;
  show(view, order.orderNumber, ...[until, form].filter((n): n is HTMLElement => !!n));
  return form;
}

/** return-guest: the registered return. */
export function showReturnCreated(view: ResultView, orderNumber: string, returnNumber: string): void {
  show(view, orderNumber, h("p", { "data-guest-return-created": true }, view.t("returnCreated", { number: returnNumber })));
}

/** return-guest with the portal mapping: the way on to the portal (the page goes there itself). */
export function showPortalLink({ region, t }: ResultView, href: string): void {
  const link = h("a", { href, "data-guest-portal-link": true }, t("toPortal"));
  region.replaceChildren(h("p", {}, t("opening"), " ", link));
  region.hidden = false;
}
