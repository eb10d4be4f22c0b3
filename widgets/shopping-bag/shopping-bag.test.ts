// The shopping bag on the server's markup (happy-dom, the fixture cart and handlers): hydration writes nothing, each
// form goes through the cart store and the page shows the server's answer (§3 taxConfiguration, §4 "Input fields"
// coupon validity, §4 quantity cap), failures keep focus and the server's cart and offer a retry, §6 proceed.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse, delay } from "msw";
import { server } from "../../tests/unit/setup";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
import { runClockUntil, useFakeClock } from "../../tests/unit/clock";
import { addToCart, cartPending } from "../../core/cart";
import { cart } from "../../core/store";
import { CASES } from "../../fixtures/catalogue";
import { resetCarts } from "../../fixtures/cart";
import { shoppingBagHtml } from "../../fixtures/server/screens/shopping-bag";

const entry = { name: "shopping-bag", selector: "[data-shopping-bag]", load: () => import("./index") };
const BAG = CASES.regular.sizes[0]!.productId; // 7 in stock, € 1,250
const SKIRT = CASES.onSaleFalse.sizes[1]!.productId; // size 40: 2 in stock, € 1,290
const NB = "\u00A0";

async function bagPage(market: string, lines: Array<[string, number]>, query = "") {
  document.cookie = `static-country=${market}; path=/`; // the fixture cart prices in the market of the requests' cookie
  resetCarts();
  for (const [productId, quantity] of lines) await addToCart({ productId, quantity });
  cart.value = null; // a fresh page: the store knows no cart yet
  const ctx = {
    origin: "http://localhost",
    path: `/pages/shopping-bag.html${query}`,
    query: new URLSearchParams(query),
    cookie: `static-country=${market}`,
  };
  await hydrate(entry, `<main>${shoppingBagHtml(ctx)}</main>`, ctx.path, { market, config: { siteRoot: "/pages/" } });
}

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const line = (id: string) => $(`[data-bag-line="${id}"]`);
const text = (selector: string) => $(selector).textContent?.trim();
const rows = () =>
  [...document.querySelectorAll("[data-bag-summary] > div:not([hidden])")].map((r) => [
    r.querySelector("dt")!.textContent,
    r.querySelector("dd")!.textContent,
  ]);
const live = () => $("[data-shopping-bag] > [role=status]").textContent;

async function submit(form: HTMLFormElement, submitter?: HTMLElement) {
  (submitter ?? form.querySelector<HTMLElement>("button[type=submit]"))?.focus();
  await act(async () => form.requestSubmit());
  await settle();
}
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => {
  teardown();
  cart.value = null;
  document.cookie = "static-country=; path=/; max-age=0";
});

describe("hydration", () => {
  it("writes nothing into the server's bag: the cart read says what the server drew (no layout shift)", async () => {
    resetCarts();
    await addToCart({ productId: BAG, quantity: 1 });
    await addToCart({ productId: SKIRT, quantity: 1 });
    cart.value = null;
    const html = shoppingBagHtml({
      origin: "http://localhost",
      path: "/pages/shopping-bag.html",
      query: new URLSearchParams(),
      cookie: "static-country=it",
    });
    await hydrate(entry, `<main>${html}</main>`, "/pages/shopping-bag.html", { market: "it", config: { siteRoot: "/pages/" } });
    expect(cart.peek()?.revision, "the cart was read").toBe(2);
    const served = document.createElement("div");
    served.innerHTML = html;
    expect($("[data-bag-filled]").outerHTML).toBe(served.querySelector("[data-bag-filled]")!.outerHTML);
    expect($("[data-bag-item-count]").outerHTML).toBe(served.querySelector("[data-bag-item-count]")!.outerHTML);
    expect($("[data-shopping-bag]").hasAttribute("data-shopping-bag-ready")).toBe(true);
  });
});

