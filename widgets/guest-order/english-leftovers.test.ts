// The no-English-left rule for the guest order pages: in every non-English market the pages' server texts and everything the
// widget writes (a found order, not found, a failure, a slowed lookup, the return form, a registered return) speak the
// market's language. The English texts are written out; order data (names, carrier, tracking numbers) is left out.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
import { NON_ENGLISH_MARKETS, englishIn, shownText } from "../../tests/unit/english";
import { markets } from "../../markets/markets";
import { GUEST_ORDERS, resetGuestOrders } from "../../fixtures/guest-orders";
import { guestOrderHtml } from "../../fixtures/server/screens/guest-order";
import { widgets } from "../registry";
import { navigation } from "./index";

const ENGLISH = [
  "Track your order",
  "Make a return",
  "Enter your order number",
  "Order number",
  "Email",
  "Track order",
  "Find my order",
  "Continue to the return portal",
  "Order found",
  "We could not find",
  "The service is not available",
  "Too many attempts",
  "You can try again",
  "Order",
  "Status",
  "Placed on",
  "Shipped",
  "Carrier",
  "Tracking number",
  "Items",
  "Quantity",
  "Returns are accepted until",
  "Items to return",
  "Reason for the return",
  "Choose a reason",
  "Size or fit",
  "Request the return",
  "Your return",
  "is registered",
];

// Words the market's language shares with English.
const SAME_WORD: Partial<Record<string, string[]>> = { it: ["Email"] };

const entry = widgets.find((w) => w.name === "guest-order")!;
const root = () => document.querySelector("[data-guest-order]");
const isData = (element: Element) => element.matches(".guest-order__name");
const english = () => englishIn(shownText(root(), isData), ENGLISH, SAME_WORD[document.cookie.match(/static-country=(\w+)/)?.[1] ?? ""]);
const lookup = () => document.querySelector<HTMLFormElement>("form[data-guest-lookup]")!;

const asTyped = ({ orderNumber, email }: { orderNumber: string; email: string }) => ({ orderNumber, email });

async function send(form: HTMLFormElement, fields: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(fields))
    form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!.value = value;
  await act(async () => form.requestSubmit());
  await settle();
}

beforeEach(() => {
  resetGuestOrders();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(navigation, "assign").mockImplementation(() => {});
});
afterEach(teardown);

async function open(market: string, page: "track" | "return") {
  const path = `/pages/${page}-guest.html`;
  const ctx = { origin: "http://localhost", path, query: new URLSearchParams(), cookie: `static-country=${market}` };
  await hydrate(entry, `<main>${guestOrderHtml(ctx, page)}</main>`, path, { market });
}

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  it("track: the form, a found order, not found, a failure, a slowed lookup", async () => {
    await open(market, "track");
    expect(english()).toEqual([]);
    await send(lookup(), asTyped(GUEST_ORDERS.shipped));
    expect(document.querySelector("[data-guest-result] dl")).not.toBeNull();
    expect(english()).toEqual([]);
    await send(lookup(), { orderNumber: "VT-000000" });
    expect(english()).toEqual([]);
    server.use(mock.post("*/guest/orders/track", () => HttpResponse.json({}, { status: 503 }), { once: true }));
    await send(lookup());
    expect(english()).toEqual([]);
    server.use(
      mock.post("*/guest/orders/track", () => HttpResponse.json({}, { status: 429, headers: { "Retry-After": "9" } }), { once: true }),
    );
    await send(lookup());
    expect(document.querySelector("[data-form-wait]")!.textContent).not.toBe("");
    expect(english()).toEqual([]);
  });

  it("return: the form or the portal, the return form, a registered return", async () => {
    await open(market, "return");
    expect(english()).toEqual([]);
    await send(lookup(), asTyped(GUEST_ORDERS.delivered));
    if (markets[market].returnPortalMapping) return expect(english()).toEqual([]);
    const form = document.querySelector<HTMLFormElement>("form[data-guest-return]")!;
    expect(english()).toEqual([]);
    form.querySelector<HTMLInputElement>("input[name=item]")!.checked = true;
    await send(form, { reason: "quality" });
    expect(document.querySelector("[data-guest-result]")!.textContent).toMatch(/R-100001-1/);
    expect(english()).toEqual([]);
  });
});
