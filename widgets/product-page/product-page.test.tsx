// The product page on a page (happy-dom, the shared MSW handlers): the demo server's own article markup, hydrated
// through the lifecycle. §2 colour URL, §3/§4 product model, §6 VIC and showcase, §7 stock and product data, §8 errors.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { http as mock, HttpResponse } from "msw";
import { on, type ErrorDetail } from "../../core/events";
import { resetStock } from "../../core/stock";
import { checkSession } from "../../core/session";
import { serverSession } from "../../fixtures/story-session";
import { CASES } from "../../fixtures/catalogue";
import { STOCK_ROUTE } from "../../fixtures/handlers";
import { AVAILABILITY_ROUTE } from "../../fixtures/availability";
import { productArticleHtml } from "../../fixtures/server/screens/product";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { server } from "../../tests/unit/setup";
import { widgets } from "../registry";

const entry = widgets.find((w) => w.name === "product-page")!;
const ctx = (query = "") => ({
  origin: "http://localhost",
  path: `/p${query}`,
  query: new URLSearchParams(query),
  cookie: "static-country=us",
});

/** `vic`: the server's session check says VIC (§6). */
async function open(
  partNumber: string,
  { query = "", config = {}, vic = false }: { query?: string; config?: Record<string, unknown>; vic?: boolean } = {},
) {
  serverSession(vic ? "vic" : "guest");
  // The page configuration merges over the previous test's: every key a test may set is given.
  const full = { user: { vic: false }, showcase: {}, stockService: "gateway", ...config };
  await hydrate(entry, `<main>${productArticleHtml(partNumber, ctx(query))}</main>`, `/products.x.${partNumber}${query}`, { config: full });
  await waitFor(() => expect(article().dataset.stock).not.toBe("pending"), { timeout: 5000 });
}

const article = () => document.querySelector<HTMLElement>("[data-product-detail]")!;
const radios = (group: string) => [...document.querySelectorAll<HTMLElement>(`[role=radiogroup][aria-labelledby="${group}"] [role=radio]`)];
const availabilityText = () => document.querySelector("[data-availability]")?.textContent;

afterEach(() => {
  teardown();
  resetStock();
});