describe("changes through the cart store (it: VAT included, one tax line — §3 taxConfiguration)", () => {
  beforeEach(() =>
    bagPage("it", [
      [BAG, 1],
      [SKIRT, 1],
    ]),
  );

  it("quantity: the line, the counts, the tax line and the total are the server's, announced", async () => {
    expect(rows()).toEqual([
      ["Subtotale (2 articoli)", `€${NB}2.540,00`],
      ["IVA inclusa", `€${NB}458,03`],
      ["Totale", `€${NB}2.540,00`],
    ]);
    choose(line("OI1").querySelector("select")!, "2");
    await submit(line("OI1").querySelector("form[data-bag-update]")!);
    expect(text('[data-bag-line="OI1"] [data-bag-line-total]')).toBe(`€${NB}2.500,00`);
    expect(text("[data-bag-item-count]")).toBe("3 articoli");
    expect(rows()).toEqual([
      ["Subtotale (3 articoli)", `€${NB}3.790,00`],
      ["IVA inclusa", `€${NB}683,44`],
      ["Totale", `€${NB}3.790,00`],
    ]);
    expect(live()).toBe("Quantità aggiornata. La shopping bag contiene 3 articoli.");
    expect(document.activeElement).toBe(line("OI1").querySelector("form[data-bag-update] button"));
  });

  it("§4 quantity cap: a line offers 1 up to what it can hold (stock + its own), and the server's smaller cap after a refusal", async () => {
    const options = (id: string) => [...line(id).querySelectorAll("option")].map((o) => o.value);
    expect(options("OI1")).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    expect(options("OI2")).toEqual(["1", "2"]);
    server.use(mock.post("*/cart/update", () => HttpResponse.json({ error: "insufficient stock", availableQuantity: 1 }, { status: 409 })));
    choose(line("OI2").querySelector("select")!, "2");
    await submit(line("OI2").querySelector("form[data-bag-update]")!);
    expect(text('[data-bag-line="OI2"] [data-bag-error]')).toBe("Ne resta solo 1.");
    expect(line("OI2").querySelector("[data-bag-error] button"), "no retry: trying again cannot help").toBeNull();
    expect(options("OI2")).toEqual(["1"]);
    expect(line("OI2").querySelector("select")!.value).toBe("1");
  });

  it("remove: the line goes, focus moves to the next line, the last one leaves the empty bag focused", async () => {
    await submit(line("OI1").querySelector("form[data-bag-remove]")!);
    expect(document.querySelector('[data-bag-line="OI1"]')).toBeNull();
    expect(document.activeElement).toBe(line("OI2").querySelector("a"));
    expect(live()).toBe("Leather Bag rimosso. La shopping bag contiene 1 articolo.");
    await submit(line("OI2").querySelector("form[data-bag-remove]")!);
    expect($("[data-bag-filled]").hidden).toBe(true);
    expect($("[data-bag-empty]").hidden).toBe(false);
    expect(document.activeElement).toBe($("[data-bag-empty]"));
    expect(text("[data-bag-item-count]")).toBe("0 articoli");
  });

  it("§4 coupon: valid (the discount row and remove code appear), invalid (aria-invalid), cleared → validity null", async () => {
    const form = $<HTMLFormElement>("form[data-bag-coupon]");
    const input = form.querySelector<HTMLInputElement>("input[name=code]")!;
    input.value = "NOPE";
    await submit(form);
    expect(form.getAttribute("data-validity")).toBe("invalid");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(text("[data-bag-coupon-status]")).toBe("Questo codice non è valido.");
    expect(document.activeElement).toBe(form.querySelector("button"));
    // §4: clearing the field resets the validity to null.
    input.value = "";
    act(() => void input.dispatchEvent(new Event("input", { bubbles: true })));
    expect(form.hasAttribute("data-validity")).toBe(false);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(text("[data-bag-coupon-status]")).toBe("");

    input.value = "welcome10";
    await submit(form);
    expect(form.getAttribute("data-validity")).toBe("valid");
    expect(text("[data-bag-coupon-status]")).toBe("Codice WELCOME10 applicato.");
    expect(rows()).toEqual([
      ["Subtotale (2 articoli)", `€${NB}2.540,00`],
      ["Sconto (WELCOME10)", `-€${NB}254,00`],
      ["IVA inclusa", `€${NB}412,23`],
      ["Totale", `€${NB}2.286,00`],
    ]);
    expect($("form[data-bag-coupon-remove]").hidden).toBe(false);
    input.value = "";
    act(() => void input.dispatchEvent(new Event("input", { bubbles: true })));
    expect(form.hasAttribute("data-validity"), "cleared: null, though the coupon stays until removed").toBe(false);
    await submit($<HTMLFormElement>("form[data-bag-coupon-remove]"));
    expect($("form[data-bag-coupon-remove]").hidden).toBe(true);
    expect($('[data-bag-row="adjustment"]').hidden).toBe(true);
    expect(live()).toBe("Codice rimosso.");
  });

  it("a change that fails: the message and a retry beside its form, focus kept, the server's cart shown; the retry works", async () => {
    server.use(mock.post("*/cart/update", () => HttpResponse.json({ error: "down" }, { status: 503 }), { once: true }));
    const form = line("OI1").querySelector<HTMLFormElement>("form[data-bag-update]")!;
    choose(form.querySelector("select")!, "3");
    await submit(form);
    expect(text('[data-bag-line="OI1"] [data-bag-error] span')).toBe("Impossibile aggiornare la quantità.");
    expect(document.activeElement).toBe(form.querySelector("button[type=submit]"));
    expect(form.querySelector("select")!.value, "the server's quantity").toBe("1");
    expect(text('[data-bag-line="OI1"] [data-bag-line-total]')).toBe(`€${NB}1.250,00`);
    expect(form.hasAttribute("aria-busy"), "no stuck busy state").toBe(false);
    const retry = form.querySelector<HTMLButtonElement>("[data-bag-error] button")!;
    expect(retry.textContent).toBe("Riprova");
    retry.focus();
    await act(async () => retry.click());
    await settle();
    expect(form.querySelector("[data-bag-error]")).toBeNull();
    expect(document.activeElement, "focus back on the form's button, not lost with the message").toBe(
      form.querySelector("button[type=submit]"),
    );
    expect(text('[data-bag-line="OI1"] [data-bag-line-total]')).toBe(`€${NB}3.750,00`);
  });
});

