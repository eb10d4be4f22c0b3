import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse } from "msw";
import { createLifecycle, type Lifecycle } from "../../core/lifecycle";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { whenIdle } from "../../core/activity";
import { resetStock, stockOf } from "../../core/stock";
import { waitFor } from "@testing-library/react";
import { server } from "../../tests/unit/setup";
import { STOCK_ROUTE } from "../../fixtures/handlers";
import { checkSession } from "../../core/session";
import { serverSession } from "../../fixtures/story-session";

const IN_STOCK = new Set(["in-1"]);

function tile(attrs: Record<string, string>): string {
  const data = Object.entries(attrs)
    .map(([k, v]) => `data-${k}="${v}"`)
    .join(" ");
  return `<article class="product-tile" ${data}><a href="/p.html">P</a><p class="product-tile__price" data-tile-price>$ 1,000.00</p></article>`;
}

let lifecycle: Lifecycle;
let stockCalls = 0;

/** `vic`: the server's session check says VIC (§6). */
async function hydrate(html: string, config: Record<string, unknown> = {}, { vic = false } = {}) {
  serverSession(vic ? "vic" : "guest");
  setPageConfig({ user: { vic: false }, showcase: {}, ...config });
  document.body.innerHTML = `<main>${html}</main>`;
  lifecycle = createLifecycle([
    { name: "tile-labels", selector: "[data-product-id][data-part-number]", hydrate: "load", load: () => import("./index") },
  ]);
  await act(async () => lifecycle.start());
  // Settled: overlays are in and the page's stock answer has landed (polled, so a busy machine only waits longer).
  const ids = [...document.querySelectorAll<HTMLElement>("[data-product-id][data-part-number]")]
    .flatMap((t) => [t.dataset.productId!, ...(t.dataset.sizeList ?? "").split("|")])
    .filter(Boolean);
  await waitFor(
    () => {
      expect(document.querySelector(".vitrine-tile")).not.toBeNull();
      expect(ids.some((id) => stockOf(id).value !== undefined && stockOf(id).value?.status !== "pending")).toBe(true);
    },
    { timeout: 5000 },
  );
  await act(() => whenIdle());
}

const labelOf = (id: string) => document.querySelector(`[data-product-id="${id}"] .vitrine-tile__label`)?.textContent ?? null;

beforeEach(() => {
  document.cookie = "static-country=us"; // English labels, USD prices
  stockCalls = 0;
  server.use(
    mock.get(STOCK_ROUTE, ({ params }) => {
      stockCalls++;
      const ids = String(params.ids).split(",");
      return HttpResponse.json({
        data: [
          Object.fromEntries(
            ids.map((id) => [id, { productId: id, availableQuantity: IN_STOCK.has(id) ? 2 : 0, storeAvailableQuantity: 0 }]),
          ),
        ],
      });
    }),
  );
});

afterEach(() => {
  act(() => {
    lifecycle.stop();
    unmountHost();
  });
  resetStock();
});

