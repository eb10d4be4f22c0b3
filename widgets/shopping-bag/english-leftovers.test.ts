// The no-English-left rule for the shopping bag: in every non-English market the bag's server texts and everything the widget
// writes (counts, announcements, coupon validity, a failure and its retry, the empty bag) speak the market's language.
// The English texts are written out. Product names and facts (catalogue data) are left out of the check.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
import { NON_ENGLISH_MARKETS, englishIn, shownText, type NonEnglishMarket } from "../../tests/unit/english";
import { addToCart } from "../../core/cart";
import { cart } from "../../core/store";
import { CASES } from "../../fixtures/catalogue";
import { resetCarts } from "../../fixtures/cart";
import { shoppingBagHtml } from "../../fixtures/server/screens/shopping-bag";
import { widgets } from "../registry";

const ENGLISH = [
  "Shopping bag",
  "item",
  "items",
  "Your shopping bag is empty.",
  "Part code",
  "Colour",
  "Material",
  "Size",
  "Quantity",
  "Update",
  "Remove",
  "Total",
  "Order summary",
  "Subtotal",
  "Discount",
  "Coupon code",
  "Apply",
  "Remove code",
  "applied",
  "This code is not valid.",
  "Code removed.",
  "Packaging",
  "Gift packaging",
  "Delivery",
  "Ship to my address",
  "Pick up in store",
  "Proceed to checkout",
  "Only",
  "could not be",
  "Try again",
  "Quantity updated",
  "Your bag holds",
  "removed",
  "Your choice is saved.",
  "VAT",
];

// Words the market's language shares with English.
const SAME_WORD: Partial<Record<NonEnglishMarket, string[]>> = { br: ["Material", "Subtotal"] };

const entry = widgets.find((w) => w.name === "shopping-bag")!;
const bag = () => document.querySelector("[data-shopping-bag]");
/** Catalogue data, not texts: names, facts' values, prices. */
const isData = (element: Element) => element.matches("[data-bag-line-name], .shopping-bag__fact dd, dd, [data-bag-line-total]");
const english = (market: NonEnglishMarket) => englishIn(shownText(bag(), isData), ENGLISH, SAME_WORD[market]);

async function submit(form: HTMLFormElement) {
  await act(async () => form.requestSubmit());
  await settle();
}

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => {
  teardown();
  cart.value = null;
  document.cookie = "static-country=; path=/; max-age=0";
});

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  it("the bag, an update, a coupon refused, a failure with its retry, the empty bag", async () => {
    document.cookie = `static-country=${market}; path=/`;
    resetCarts();
    await addToCart({ productId: CASES.regular.sizes[0]!.productId, quantity: 1 });
    cart.value = null;
    const ctx = {
      origin: "http://localhost",
      path: "/pages/shopping-bag.html",
      query: new URLSearchParams(),
      cookie: `static-country=${market}`,
    };
    await hydrate(entry, `<main>${shoppingBagHtml(ctx)}</main>`, ctx.path, { market, config: { siteRoot: "/pages/" } });
    expect(english(market)).toEqual([]);

    const update = document.querySelector<HTMLFormElement>("form[data-bag-update]")!;
    update.querySelector("select")!.value = "2";
    await submit(update);
    expect(english(market)).toEqual([]);

    const coupon = document.querySelector<HTMLFormElement>("form[data-bag-coupon]")!;
    coupon.querySelector<HTMLInputElement>("input[name=code]")!.value = "NOPE";
    await submit(coupon);
    expect(coupon.getAttribute("data-validity")).toBe("invalid");
    expect(english(market)).toEqual([]);

    server.use(mock.post("*/cart/remove", () => HttpResponse.json({}, { status: 503 }), { once: true }));
    const remove = document.querySelector<HTMLFormElement>("form[data-bag-remove]")!;
    await submit(remove);
    expect(remove.querySelector("[data-bag-error] button")).not.toBeNull();
    expect(english(market)).toEqual([]);
    await act(async () => remove.querySelector<HTMLButtonElement>("[data-bag-error] button")!.click());
    await settle();
    expect(document.querySelector<HTMLElement>("[data-bag-empty]")!.hidden).toBe(false);
    expect(english(market)).toEqual([]);
  });
});