describe("a refusal the server drew after a post without JavaScript (post/redirect/get)", () => {
  it("shows beside its form until that form's next change works", async () => {
    await bagPage(
      "it",
      [
        [BAG, 1],
        [SKIRT, 1],
      ],
      "?bagError=stock&bagForm=update&bagLine=OI2&bagLeft=1",
    );
    expect(text('[data-bag-line="OI2"] [data-bag-error]')).toBe("Ne resta solo 1.");
    expect(document.querySelector('[data-bag-line="OI1"] [data-bag-error]')).toBeNull();
    expect($<HTMLInputElement>("[data-bag-update] input[name=back]").value, "the refusal is not posted back").toBe(
      "/pages/shopping-bag.html",
    );
    await submit(line("OI2").querySelector("form[data-bag-update]")!);
    expect(document.querySelector("[data-bag-error]")).toBeNull();
  });
});

describe("per market", () => {
  it("us: split tax, a sales, a shipping and a total tax row (§3 taxConfiguration); no packaging; pickup in store", async () => {
    await bagPage("us", [
      [BAG, 1],
      [SKIRT, 1],
    ]);
    expect(rows()).toEqual([
      ["Subtotal (2 items)", `$${NB}2,795.00`],
      ["Sales tax", `$${NB}223.60`],
      ["Shipping tax", `$${NB}0.00`],
      ["Total tax", `$${NB}223.60`],
      ["Total", `$${NB}3,018.60`],
    ]);
    expect(document.querySelector("form[data-bag-packaging]")).toBeNull();
    const pickup = $<HTMLFormElement>("form[data-bag-pickup]");
    pickup.querySelector<HTMLInputElement>("input[value=true]")!.checked = true;
    await submit(pickup);
    expect(cart.value?.pickupInStore).toBe(true);
    expect(pickup.getAttribute("data-value")).toBe("true");
    expect(live()).toBe("Your choice is saved.");
  });

  it("kr: packaging (§3 packaging.isEnabled), Korean texts", async () => {
    await bagPage("kr", [[BAG, 1]]);
    const packaging = $<HTMLFormElement>("form[data-bag-packaging]");
    expect(packaging.querySelector("legend")!.textContent).toBe("포장");
    packaging.querySelector<HTMLInputElement>("input[value=gift]")!.checked = true;
    await submit(packaging);
    expect(cart.value?.packaging).toBe("gift");
    expect(live()).toBe("선택 사항이 저장되었습니다.");
  });

  it("§3 taxConfiguration from the page's configuration: the rows follow it, drawn like their neighbours", async () => {
    await bagPage("it", [[BAG, 1]]);
    await act(async () => {
      const { setPageConfig } = await import("../../core/page-config");
      setPageConfig({
        siteRoot: "/pages/",
        market: {
          taxConfiguration: {
            splitTaxEnabled: true,
            salesTaxLabel: "IVA",
            shippingTaxLabel: "IVA spedizione",
            totalTaxLabel: "IVA totale",
          },
        },
      });
    });
    choose(line("OI1").querySelector("select")!, "2");
    await submit(line("OI1").querySelector("form[data-bag-update]")!);
    expect(rows().map(([label]) => label)).toEqual(["Subtotale (2 articoli)", "IVA", "IVA spedizione", "IVA totale", "Totale"]);
    const added = [...document.querySelectorAll('[data-bag-row="tax"]')].at(-1)!;
    expect(added.className, "drawn like the subtotal's row").toBe($('[data-bag-row="subtotal"]').className);
  });
});

