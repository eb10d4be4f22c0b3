// No English in other markets: in every non-English market, every state of quick buy, the product page, the
// product fallback and the bag count speaks the market's language. Each state is rendered through the lifecycle
// (happy-dom, the shared MSW handlers) and its shown text is searched for the English texts below, written out.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse } from "msw";
import { resetStock } from "../../core/stock";
import { cart } from "../../core/store";
import { CASES } from "../../fixtures/catalogue";
import { resetCarts } from "../../fixtures/cart";
import { STOCK_ROUTE } from "../../fixtures/handlers";
import { PRODUCT_DATA_ROUTE } from "../../fixtures/product-data";
import { fallbackBlockHtml, productArticleHtml } from "../../fixtures/server/screens/product";
import { quickBuyTrigger } from "../../fixtures/server/screens/quick-buy";
import { resetQuickBuy } from "../../widgets/quick-buy/state";
import { widgets } from "../../widgets/registry";
import { hydrate, teardown } from "./hydrate";
import { runClockUntil, useFakeClock } from "./clock";
import { server } from "./setup";

/** The markets whose language is not English (markets/markets.ts), one per line of the market list. */
const MARKETS = ["it", "br", "cn", "hk", "jp", "kr", "kw", "tw", "ru", "tr", "th"] as const;

/** The English texts these widgets show, written out (not read from the catalogs under test). Matched as whole words
 * and case-sensitively, so "Totale" or "total" are not "Total". */
const ENGLISH = [
  // quick buy
  "Quick buy",
  "Close",
  "Loading…",
  "Colour",
  "Default",
  "Size",
  "Select a size",
  "One size",
  "sold out",
  "Quantity",
  "More details",
  "Add to bag",
  "Update bag",
  "Adding…",
  "Out of stock",
  "Choose another size to update the bag",
  "This configuration cannot be added again",
  "The product could not be added. Please try again.",
  "left in this size",
  "Size guide",
  "Edit configuration",
  "Added to your bag",
  "Part code",
  "Material",
  "Total",
  "Remove",
  "The item could not be removed. Please try again.",
  "Subtotal (1 item)",
  "By proceeding you accept our",
  "Terms and conditions",
  "Privacy policy",
  "Pre-information form",
  "Review bag",
  "Proceed",
  "Sorry, quick buy is not available for this product right now.",
  "Your bag could not be loaded. Review it on the shopping bag page.",
  "Your bag holds",
  "Removed.",
  // product page and the shared product texts of its price and labels
  "Choose",
  "Checking availability…",
  "Availability could not be checked.",
  "The details of this colour could not be loaded.",
  "Try again",
  "Available online",
  "Out of stock online, available in store",
  "Find in store",
  "Add to wishlist",
  "Save to wishlist",
  "Item",
  "Price on request",
  "Original price",
  "Private sales price",
  "Available soon",
  "Online exclusive",
  "Made to order",
  // bag count
  "Shopping bag: 1 item",
];

/** The widget's own text a shopper is shown or told: text outside `hidden` subtrees, plus aria-labels. The values of
 * a cart line's facts (`dd`: colour, material… as the catalog names them) are the backend's data, not widget texts. */
function shownText(root: Element | null): string {
  if (!root) return "";
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof HTMLElement && (node.hidden || node.localName === "dd")) return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
    if (node instanceof Element && node.hasAttribute("aria-label")) parts.push(node.getAttribute("aria-label")!);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return parts.join("\n");
}

function englishIn(text: string): string[] {
  return ENGLISH.filter((english) =>
    new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text),
  );
}

const entry = (name: string) => widgets.find((w) => w.name === name)!;
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");
const ctx = (market: string) => ({
  origin: "http://localhost",
  path: "/p",
  query: new URLSearchParams(),
  cookie: `static-country=${market}`,
});

// The retry backoff of the failure states (0.5–1 s each in real time) and the dialog's timers run on a fake clock.
beforeAll(useFakeClock);
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  resetCarts();
  vi.spyOn(console, "error").mockImplementation(() => {}); // the failure states report through the error funnel
});
afterEach(() => {
  act(() => resetQuickBuy());
  teardown();
  resetStock();
  cart.value = null;
});

