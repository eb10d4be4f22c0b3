// The fallback block on a page (happy-dom, the shared MSW handlers): §4 the first product in range with a size online
// or in store; §8 "Product lists" developer errors, reported by name.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { http as mock, HttpResponse } from "msw";
import { resetStock } from "../../core/stock";
import { CASES } from "../../fixtures/catalogue";
import { STOCK_ROUTE } from "../../fixtures/handlers";
import { fallbackBlockHtml } from "../../fixtures/server/screens/product";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { server } from "../../tests/unit/setup";
import { widgets } from "../registry";

const entry = widgets.find((w) => w.name === "product-fallback")!;
const html = () => fallbackBlockHtml({ origin: "http://localhost", path: "/", query: new URLSearchParams(), cookie: "" });
const block = () => document.querySelector<HTMLElement>("[data-product-fallback]")!;
const shown = () =>
  [...document.querySelectorAll<HTMLElement>("[data-fallback-item]")].filter((i) => !i.hidden).map((i) => i.dataset.fallbackItem);

afterEach(() => {
  teardown();
  resetStock();
});

describe("product with fallback", () => {
  it("§4 shows the first product in range with a size available online or in store", async () => {
    await hydrate(entry, html(), "/p", { config: { stockService: "gateway" } });
    await waitFor(() => expect(block().dataset.fallback).toBe("chosen"));
    expect(shown()).toEqual([CASES.availableSoonNoStock.productId]);
  });

  it("none available anywhere: the block hides", async () => {
    server.use(
      mock.get(STOCK_ROUTE, ({ params }) =>
        HttpResponse.json({
          data: [
            Object.fromEntries(
              String(params.ids)
                .split(",")
                .map((id) => [id, { productId: id, availableQuantity: 0, storeAvailableQuantity: 0 }]),
            ),
          ],
        }),
      ),
    );
    await hydrate(entry, html(), "/p", { config: { stockService: "gateway" } });
    await waitFor(() => expect(block().hidden).toBe(true));
  });

  it("§8 a failed stock check keeps the server's choice", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(mock.get(STOCK_ROUTE, () => HttpResponse.json({ data: "nope" })));
    await hydrate(entry, html(), "/p", { config: { stockService: "gateway" } });
    await waitFor(() => expect(block().dataset.fallback).toBe("failed"));
    expect(shown()).toEqual([CASES.availableSoonNoStock.productId]);
  });

  it.each([
    [(h: string) => h.replace(/ data-partnumber="[^"]*"/, ""), "(data-partnumber): product-with-fallback is missing data-partnumber"],
    [(h: string) => h.replace(/ data-product-id="[^"]*"/, ""), "(data-product-id): product-with-fallback is missing data-product-id"],
    [(h: string) => h.replace(/ data-range="3"/, ' data-range="4"'), "(data-range): not enough items for the range"],
    [(h: string) => h.replace(/ data-product-list="[^"]*"/, ""), "(data-product-list): missing product-list reference"],
    [
      (h: string) => h.replace(/ data-product-list="[^"]*"/, ' data-product-list="nowhere"'),
      "(data-product-list): missing product-list reference",
    ],
  ])("§8 Product lists: %#", async (change, message) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, change(html()), "/p");
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[vitrine\] product-fallback on /));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(message));
  });
});
