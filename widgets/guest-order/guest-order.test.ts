// Track an order and make a return on the server's markup (happy-dom, the fixture guest services): the answer shown,
// every failure said with what was typed kept and the button as the retry, a slowed lookup, the return form, the
// portal hand-over (§9 "Other flags": it), hostile server strings shown as text, a bad markup contract reported.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse, delay } from "msw";
import { server } from "../../tests/unit/setup";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
import { runClockUntil, useFakeClock } from "../../tests/unit/clock";
import { GUEST_ORDERS, INJECTION, resetGuestOrders } from "../../fixtures/guest-orders";
import { guestOrderHtml } from "../../fixtures/server/screens/guest-order";
import { navigation } from "./index";

const entry = { name: "guest-order", load: () => import("./index") };
const TRACK = "*/guest/orders/track";
const { delivered, shipped, hostile } = GUEST_ORDERS;

async function page(kind: "track" | "return", market = "us", config: Record<string, unknown> = {}) {
  const path = kind === "track" ? "/pages/track-guest.html" : "/pages/return-guest.html";
  const ctx = { origin: "http://localhost", path, query: new URLSearchParams(), cookie: `static-country=${market}` };
  await hydrate(entry, `<main>${guestOrderHtml(ctx, kind)}</main>`, path, { market, config });
}

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const lookup = () => $<HTMLFormElement>("form[data-guest-lookup]");
const status = (form: HTMLFormElement = lookup()) => form.querySelector("[data-form-status]")!.textContent;
const result = () => $("[data-guest-result]");
function type(name: string, value: string, form: HTMLFormElement = lookup()) {
  const field = form.querySelector<HTMLInputElement>(`[name=${name}]`)!;
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
async function find(order: { orderNumber: string; email: string }) {
  type("orderNumber", order.orderNumber);
  type("email", order.email);
  await submit(lookup());
}
async function submit(form: HTMLFormElement) {
  form.querySelector<HTMLElement>("button[type=submit]")!.focus();
  await act(async () => form.requestSubmit());
  await settle();
}
const facts = () =>
  [...result().querySelectorAll("dl div")].map((row) => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent]);

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  resetGuestOrders();
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  teardown();
  vi.useRealTimers();
});

describe("track an order (track-guest)", () => {
  it("a found order: status, date in the market's format, shipment, lines; focus on the order's heading", async () => {
    await page("track", "it");
    expect($("[data-guest-order]").hasAttribute("data-guest-order-ready")).toBe(true);
    await find(shipped);
    expect(status()).toBe("Ordine trovato.");
    expect(result().hidden).toBe(false);
    expect(document.activeElement).toBe($("[data-guest-result-heading]"));
    expect($("[data-guest-result-heading]").textContent).toBe("Ordine VT-100002");
    expect(facts()).toEqual([
      ["Stato", "Spedito"],
      ["Data dell'ordine", "10/06/2026"],
      ["Corriere", "UPS"],
      ["Numero di tracciamento", "1Z999AA10123456784"],
    ]);
    expect([...result().querySelectorAll("li")].map((li) => li.textContent)).toEqual([`${shipped.lines[0].name} Quantità: 1`]);
  });

  it("not found: says why, keeps what was typed, takes the last result away", async () => {
    await page("track");
    await find(shipped);
    expect(result().hidden).toBe(false);
    await find({ orderNumber: "VT-000000", email: "guest@vitrine.example" });
    expect(status()).toBe("We could not find an order with this number and email address. Check both and try again.");
    expect(lookup().querySelector<HTMLInputElement>("[name=orderNumber]")!.value).toBe("VT-000000");
    expect(lookup().querySelector<HTMLInputElement>("[name=email]")!.value).toBe("guest@vitrine.example");
    expect(result().hidden).toBe(true);
    expect(result().childElementCount).toBe(0);
  });

  it.each([
    [
      "500",
      () => HttpResponse.json({ error: "down" }, { status: 500 }),
      "The service is not available right now. Your details are kept: please try again.",
    ],
    [
      "a malformed 200",
      () => HttpResponse.json({ order: { orderNumber: "VT-1", status: "lost" } }),
      "We could not read the answer. Your details are kept: please try again.",
    ],
    [
      "a 200 that is not JSON",
      () => new HttpResponse("<html>", { headers: { "Content-Type": "text/html" } }),
      "We could not read the answer. Your details are kept: please try again.",
    ],
  ])("%s: a stated failure; the same button is the retry and then works", async (_, answer, said) => {
    await page("track");
    server.use(mock.post(TRACK, answer, { once: true }));
    await find(shipped);
    expect(status()).toBe(said);
    expect(result().hidden).toBe(true);
    expect(document.activeElement).toBe(lookup().querySelector("button"));
    await submit(lookup());
    expect(status()).toBe("Order found.");
  });

  it("no answer: after the 10 s timeout (fake clock) a stated failure, then the retry works", async () => {
    useFakeClock();
    await page("track");
    server.use(mock.post(TRACK, () => delay("infinite"), { once: true }));
    type("orderNumber", shipped.orderNumber);
    type("email", shipped.email);
    act(() => lookup().requestSubmit());
    await runClockUntil(() => expect(status()).toBe("The service is not available right now. Your details are kept: please try again."));
    act(() => lookup().requestSubmit());
    await runClockUntil(() => expect(status()).toBe("Order found."));
  });

  it("a malformed answer is reported to the page as a developer error", async () => {
    await page("track");
    server.use(mock.post(TRACK, () => HttpResponse.json({ order: null }), { once: true }));
    await find(shipped);
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^\[vitrine\] guest-order on .*: unreadable answer: invalid response at order/),
    ]);
  });

  it("repeated failed lookups: the fourth is slowed, its wait stated and counted down", async () => {
    useFakeClock();
    await page("track");
    server.use(
      mock.post(TRACK, () => HttpResponse.json({ error: "too many attempts" }, { status: 429, headers: { "Retry-After": "12" } })),
    );
    type("orderNumber", shipped.orderNumber);
    type("email", shipped.email);
    act(() => lookup().requestSubmit());
    await runClockUntil(() => expect(status()).toBe("Too many attempts. You can try again in 12 seconds."));
    expect($("[data-form-wait]").textContent).toBe("You can try again in 12 seconds.");
  });

  it("hostile server strings are shown as text and run nothing", async () => {
    await page("track");
    await find(hostile);
    expect(result().querySelector("img, script, svg")).toBeNull();
    expect(result().textContent).toContain(INJECTION.name);
    expect(facts()).toContainEqual(["Carrier", INJECTION.carrier]);
    expect(facts()).toContainEqual(["Tracking number", INJECTION.trackingNumber]);
    expect((window as { __vitrinePwned?: number }).__vitrinePwned).toBeUndefined();
  });
});