describe.each(MARKETS)("market %s", (market) => {
  it("quick buy: loading, product step, cart step and its announcement", async () => {
    await hydrate(entry("quick-buy"), `<main>${quickBuyTrigger(CASES.onSaleFalse)}</main>`, "/pages/quick-buy.html", { market });
    act(() => document.querySelector<HTMLAnchorElement>("[data-quick-buy]")!.click());
    expect(englishIn(shownText(dialog()))).toEqual([]);
    await runClockUntil(() => expect(dialog()?.dataset["step"]).toBe("product"));
    await runClockUntil(() => expect(dialog()!.querySelector("option[disabled]")).not.toBeNull()); // stock read: "sold out" shown
    expect(englishIn(shownText(dialog()))).toEqual([]);
    const size = dialog()!.querySelector<HTMLSelectElement>("select")!;
    act(() => {
      size.value = CASES.onSaleFalse.sizes[1]!.productId;
      size.dispatchEvent(new Event("change", { bubbles: true }));
    });
    if (market === "th") {
      // §9 th sells nothing (e-commerce disabled): no add to bag, so no cart step to read.
      expect(dialog()!.querySelector("[data-quick-buy-add]")).toBeNull();
      return;
    }
    await act(async () => dialog()!.querySelector<HTMLButtonElement>("[data-quick-buy-add]")!.click());
    await runClockUntil(() => expect(dialog()!.querySelectorAll(".vitrine-quick-buy__line")).toHaveLength(1));
    expect(englishIn(shownText(dialog()))).toEqual([]);
    expect(englishIn(shownText(document.querySelector("[data-quick-buy-status]")))).toEqual([]);
  });

  it("quick buy: the init error and the cart list error", async () => {
    server.use(mock.get(STOCK_ROUTE, () => HttpResponse.json({}, { status: 500 })));
    await hydrate(entry("quick-buy"), `<main>${quickBuyTrigger(CASES.regular)}</main>`, "/pages/quick-buy.html", { market });
    act(() => document.querySelector<HTMLAnchorElement>("[data-quick-buy]")!.click());
    await runClockUntil(() => expect(dialog()?.dataset["step"]).toBe("init-error"));
    expect(englishIn(shownText(dialog()))).toEqual([]);
  });

  it("product page: ready, a size only in store, made to order, a failed stock check, a failed colour", async () => {
    const open = async (partNumber: string) => {
      await hydrate(entry("product-page"), `<main>${productArticleHtml(partNumber, ctx(market))}</main>`, `/products.x.${partNumber}`, {
        market,
      });
      await runClockUntil(() => expect(document.querySelector<HTMLElement>("[data-product-detail]")!.dataset["stock"]).not.toBe("pending"));
    };
    const article = () => document.querySelector("[data-product-detail]");
    await open(CASES.fourColours.partNumber);
    expect(englishIn(shownText(article()))).toEqual([]);
    await act(async () => document.querySelectorAll<HTMLElement>("[aria-labelledby=product-size-label] [role=radio]")[1]!.click());
    expect(englishIn(shownText(article()))).toEqual([]);
    server.use(mock.get(PRODUCT_DATA_ROUTE, () => HttpResponse.json({}, { status: 503 })));
    await act(async () => document.querySelectorAll<HTMLElement>("[aria-labelledby=product-colour-label] [role=radio]")[2]!.click());
    await runClockUntil(() => expect(article()!.querySelector("[role=alert]")).not.toBeNull());
    expect(englishIn(shownText(article()))).toEqual([]);
    teardown();
    resetStock();
    await open(CASES.madeToOrder.partNumber);
    expect(englishIn(shownText(article()))).toEqual([]);
    teardown();
    resetStock();
    server.use(mock.get(STOCK_ROUTE, () => HttpResponse.json({}, { status: 500 })));
    await open(CASES.fourColours.partNumber);
    expect(article()!.getAttribute("data-stock")).toBe("error");
    expect(englishIn(shownText(article()))).toEqual([]);
  });

  it("product fallback adds no text of its own; the bag count announces in the market's language", async () => {
    const markup = fallbackBlockHtml(ctx(market));
    await hydrate(entry("product-fallback"), `<main>${markup}</main>`, "/pages/product-fallback.html", { market });
    const block = document.querySelector("[data-product-fallback]")!;
    const serverText = block.textContent;
    await runClockUntil(() => expect(block.getAttribute("data-fallback")).toMatch(/chosen|none/));
    expect(block.textContent).toBe(serverText); // it only shows and hides the server's items
    teardown();
    await hydrate(
      entry("bag-count"),
      `<header><a href="/bag" data-bag-count="0">Bag <span data-bag-count-value>0</span></a></header>`,
      "/",
      { market },
    );
    act(
      () =>
        void (cart.value = {
          orderId: "1",
          orderItem: [{ productId: "p1", quantity: 1, orderItemPrice: 1, orderItemId: "1" }],
          totalProductPrice: 1,
          grandTotal: 1,
        } as never),
    );
    const status = document.querySelector("[role=status]")!;
    expect(status.textContent).not.toBe("");
    expect(englishIn(status.textContent ?? "")).toEqual([]);
  });
});
