// Tile labels, rendered the real way: the story places the server's tile markup (the demo storefront's own
// renderTile for the fixture CASES), sets the page configuration and the market cookie from the args, then the
// lifecycle hydrates the tiles exactly as the bootloader would. Stock comes from the shared MSW handlers.
import { useEffect, useRef } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useContractAttributes } from "../../.storybook/contract-args";
import { http, HttpResponse } from "msw";
import { createLifecycle } from "../../core/lifecycle";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { resetStock } from "../../core/stock";
import { CASES, CASE_NAMES, type CaseName } from "../../fixtures/catalogue";
import { renderTile } from "../../fixtures/server/layout";
import { MARKET_CODES, markets, type MarketCode } from "../../markets/markets";
import { widgets } from "../registry";
import { STOCK_ROUTE } from "../../fixtures/handlers";
import { serverSession } from "../../fixtures/story-session";

type ShowcaseFlag = "checkout" | "price" | "all";

interface TileGridProps {
  /** `static-country` cookie. */
  market: MarketCode;
  /** The server's session check says VIC (§6). */
  vic: boolean;
  /** Page configuration `showcase` flags that are on. */
  showcase: ShowcaseFlag[];
  /** Fixture cases rendered as server tiles, in this order. */
  tiles: CaseName[];
}

// The registry's own entries (selector, code), hydrated at once: a story shows its tiles without scrolling.
const entries = widgets.map((entry) => ({ ...entry, hydrate: "load" as const }));

function TileGrid({ market, vic, showcase, tiles }: TileGridProps) {
  const grid = useRef<HTMLUListElement>(null);
  const { direction, language } = markets[market];
  // Our own fixture markup (every value escaped by renderTile), as the CMS would send it for this market.
  const html = tiles.map((name) => `<li class="product-grid__item">${renderTile(CASES[name], markets[market])}</li>`).join("\n");
  const flags = showcase.join(",");

  const applyContract = useContractAttributes();
  useEffect(() => {
    const root = grid.current;
    if (!root) return;
    document.cookie = `static-country=${market}; path=/; SameSite=Lax`;
    document.cookie = "static-lang=; path=/; max-age=0"; // the market's own language
    serverSession(vic ? "vic" : "guest");
    setPageConfig({
      showcase: Object.fromEntries(
        flags
          .split(",")
          .filter(Boolean)
          .map((flag) => [flag, true]),
      ),
    });
    root.innerHTML = html;
    applyContract(root);
    const lifecycle = createLifecycle(entries);
    lifecycle.start(root);
    return () => {
      lifecycle.stop();
      resetStock();
      root.replaceChildren();
    };
  }, [market, vic, flags, html, applyContract]);

  return <ul ref={grid} className="product-grid" aria-label="Products" dir={direction} lang={language} />;
}

const meta = {
  title: "Widgets/Tile labels",
  parameters: { contract: "tile-labels" },
  component: TileGrid,
  args: { market: "us", vic: false, showcase: [], tiles: ["regular"] },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie (18 markets)" },
    vic: { control: "boolean", description: "the server's session check says VIC" },
    showcase: { control: "check", options: ["checkout", "price", "all"], description: "page configuration `showcase` flags" },
    tiles: { control: "multi-select", options: CASE_NAMES, description: "fixture cases, as server tiles" },
  },
  // The page's one React root goes when the story goes. Not from the effect cleanup above: unmounting a root
  // while React commits another (Storybook's) makes React warn about a race.
  beforeEach: () => unmountHost,
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AVAILABLE_SOON: labelled only while no size is in stock online (store stock does not count). */
export const AvailableSoon: Story = {
  args: { tiles: ["availableSoonNoStock", "availableSoonInStock"] },
};

/** OUT_OF_STOCK: labelled only while no size is in stock online. */
export const OutOfStock: Story = {
  args: { tiles: ["outOfStockNoStock", "outOfStockInStock"] },
};