describe("tile labels on a page (§4, §6, §9)", () => {
  it("labels every tile from one batched stock request", async () => {
    await hydrate(
      [
        tile({ "product-id": "a", "part-number": "A", "life-cycle": "AVAILABLE_SOON", "size-list": "out-1|out-2" }),
        tile({ "product-id": "b", "part-number": "B", "life-cycle": "OUT_OF_STOCK", "size-list": "in-1" }),
        tile({ "product-id": "c", "part-number": "C", "life-cycle": "MADE_TO_ORDER" }),
        tile({ "product-id": "d", "part-number": "D", "life-cycle": "ON_SALE" }),
        tile({
          "product-id": "e",
          "part-number": "E",
          "life-cycle": "ONLINE_EXCLUSIVE",
          "online-exclusive-interval": "2020-01-01/2099-12-31",
          "size-list": "in-1",
        }),
      ].join(""),
    );
    expect(stockCalls).toBe(1);
    expect(labelOf("a")).toBe("Available soon");
    expect(labelOf("b")).toBeNull();
    expect(labelOf("c")).toBe("Made to order");
    expect(document.querySelector('[data-product-id="c"] .vitrine-price')?.textContent).toBe("Price on request");
    expect(document.querySelector<HTMLElement>('[data-product-id="c"] [data-tile-price]')?.hidden).toBe(true);
    expect(labelOf("d")).toBe("Available soon");
    expect(labelOf("e")).toBeNull();
  });

  it("shows no label under the checkout showcase flag (§6)", async () => {
    await hydrate(tile({ "product-id": "c", "part-number": "C", "life-cycle": "MADE_TO_ORDER" }), { showcase: { checkout: true } });
    expect(labelOf("c")).toBeNull();
  });

  it("shows VIC users the private-sales price: original struck through, discount, private price (§6)", async () => {
    await hydrate(
      tile({ "product-id": "v", "part-number": "V", price: "1000", "private-sales-price": "720", "private-sales-discount": "28" }),
      {},
      { vic: true },
    );
    const price = document.querySelector('[data-product-id="v"] .vitrine-price')!;
    expect(price.querySelector("s")?.textContent).toContain("1,000.00");
    expect(price.textContent).toContain("28%");
    expect(price.querySelector(".vitrine-tile__private-price")?.textContent).toContain("720.00");
  });

  it("draws at most 4 colour dots, + N, and labels count + 1 (§9)", async () => {
    await hydrate(tile({ "product-id": "k", "part-number": "K", colors: "#000|#fff#c00|red|#111|#222|#333|#444" }));
    const dots = document.querySelector('[data-product-id="k"] .vitrine-tile__colours')!;
    expect(dots.querySelectorAll(".vitrine-tile__dot")).toHaveLength(4);
    expect(dots.textContent).toBe("+ 2");
    expect(dots.getAttribute("aria-label")).toBe("7 colours");
  });

  it("speaks the market's language: it by default (§1)", async () => {
    document.cookie = "static-country=; max-age=0";
    await hydrate(tile({ "product-id": "c", "part-number": "C", "life-cycle": "MADE_TO_ORDER" }));
    expect(labelOf("c")).toBe("Su ordinazione");
  });

  it("reports a broken tile by widget, element and attribute, and hydrates its neighbours", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(
      tile({ "product-id": "ok1", "part-number": "O1", "life-cycle": "MADE_TO_ORDER" }) +
        tile({ "product-id": "bad", "part-number": "B", "private-sales-price": "abc" }) +
        tile({ "product-id": "ok2", "part-number": "O2", "life-cycle": "MADE_TO_ORDER" }),
    );
    expect(labelOf("ok1")).toBe("Made to order");
    expect(labelOf("ok2")).toBe("Made to order");
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[vitrine\] tile-labels on .*article\.product-tile.* \(data-private-sales-price\): expected a number$/),
    );
    expect(document.querySelector('[data-product-id="bad"] .vitrine-tile')).toBeNull();
  });

  it("follows the store once hydrated: the server's session, the stock, the market and language, the showcase flags (§1, §4, §6)", async () => {
    await hydrate(
      tile({
        "product-id": "f",
        "part-number": "F",
        "life-cycle": "AVAILABLE_SOON",
        "size-list": "in-1",
        price: "1000",
        "private-sales-price": "720",
        colors: "#000|#fff",
      }),
    );
    const el = document.querySelector<HTMLElement>('[data-product-id="f"]')!;
    const serverPrice = el.querySelector<HTMLElement>("[data-tile-price]")!;
    const overlay = () => [...el.querySelector(".vitrine-tile")!.children].map((child) => child.className);
    expect(labelOf("f")).toBeNull(); // in stock
    expect(el.querySelector(".vitrine-price")).toBeNull();

    // The shopper logs in as a VIC client elsewhere: this page's next session check says so, no reload.
    serverSession("vic");
    await act(() => checkSession());
    expect(el.querySelector(".vitrine-price s")?.textContent).toContain("1,000.00");
    expect(serverPrice.hidden).toBe(true);

    act(() => void (stockOf("in-1").value = { status: "ready", online: 0, store: 1 }));
    expect(labelOf("f")).toBe("Available soon");
    expect(overlay()).toEqual(["vitrine-tile__label", "vitrine-tile__colours"]);

    document.cookie = "static-country=it";
    act(() => setPageConfig({}));
    expect(labelOf("f")).toBe("Disponibile a breve");
    expect(el.querySelector(".vitrine-tile__colours")?.getAttribute("aria-label")).toBe("3 colori");
    expect(el.querySelector(".vitrine-price s")?.textContent).toContain("1.000,00");
    expect(overlay()).toEqual(["vitrine-tile__label", "vitrine-tile__colours"]);

    act(() => setPageConfig({ showcase: { checkout: true } }));
    expect(labelOf("f")).toBeNull();

    act(() => setPageConfig({ user: { vic: false }, showcase: {} })); // the page's seed no longer decides
    expect(el.querySelector(".vitrine-price")).not.toBeNull();
    serverSession("guest");
    await act(() => checkSession());
    expect(el.querySelector(".vitrine-price")).toBeNull();
    expect(serverPrice.hidden).toBe(false);
    expect(labelOf("f")).toBe("Disponibile a breve");
  });

  it("restores the server markup when a tile is removed", async () => {
    await hydrate(tile({ "product-id": "c", "part-number": "C", "life-cycle": "MADE_TO_ORDER" }));
    const el = document.querySelector<HTMLElement>('[data-product-id="c"]')!;
    await act(async () => el.remove());
    // The lifecycle sees the removal through a MutationObserver and unmounts the tile.
    await waitFor(() => {
      expect(el.querySelector(".vitrine-tile")).toBeNull();
      expect(el.querySelector<HTMLElement>("[data-tile-price]")?.hidden).toBe(false);
    });
  });
});