describe("§2 proceed, §6 showcase", () => {
  it("guests: checkout-login; th (e-commerce off) and the checkout showcase: none", async () => {
    await bagPage("it", [[BAG, 1]]);
    expect($<HTMLAnchorElement>("a[data-bag-proceed]").getAttribute("href")).toBe("/pages/checkout-login.html");
    teardown();
    await bagPage("th", [[BAG, 1]]);
    expect(document.querySelector("a[data-bag-proceed]")).toBeNull();
    teardown();
    await bagPage("it", [[BAG, 1]], "?showcase=checkout");
    expect(document.querySelector("a[data-bag-proceed]")).toBeNull();
  });

  it("a proceed link the server drew is hidden when the page's showcase says so", async () => {
    await bagPage("it", [[BAG, 1]]);
    await act(async () => (await import("../../core/page-config")).setPageConfig({ siteRoot: "/pages/", showcase: { login: true } }));
    expect($("a[data-bag-proceed]").hidden).toBe(true);
  });
});

describe("timeouts", () => {
  it("a change that never answers fails after 8 s with a retry; nothing stays busy", async () => {
    useFakeClock();
    try {
      await bagPage("it", [[BAG, 1]]);
      server.use(mock.post("*/cart/remove", () => delay("infinite")));
      const form = line("OI1").querySelector<HTMLFormElement>("form[data-bag-remove]")!;
      form.querySelector("button")!.focus();
      act(() => form.requestSubmit());
      expect(form.getAttribute("aria-busy")).toBe("true");
      await runClockUntil(() => expect(form.querySelector("[data-bag-error]")).not.toBeNull(), "the remove times out");
      await runClockUntil(() => expect(cartPending.value).toBe(false), "the bag is read again");
      expect(text('[data-bag-line="OI1"] [data-bag-error] span')).toBe("Impossibile rimuovere l'articolo.");
      expect(form.hasAttribute("aria-busy")).toBe(false);
      expect(document.activeElement).toBe(form.querySelector("button[type=submit]"));
      expect(document.querySelector('[data-bag-line="OI1"]'), "the line the server still holds stays").not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