/** ONLINE_EXCLUSIVE: no label only when in stock inside the interval; not in stock, expired or not yet started → label. */
export const OnlineExclusive: Story = {
  args: {
    tiles: [
      "onlineExclusiveActiveNoStock",
      "onlineExclusiveExpiredInStock",
      "onlineExclusiveFutureInStock",
      "onlineExclusiveActiveInStock",
    ],
  },
};

/** ON_SALE with on-sale false → "Available soon"; on-sale true → no label. */
export const OnSaleFalse: Story = {
  args: { tiles: ["onSaleFalse", "onSaleTrue"] },
};

/** MADE_TO_ORDER: label, and the price becomes "Price on request". */
export const MadeToOrder: Story = {
  args: { tiles: ["madeToOrder"] },
};

/** No life cycle: no label, the server price stays (sizes, and a single-SKU product). */
export const Regular: Story = {
  args: { tiles: ["regular", "singleSku"] },
};

/** VIC user: struck original price, discount and private price; a product without private price keeps its price. */
export const VicPrivatePrice: Story = {
  name: "VIC private price",
  args: { vic: true, tiles: ["vic", "regular"] },
};

/** A guest sees the server price of the same product. */
export const VicProductAsGuest: Story = {
  name: "VIC product, guest",
  args: { vic: false, tiles: ["vic"] },
};

/** showcase.checkout: no availability label at all (made to order keeps "Price on request"). */
export const CheckoutShowcase: Story = {
  args: {
    showcase: ["checkout"],
    tiles: ["availableSoonNoStock", "outOfStockNoStock", "onlineExclusiveActiveNoStock", "onSaleFalse", "madeToOrder"],
  },
};

/** showcase.price: no price on any tile, labels stay. */
export const PriceShowcase: Story = {
  args: { vic: true, showcase: ["price"], tiles: ["regular", "madeToOrder", "vic"] },
};

/** showcase.all: every flag on, so neither labels nor prices. */
export const AllShowcase: Story = {
  args: { showcase: ["all"], tiles: ["madeToOrder", "availableSoonNoStock", "regular"] },
};

/** One other colour: one filled dot, labelled "2 colours". */
export const OneColour: Story = {
  args: { tiles: ["oneColour"] },
};

/** Four other colours: four dots, no remainder. */
export const FourColours: Story = {
  args: { tiles: ["fourColours"] },
};

/** Six other colours: four dots and "+ 2". */
export const SixColours: Story = {
  args: { tiles: ["sixColours"] },
};

/** Values holding several colours become conic-gradient segments (at most 4). */
export const MultiSegmentColours: Story = {
  args: { tiles: ["multiColourSegments"] },
};

/** Invalid colour values are dropped: only the 3- and 8-digit hex values make dots. */
export const InvalidColoursDropped: Story = {
  args: { tiles: ["invalidColours"] },
};

/** The stock request fails (500, after its retries): a failed check counts as "not in stock". */
export const StockRequestFails: Story = {
  args: { tiles: ["availableSoonInStock", "outOfStockInStock", "onlineExclusiveActiveInStock", "onSaleTrue", "regular"] },
  parameters: {
    msw: [http.get(STOCK_ROUTE, () => HttpResponse.json({ error: "Service unavailable" }, { status: 500 }))],
  },
};

/** Kuwait: Arabic labels and prices, right to left. */
export const RtlKuwait: Story = {
  name: "RTL market (kw)",
  args: { market: "kw", vic: true, tiles: ["availableSoonNoStock", "madeToOrder", "vic", "sixColours"] },
};

/** Japan: Japanese labels, yen without decimals. */
export const Japan: Story = {
  name: "Japanese market (jp)",
  args: { market: "jp", vic: true, tiles: ["outOfStockNoStock", "onlineExclusiveExpiredInStock", "madeToOrder", "vic", "sixColours"] },
};

/** Every fixture case, in catalogue order (guest, showcase off). */
export const AllCases: Story = {
  name: "All cases",
  args: { tiles: [...CASE_NAMES] },
};