describe("product page widget", () => {
  it("§4 init: stock fills the sizes (disabled = not enabled), colour and size are APG radio groups", async () => {
    const product = CASES.fourColours; // sizes 36 (1/0), 37 (2/2), 38 (0/1)
    await open(product.partNumber);
    const sizes = radios("product-size-label");
    expect(sizes.map((r) => r.textContent)).toEqual(["36", "37", "38"]);
    expect(sizes.map((r) => r.getAttribute("aria-disabled"))).toEqual([null, null, "true"]);
    expect(sizes.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    const colours = radios("product-colour-label");
    expect(colours).toHaveLength(5);
    expect(colours[0]!.getAttribute("aria-checked")).toBe("true");
    expect(document.querySelector<HTMLElement>("[data-product-sizes] [data-choice-list]")!.hidden).toBe(true);
    expect(article().dataset.saleable).toBe("true");
    expect(availabilityText()).toBe("Available online");
  });

  it("§2 a colour updates image, part number and the URL slug (replaceState); §7 its product data is loaded", async () => {
    const product = CASES.fourColours;
    let asked: string | null = null;
    server.use(mock.get("*/product-data", ({ request }) => void (asked = new URL(request.url).searchParams.get("partNumber"))));
    await open(product.partNumber);
    const length = history.length;
    await act(async () => radios("product-colour-label")[2]!.click());
    expect(location.pathname).toBe(`/products.ballet_flats.${product.partNumber}-2`);
    expect(history.length).toBe(length);
    expect(document.querySelector("[data-product-part-number]")!.textContent).toBe(`${product.partNumber}-2`);
    expect(document.querySelector<HTMLImageElement>("[data-product-image]")!.getAttribute("src")).toBe(
      `/assets/img/${product.productId}-2.svg`,
    );
    await waitFor(() => expect(asked).toBe(`${product.partNumber}-2`));
  });

  it("arrow keys move the choice and skip disabled sizes; a store-only size cannot be chosen", async () => {
    await open(CASES.fourColours.partNumber);
    const [first, second, third] = radios("product-size-label");
    await act(async () => first!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true })));
    expect(second!.getAttribute("aria-checked")).toBe("true");
    await act(async () => second!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true })));
    expect(first!.getAttribute("aria-checked")).toBe("true"); // 38 is disabled: wraps to 36
    await act(async () => third!.click());
    expect(third!.getAttribute("aria-checked")).toBe("false");
  });

  it("§3 single SKU: its size is selected; one size: the indicator, no radio group", async () => {
    await open(CASES.singleSku.partNumber);
    expect(document.querySelector("[data-product-one-size]")?.textContent).toBe("One size");
    expect(document.querySelector("[role=radiogroup]")).toBeNull();
    expect(article().dataset.saleable).toBe("true");
  });

  it("§4 made to order: price on request, not saleable", async () => {
    await open(CASES.madeToOrder.partNumber);
    expect(document.querySelector("[data-product-price] .vitrine-product-price")?.textContent).toBe("Price on request");
    expect(article().dataset.saleable).toBe("false");
    expect(availabilityText()).toContain("Made to order");
  });

  it("§6 VIC (the server's session check): original struck through, discount, private price", async () => {
    await open(CASES.vic.partNumber, { vic: true });
    const price = document.querySelector(".vitrine-product-price")!;
    expect(price.querySelector("s")?.textContent).toContain("1,375.00"); // €1,250 in the us price list
    expect(price.textContent).toContain("28%");
  });

  it("§6 VIC follows the server's session without a reload: guest, then a VIC login elsewhere, then logged out", async () => {
    await open(CASES.vic.partNumber);
    const price = () => document.querySelector(".vitrine-product-price")!;
    expect(price().querySelector("s")).toBeNull();
    serverSession("vic");
    await act(() => checkSession());
    expect(price().querySelector("s")?.textContent).toContain("1,375.00");
    serverSession("guest");
    await act(() => checkSession());
    expect(price().querySelector("s")).toBeNull();
  });

  it("§6 showcase hides price, wishlist and find in store", async () => {
    await open(CASES.fourColours.partNumber, {
      query: "?showcase=price,wishlist,findInStore",
      config: { showcase: { price: true, wishlist: true, findInStore: true } },
    });
    expect(document.querySelector(".vitrine-product-price")?.textContent).toBe("");
    expect(document.querySelector(".vitrine-product-find-in-store")).toBeNull();
  });

  it("find in store emits its typed event with the chosen size", async () => {
    await open(CASES.fourColours.partNumber);
    const seen: unknown[] = [];
    const off = on("find-in-store", (detail) => seen.push(detail));
    await act(async () => radios("product-size-label")[1]!.click());
    await act(async () => document.querySelector<HTMLButtonElement>(".vitrine-product-find-in-store")!.click());
    off();
    expect(seen).toEqual([
      {
        productId: CASES.fourColours.productId,
        partNumber: CASES.fourColours.partNumber,
        sizeProductId: CASES.fourColours.sizes[1]!.productId,
      },
    ]);
  });

  it("§7 the availability service mode (stockService) answers the same", async () => {
    let asked = "";
    server.use(mock.post(AVAILABILITY_ROUTE, async ({ request }) => void (asked = await request.clone().text())));
    await open(CASES.outOfStockNoStock.partNumber, { config: { stockService: "availability" } });
    expect(decodeURIComponent(asked)).toContain(`productIds=${CASES.outOfStockNoStock.sizes.map((s) => s.productId).join(",")}`);
    expect(availabilityText()).toContain("Out of stock online, available in store");
  });

  it.each([
    ["§8 stock 500", () => mock.get(STOCK_ROUTE, () => new HttpResponse(null, { status: 500 })), {}],
    ["§8 Invalid API gateway response", () => mock.get(STOCK_ROUTE, () => HttpResponse.json({ data: "x" })), {}],
    [
      "§8 Invalid availability service response",
      () => mock.post(AVAILABILITY_ROUTE, () => HttpResponse.json({ a: 1 })),
      { stockService: "availability" },
    ],
  ])("%s ends in a defined visible state", async (_, handler, config) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(handler());
    await open(CASES.fourColours.partNumber, { config });
    expect(availabilityText()).toBe("Availability could not be checked.");
    expect(article().dataset.saleable).toBe("false");
    expect(errors.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(/\[vitrine\] stock: /);
  });
});