describe("make a return (return-guest, the return form)", () => {
  it("lookup → the return form; nothing chosen is held; the chosen line is returned", async () => {
    await page("return", "us");
    await find(delivered);
    expect(status()).toBe("Order found: choose the items to return.");
    const form = $<HTMLFormElement>("form[data-guest-return]");
    expect(form.getAttribute("action")).toBe("/guest/returns");
    expect(result().querySelector("p")!.textContent).toBe("Returns are accepted until 07-05-2026.");
    const boxes = [...form.querySelectorAll<HTMLInputElement>("input[name=item]")];
    expect(boxes.map((b) => [b.value, b.disabled])).toEqual([
      ["OI1", false],
      ["OI2", false],
    ]);
    form.querySelector<HTMLSelectElement>("select[name=reason]")!.value = "size";
    await submit(form);
    expect(status(form)).toBe("Choose at least one item to return.");
    expect(document.activeElement).toBe(boxes[0]);
    boxes[1]!.checked = true;
    await submit(form);
    expect(result().textContent).toContain("Your return R-100001-1 is registered.");
    expect(document.activeElement).toBe($("[data-guest-result-heading]"));

    await find(delivered); // the same order again: the returned line can no longer be chosen
    const again = [...$("form[data-guest-return]").querySelectorAll<HTMLInputElement>("input[name=item]")];
    expect(again.map((b) => b.disabled)).toEqual([false, true]);
  });

  it("a return the server refuses (409) says why; the form stays", async () => {
    await page("return");
    await find(delivered);
    server.use(mock.post("*/guest/returns", () => HttpResponse.json({ error: "not returnable" }, { status: 409 }), { once: true }));
    const form = $<HTMLFormElement>("form[data-guest-return]");
    form.querySelector<HTMLInputElement>("input[value=OI1]")!.checked = true;
    form.querySelector<HTMLSelectElement>("select[name=reason]")!.value = "style";
    await submit(form);
    expect(status(form)).toBe("These items can no longer be returned. Find your order again to see what can be.");
    expect(form.isConnected).toBe(true);
  });

  it("a page without data-return-action is reported and stays the server's", async () => {
    const ctx = { origin: "http://localhost", path: "/pages/return-guest.html", query: new URLSearchParams(), cookie: "static-country=us" };
    const html = guestOrderHtml(ctx, "return").replace(/ data-return-action="[^"]*"/, "");
    await hydrate(entry, `<main>${html}</main>`, ctx.path);
    expect($("[data-guest-order]").hasAttribute("data-guest-order-ready")).toBe(false);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/^\[vitrine\] guest-order on .* \(data-return-action\): required on a return page$/);
  });
});

describe("make a return in it (§9 Other flags: return portal mapping)", () => {
  it("the lookup hands over to the return portal", async () => {
    const assign = vi.spyOn(navigation, "assign").mockImplementation(() => {});
    await page("return", "it");
    expect($("[data-guest-order]").getAttribute("data-guest-order")).toBe("return-portal");
    await find(delivered);
    expect(status()).toBe("Apertura del portale resi…");
    expect(assign).toHaveBeenCalledWith("http://localhost:3000/pages/return-portal.html?order=VT-100001&token=ewdtuw");
    expect($("a[data-guest-portal-link]").getAttribute("href")).toBe(
      "http://localhost:3000/pages/return-portal.html?order=VT-100001&token=ewdtuw",
    );
  });

  it.each([
    ["another host", "https://evil.example/portal", {}, false],
    ["an allowed origin", "https://returns.example/start?t=1", { returnPortal: { origins: ["https://returns.example"] } }, true],
    ["javascript:", "javascript:alert(1)", { returnPortal: { origins: ["https://returns.example"] } }, false],
  ])("a portal link on %s", async (_, portalUrl, config, goes) => {
    const assign = vi.spyOn(navigation, "assign").mockImplementation(() => {});
    await page("return", "it", config);
    server.use(mock.post("*/guest/returns/portal", () => HttpResponse.json({ portalUrl }), { once: true }));
    await find(delivered);
    if (goes) expect(assign).toHaveBeenCalledWith(portalUrl);
    else {
      expect(assign).not.toHaveBeenCalled();
      expect(status()).toBe("Non è stato possibile aprire il portale resi. Riprova più tardi.");
      expect(String(errors.mock.calls[0]?.[0])).toMatch(/not on an allowed origin/);
    }
  });
});
