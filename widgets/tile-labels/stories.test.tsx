// Every tile-labels story rendered as a portable story (happy-dom; tests/unit/setup.ts serves the shared MSW
// handlers through msw/node) and checked tile by tile: label, price line, colour dots.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { stockOf } from "../../core/stock";
import { CASES, EXPECTED, type CaseName } from "../../fixtures/catalogue";
import { expectLoggedOnly, itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { stockIds } from "./schema";
import * as stories from "./tile-labels.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface TileExpectation {
  /** Availability label text; null = none. */
  label: string | null;
  /** "server" = the server price is shown untouched; otherwise the text of the line that replaced it ("" = no price). */
  price: "server" | string;
  /** Colour dots drawn, the "+ N" after them, and the accessible colour count. */
  dots?: number;
  more?: string;
  colours?: string;
}

const NBSP = "\u00a0";
const EN_LABELS = {
  availableSoon: "Available soon",
  outOfStock: "Out of stock",
  onlineExclusive: "Online exclusive",
  madeToOrder: "Made to order",
} as const;

/** A guest in the us market with showcase off: exactly what the catalogue declares for the case. */
function asDeclared(name: CaseName): TileExpectation {
  const e = EXPECTED[name];
  return {
    label: e.label ? EN_LABELS[e.label] : null,
    price: e.priceOnRequest ? "Price on request" : "server",
    dots: e.dots ?? 0,
    ...(e.more ? { more: `+ ${e.more}` } : {}),
    ...(e.validColours ? { colours: `${e.validColours + 1} colours` } : {}),
  };
}
const declared = (...names: CaseName[]) => Object.fromEntries(names.map((n) => [n, asDeclared(n)]));

const EXPECTATIONS: Record<StoryName, Partial<Record<CaseName, TileExpectation>>> = {
  AvailableSoon: {
    availableSoonNoStock: { label: "Available soon", price: "server" },
    availableSoonInStock: { label: null, price: "server" },
  },
  OutOfStock: {
    outOfStockNoStock: { label: "Out of stock", price: "server" },
    outOfStockInStock: { label: null, price: "server" },
  },
  OnlineExclusive: {
    onlineExclusiveActiveNoStock: { label: "Online exclusive", price: "server" },
    onlineExclusiveExpiredInStock: { label: "Online exclusive", price: "server" },
    onlineExclusiveFutureInStock: { label: "Online exclusive", price: "server" },
    onlineExclusiveActiveInStock: { label: null, price: "server" },
  },
  OnSaleFalse: {
    onSaleFalse: { label: "Available soon", price: "server" },
    onSaleTrue: { label: null, price: "server" },
  },
  MadeToOrder: {
    madeToOrder: { label: "Made to order", price: "Price on request" },
  },
  Regular: {
    regular: { label: null, price: "server" },
    singleSku: { label: null, price: "server" },
  },
  VicPrivatePrice: {
    vic: { label: null, price: `Original price $${NBSP}1,375.00 -28% Private sales price $${NBSP}990.00` }, // the us price list
    regular: { label: null, price: "server" },
  },
  VicProductAsGuest: {
    vic: { label: null, price: "server" },
  },
  CheckoutShowcase: {
    availableSoonNoStock: { label: null, price: "server" },
    outOfStockNoStock: { label: null, price: "server" },
    onlineExclusiveActiveNoStock: { label: null, price: "server" },
    onSaleFalse: { label: null, price: "server" },
    madeToOrder: { label: null, price: "Price on request" },
  },
  PriceShowcase: {
    regular: { label: null, price: "" },
    madeToOrder: { label: "Made to order", price: "" },
    vic: { label: null, price: "" },
  },
  AllShowcase: {
    madeToOrder: { label: null, price: "" },
    availableSoonNoStock: { label: null, price: "" },
    regular: { label: null, price: "" },
  },
  OneColour: { oneColour: { label: null, price: "server", dots: 1, colours: "2 colours" } },
  FourColours: { fourColours: { label: null, price: "server", dots: 4, colours: "5 colours" } },
  SixColours: { sixColours: { label: null, price: "server", dots: 4, more: "+ 2", colours: "7 colours" } },
  MultiSegmentColours: { multiColourSegments: { label: null, price: "server", dots: 3, colours: "4 colours" } },
  InvalidColoursDropped: { invalidColours: { label: null, price: "server", dots: 2, colours: "3 colours" } },
  // A failed stock check counts as not in stock: these in-stock products get their "no stock" label.
  StockRequestFails: {
    availableSoonInStock: { label: "Available soon", price: "server" },
    outOfStockInStock: { label: "Out of stock", price: "server" },
    onlineExclusiveActiveInStock: { label: "Online exclusive", price: "server" },
    onSaleTrue: { label: null, price: "server" },
    regular: { label: null, price: "server" },
  },
  RtlKuwait: {
    availableSoonNoStock: { label: "متوفر قريبًا", price: "server" },
    madeToOrder: { label: "يُصنع حسب الطلب", price: "السعر عند الطلب" },
    vic: { label: null, price: `السعر الأصلي ٤١٩٫٠٠٠${NBSP}KD -٢٨٪\u061c سعر التخفيضات الخاصة ٣٠٢٫٠٠٠${NBSP}KD` }, // the dinar price list
    sixColours: { label: null, price: "server", dots: 4, more: "+ ٢", colours: "٧ ألوان" }, // kw counts in the digits of its prices
  },
  Japan: {
    outOfStockNoStock: { label: "在庫切れ", price: "server" },
    onlineExclusiveExpiredInStock: { label: "オンライン限定", price: "server" },
    madeToOrder: { label: "受注生産", price: "価格はお問い合わせください" },
    vic: { label: null, price: `通常価格 ¥${NBSP}206,000 -28% プライベートセール価格 ¥${NBSP}149,000` }, // the yen price list
    sixColours: { label: null, price: "server", dots: 4, more: "+ 2", colours: "7色" },
  },
  AllCases: declared(...(Object.keys(EXPECTED) as CaseName[])),
};