describe("server twins and the error funnel", () => {
  it("the server's availability line is hidden once the widget shows its own (one availability, not two)", async () => {
    await open(CASES.fourColours.partNumber);
    const server = document.querySelector<HTMLElement>(".product-page__availability")!;
    expect(server.hidden).toBe(true);
    expect(
      [...document.querySelectorAll<HTMLElement>("[data-product-actions] p")].filter(
        (el) => el.textContent === "Available online" && !el.closest("[hidden]"),
      ),
    ).toHaveLength(1);
    teardown();
    expect(server.isConnected).toBe(false);
  });

  it("a colour's product data failing goes through vitrine:error, naming the article", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reported: ErrorDetail[] = [];
    const stop = on("error", (detail) => reported.push(detail));
    server.use(mock.get("*/product-data", () => HttpResponse.json({}, { status: 503 })));
    await open(CASES.fourColours.partNumber);
    await act(async () => radios("product-colour-label")[2]!.click());
    await waitFor(() => expect(reported).toHaveLength(1));
    stop();
    expect(reported[0]).toMatchObject({ widget: "product-page", element: "main > article.product-page" });
    expect(reported[0]!.message).toMatch(new RegExp(`^product data for ${CASES.fourColours.partNumber}-2: `));
  });
});

describe("§8 Developer errors: Product (reported by name, the page keeps working)", () => {
  const markup = (attrs: string) => `<main><article data-product-detail ${attrs}><div data-product-actions></div></article></main>`;
  it.each([
    ['data-product-id="1" data-sizes="[]"', "(data-partnumber): missing data-partnumber"],
    ['data-partnumber="VT1" data-sizes="[]"', "(data-product-id): missing data-product-id"],
    ['data-partnumber="VT1" data-product-id="1"', "(data-sizes): missing data-sizes"],
    [`data-partnumber="VT1" data-product-id="1" data-sizes='[{"label":"S"}]'`, "(data-sizes): 0.productId: missing productId"],
    [`data-partnumber="VT1" data-product-id="1" data-sizes='{}'`, "(data-sizes): wrong size type"],
  ])("%s → %s", async (attrs, message) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, markup(attrs), "/p");
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`[vitrine] product-page on `));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(message));
  });

  it("cannot find variant for product {partnumber}; wrong variant type", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const colours = (link: string) =>
      `<div data-product-colours><p data-choice-label>Colour</p><ul data-choice-list><li>${link}</li></ul></div><div data-product-actions></div>`;
    await hydrate(
      entry,
      `<article data-product-detail data-partnumber="VT1" data-product-id="1" data-sizes="[]">${colours('<a data-variant data-product-id="2" data-partnumber="VT2">x</a>')}</article>`,
      "/p",
    );
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("cannot find variant for product VT1"));
    teardown();
    await hydrate(
      entry,
      `<article data-product-detail data-partnumber="VT1" data-product-id="1" data-sizes="[]">${colours("<a data-variant>x</a>")}</article>`,
      "/p",
    );
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("(data-variant): missing productId"));
  });

  it.each([
    [
      '<div data-product-colours><ul data-choice-list><li><a data-variant href="/c">Red</a></li></ul></div>',
      "(part [data-product-colours] [data-choice-label]): missing required part",
    ],
    [
      "<div data-product-sizes><p data-choice-label>Size</p><ul data-choice-list></ul></div>",
      "(part [data-product-sizes] [data-choice-list] input[type=radio]): missing required part",
    ],
    ["", "(part [data-product-actions]): missing required part"],
  ])("a missing element is named as the contract names its parts: %s", async (markup, message) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(
      entry,
      `<main><article data-product-detail data-partnumber="VT1" data-product-id="1" data-sizes="[]">${markup}${markup ? "<div data-product-actions></div>" : ""}</article></main>`,
      "/p",
    );
    expect(errors).toHaveBeenCalledWith(`[vitrine] product-page on main > article ${message}`);
    expect(document.querySelector(".vitrine-product-actions")).toBeNull();
  });
});
