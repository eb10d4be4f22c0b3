// Quick buy on the fixture page's triggers, hydrated the real way against the shared MSW handlers (fixture cart):
// one story per state of the modal.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { unmountHost } from "../../core/render/host";
import { setPageConfig } from "../../core/page-config";
import { resetCarts } from "../../fixtures/cart";
import { STOCK_ROUTE } from "../../fixtures/handlers";
import { IN_STORE_TILES, QUICK_BUY_TILES, quickBuyTrigger } from "../../fixtures/server/screens/quick-buy";
import { ServerPage } from "../../.storybook/story-page";
import type { MarketCode } from "../../markets/markets";
import { resetQuickBuy } from "./state";

type TileName = keyof typeof QUICK_BUY_TILES | `in-store-${keyof typeof IN_STORE_TILES}`;

interface QuickBuyStoryProps {
  market: MarketCode;
  tile: TileName;
  /** Add to bag once the product shows (step 1). */
  add: boolean;
  config: Record<string, unknown>;
}

function tileMarkup(tile: TileName): string {
  const { product, extra } = tile.startsWith("in-store-")
    ? IN_STORE_TILES[tile.slice(9) as keyof typeof IN_STORE_TILES]
    : QUICK_BUY_TILES[tile as keyof typeof QUICK_BUY_TILES];
  return `<p>${quickBuyTrigger(product, extra)}</p>`;
}

/** Opens the modal, and with `add` adds once the add button is enabled. */
function opener(add: boolean) {
  return (trigger: HTMLElement) => {
    trigger.click();
    if (!add) return;
    const started = Date.now();
    const poll = () => {
      const button = document.querySelector<HTMLButtonElement>("[data-quick-buy-add]");
      if (button && !button.disabled && !button.hasAttribute("aria-disabled")) return button.click();
      if (Date.now() - started < 5000) setTimeout(poll, 20);
    };
    poll();
  };
}

function QuickBuyStory({ market, tile, add, config }: QuickBuyStoryProps) {
  setPageConfig(config);
  return <ServerPage html={tileMarkup(tile)} market={market} readySelector="[data-quick-buy][aria-haspopup]" then={opener(add)} />;
}

const meta = {
  title: "Widgets/Quick buy",
  parameters: { contract: "quick-buy" },
  component: QuickBuyStory,
  args: { market: "us", tile: "multiSize", add: false, config: {} },
  beforeEach: () => {
    resetCarts();
    return () => {
      resetQuickBuy();
      unmountHost();
      setPageConfig({ inStore: false, showcase: {} });
    };
  },
} satisfies Meta<typeof QuickBuyStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 0: image, name, price, size select (one sold out), quantity, more details, add to bag. */
export const Product: Story = {};
/** Step 1 after an add: the bag's lines, subtotal, total, consent, review bag and proceed. */
export const CartList: Story = { args: { tile: "oneSize", add: true } };
/** Edit mode: the bag line's size preselected, "Update size" disabled until another size is chosen. */
export const EditMode: Story = { args: { tile: "edit" } };
/** In store: 500x500, configuration details, size guide, edit configuration; step 1 with a delete per line. */
export const InStore: Story = { args: { tile: "in-store-personalised", add: true, config: { inStore: true } } };
/** §8 init failure: the stock service answers 500. */
export const InitError: Story = {
  args: { tile: "oneSize" },
  parameters: { msw: [http.get(STOCK_ROUTE, () => HttpResponse.json({}, { status: 500 }))] },
};
/** §8 cart list failure: the catalog items cannot be loaded. */
export const ResumeError: Story = {
  args: { tile: "singleSku", add: true },
  parameters: { msw: [http.get("*/catalog/products-by-ids", () => HttpResponse.json({}, { status: 503 }))] },
};
/** §6 showcase login + price: no prices, no proceed. */
export const Showcase: Story = { args: { tile: "vic", add: true, config: { showcase: { login: true, price: true } } } };
/** kw: Arabic, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", tile: "colours" } };