/** The grid's dir and lang in the markets the stories use, written out. */
const GRID_LOCALE = { us: { dir: "ltr", lang: "en" }, kw: { dir: "rtl", lang: "ar" }, jp: { dir: "ltr", lang: "ja" } } as const;

/** Stories expected to log errors (and which); every other story must render without a console error. */
const EXPECTED_ERRORS: Partial<Record<StoryName, RegExp>> = {
  StockRequestFails: /^\[vitrine\] stock: /,
};

/** Throws until every tile is hydrated and every stock id it asked for has an answer. */
function assertSettled(grid: Element): void {
  const tiles = [...grid.querySelectorAll<HTMLElement>("[data-product-id]")];
  expect(tiles.length).toBeGreaterThan(0);
  for (const tile of tiles) {
    expect(tile.querySelector(".vitrine-tile"), "hydrated").not.toBeNull();
    const sizeList = tile.dataset["sizeList"] ?? "";
    const ids = stockIds({ productId: tile.dataset["productId"] ?? "", sizeList: sizeList ? sizeList.split("|") : [] });
    for (const id of ids) expect(stockOf(id).value?.status ?? "unasked", `stock of ${id}`).toMatch(/^(ready|error)$/);
  }
}

function observe(tile: Element) {
  const serverPrice = tile.querySelector<HTMLElement>("[data-tile-price]");
  const replacement = tile.querySelector<HTMLElement>(".vitrine-price");
  const colours = tile.querySelector(".vitrine-tile__colours");
  return {
    label: tile.querySelector(".vitrine-tile__label")?.textContent ?? null,
    price: replacement ? replacement.textContent : "server",
    serverPriceHidden: serverPrice?.hidden ?? null,
    dots: tile.querySelectorAll(".vitrine-tile__dot").length,
    more: colours?.querySelector('[aria-hidden="true"]')?.textContent,
    colours: colours?.getAttribute("aria-label") ?? undefined,
  };
}

const errors = spyOnConsoleErrors();
afterEach(unmountStory); // also after a failed assertion, so the next story starts clean

it.each(Object.keys(EXPECTATIONS) as StoryName[])(
  "story %s",
  async (name) => {
    const Story = composed[name];
    const grid = renderStory(Story).querySelector(".product-grid")!;
    const tiles = Story.args.tiles ?? [];
    const expected = EXPECTATIONS[name];
    expect(Object.keys(expected)).toEqual(tiles); // the table covers exactly the story's tiles, in order

    // waitFor lets React and the signals run outside act while it polls; it passes once the page has settled and
    // every tile shows what the table says (a label-less tile would pass too early without the settled check).
    await waitFor(
      () => {
        assertSettled(grid);
        for (const tile of tiles) {
          const element = grid.querySelector(`[data-product-id="${CASES[tile].productId}"]`);
          expect(element, tile).not.toBeNull();
          const want = expected[tile]!;
          expect({ tile, ...observe(element!) }).toEqual({
            tile,
            label: want.label,
            price: want.price,
            serverPriceHidden: want.price !== "server",
            dots: want.dots ?? 0,
            more: want.more,
            colours: want.colours,
          });
        }
      },
      { timeout: 8000 },
    );
    const { dir, lang } = GRID_LOCALE[(Story.args.market ?? "us") as keyof typeof GRID_LOCALE];
    expect(grid.getAttribute("dir")).toBe(dir);
    expect(grid.getAttribute("lang")).toBe(lang);

    await unmountStory();
    expect(document.querySelector("[data-vitrine-root]")).toBeNull();

    expectLoggedOnly(errors, EXPECTED_ERRORS[name]);
  },
  15_000,
);

itCoversEveryStory(EXPECTATIONS, composed);
