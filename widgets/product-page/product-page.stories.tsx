// The product page on the demo server's own article markup, hydrated the real way; stock, product data and the
// availability service come from the shared MSW handlers (a story replaces them to show a failure).
import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { serverSession } from "../../fixtures/story-session";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { resetStock } from "../../core/stock";
import { CASES, CASE_NAMES, type CaseName } from "../../fixtures/catalogue";
import { STOCK_ROUTE } from "../../fixtures/handlers";
import { fallbackBlockHtml, productArticleHtml } from "../../fixtures/server/screens/product";
import { ServerPage } from "../../.storybook/story-page";
import { MARKET_CODES, type MarketCode } from "../../markets/markets";

interface ProductPageStoryProps {
  market: MarketCode;
  product: CaseName | "fallback";
  vic: boolean;
  /** Showcase flags on (§6). */
  showcase: ("price" | "wishlist" | "findInStore" | "checkout")[];
  stockService: "gateway" | "availability";
}

function ProductPageStory({ market, product, vic, showcase, stockService }: ProductPageStoryProps) {
  const flags = Object.fromEntries(showcase.map((f) => [f, true]));
  // Before the page's own effects run (children's effects come first): the configuration the server page would carry.
  useState(() => {
    resetStock();
    serverSession(vic ? "vic" : "guest");
    setPageConfig({ user: { loggedIn: vic, vic }, showcase: flags, stockService });
  });
  const query = new URLSearchParams({ ...(vic ? { vic: "1" } : {}), ...(showcase.length ? { showcase: showcase.join(",") } : {}) });
  const ctx = { origin: location.origin, path: "/", query, cookie: `static-country=${market}` };
  const html = product === "fallback" ? fallbackBlockHtml(ctx) : `<main>${productArticleHtml(CASES[product].partNumber, ctx)}</main>`;
  return <ServerPage html={html} market={market} />;
}

const meta = {
  title: "Widgets/Product page",
  parameters: { contract: "product-page" },
  component: ProductPageStory,
  args: { market: "us", product: "fourColours", vic: false, showcase: [], stockService: "gateway" },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie" },
    product: { control: "select", options: [...CASE_NAMES, "fallback"], description: "a catalogue case, or the fallback block" },
    vic: { control: "boolean", description: "the server's session says VIC (and the page's seed)" },
    showcase: { control: "check", options: ["price", "wishlist", "findInStore", "checkout"] },
    stockService: { control: "radio", options: ["gateway", "availability"] },
  },
  beforeEach: () => unmountHost,
} satisfies Meta<typeof ProductPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five colours, three sizes (38 in store only: disabled), an offer price. */
export const ColoursAndSizes: Story = {};
/** §3 single SKU: the one-size indicator, its size chosen. */
export const SingleSku: Story = { args: { product: "singleSku" } };
/** §4 made to order: price on request, the label, not saleable. */
export const MadeToOrder: Story = { args: { product: "madeToOrder" } };
/** §6 VIC: the private-sales price. */
export const Vic: Story = { args: { product: "vic", vic: true } };
/** Out of stock online, available in store. */
export const InStoreOnly: Story = { args: { product: "outOfStockNoStock" } };
/** §7 the inventory availability service instead of the API gateway. */
export const AvailabilityService: Story = { args: { stockService: "availability" } };
/** While the stock is on its way. */
export const CheckingStock: Story = { parameters: { msw: [http.get(STOCK_ROUTE, () => delay("infinite"))] } };
/** §8 the stock check failed: the defined state. */
export const StockFailed: Story = { parameters: { msw: [http.get(STOCK_ROUTE, () => HttpResponse.json({ data: "nope" }))] } };
/** §6 showcase: price, wishlist and find in store hidden. */
export const Showcase: Story = { args: { showcase: ["price", "wishlist", "findInStore"] } };
/** Right to left (kw). */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw" } };
/** §4 the fallback block: the first product with a size online or in store. */
export const Fallback: Story = { args: { product: "fallback" } };
