// The product listing, rendered the real way: the story places the server's listing section (the demo storefront's own
// renderListingSection), sets the market cookie and the URL's search, then the lifecycle hydrates it (and its tiles)
// as the bootloader would. Pages come from the shared MSW handlers; a story's `play` presses the load-more button.
import { useEffect, useRef } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useContractAttributes } from "../../.storybook/contract-args";
import { delay, http, HttpResponse } from "msw";
import { createLifecycle } from "../../core/lifecycle";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { resetStock } from "../../core/stock";
import { on } from "../../core/events";
import { listingProducts, renderListingSection } from "../../fixtures/fragments/product-listing";
import { textLocaleOf } from "../../fixtures/market";
import { MARKET_CODES, markets, type MarketCode } from "../../markets/markets";
import { widgets } from "../registry";
import type { ListingSource } from "./schema";

interface ListingStoryProps {
  /** `static-country` cookie. */
  market: MarketCode;
  source: ListingSource;
  /** Pages the server rendered (`?page=N`). */
  pages: number;
  /** The page URL's search and facets (search and category listings forward them). */
  search: string;
}

const LISTINGS: Record<ListingSource, { id: string; contentPath: string; heading: string }> = {
  category: { id: "plp", contentPath: "/content/vitrine/plp", heading: "All products" },
  search: { id: "results", contentPath: "/content/vitrine/search", heading: "Search results" },
  collection: { id: "collection-grid", contentPath: "/content/vitrine/collections/cruise-2026", heading: "Cruise 2026" },
};

// The registry's own entries, hydrated at once: the listing and the labels of its tiles.
const entries = widgets.map((entry) => ({ ...entry, hydrate: "load" as const }));

function ListingStory({ market, source, pages, search }: ListingStoryProps) {
  const root = useRef<HTMLDivElement>(null);
  const { direction, language } = markets[market];
  const { id, contentPath, heading } = LISTINGS[source];
  const query = new URLSearchParams(source === "collection" ? "" : search);
  const html = renderListingSection({
    id,
    source,
    contentPath,
    list: listingProducts(query, source === "collection" ? { collection: "cruise-2026" } : {}),
    pages,
    market: markets[market],
    locale: textLocaleOf(language, markets[market]),
    href: `/pages/listing.html?${query}`,
    heading,
  });

  const applyContract = useContractAttributes();
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    document.cookie = `static-country=${market}; path=/; SameSite=Lax`;
    document.cookie = "static-lang=; path=/; max-age=0";
    setPageConfig({ contentPath });
    // The listing reads its filters from the URL, as on a search page; the story's own parameters stay.
    const before = location.href;
    const url = new URL(location.href);
    for (const [name, value] of new URLSearchParams(search)) url.searchParams.append(name, value);
    history.replaceState(history.state, "", url);
    element.innerHTML = html; // our own fixture markup: every value escaped by the renderer
    applyContract(element);
    const lifecycle = createLifecycle(entries);
    lifecycle.start(element);
    return () => {
      lifecycle.stop();
      resetStock();
      element.replaceChildren();
      history.replaceState(history.state, "", before);
    };
  }, [market, contentPath, search, html, applyContract]);

  return <div ref={root} className="page" dir={direction} lang={language} />;
}

/** Resolves once `check` holds (the listing hydrates and loads asynchronously). */
async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  for (const start = Date.now(); !check();) {
    if (Date.now() - start > timeoutMs) throw new Error("the listing did not get there in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Presses the load-more button once the listing is hydrated, and waits for `then` (given the errors reported since). */
const pressLoadMore =
  (then: (canvas: HTMLElement, errors: number) => boolean) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await until(() => canvasElement.querySelector("[role=feed]") !== null);
    let errors = 0;
    const off = on("error", () => errors++);
    try {
      canvasElement.querySelector<HTMLElement>("[data-load-more]")!.click();
      await until(() => then(canvasElement, errors));
    } finally {
      off();
    }
  };
const pagesShown = (canvas: HTMLElement) => canvas.querySelectorAll("[data-listing-page]").length;

const meta = {
  title: "Widgets/Product listing",
  parameters: { contract: "product-listing" },
  component: ListingStory,
  args: { market: "us", source: "category", pages: 1, search: "" },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie (18 markets)" },
    source: { control: "inline-radio", options: ["category", "search", "collection"], description: "`data-source`" },
    pages: { control: { type: "number", min: 1, max: 10 }, description: "pages the server rendered (`?page=N`)" },
    search: { control: "text", description: "the URL's q and facets, e.g. `q=bag&MaterialGroup=leather`" },
  },
  // The page's one React root goes when the story goes (see the tile-labels stories).
  beforeEach: () => unmountHost,
} satisfies Meta<typeof ListingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 10: the counter, the load-more button (auto-load when it comes within 500 px). */
export const Idle: Story = {};

/** The button was pressed and the page is on its way: the feed is busy, the button says so. */
export const Loading: Story = {
  parameters: { msw: [http.get(/\.component-grid-template\.html$/, () => delay("infinite"))] },
  play: pressLoadMore((canvas) => canvas.querySelector("[role=feed]")?.getAttribute("aria-busy") === "true"),
};

/** Page 2 appended in one insertion: focus on its first item, the counter and the announcement updated. */
export const Loaded: Story = {
  play: pressLoadMore((canvas) => pagesShown(canvas) === 2),
};

/** Every page shown: no button, the counter reads 240 of 240. */
export const End: Story = {
  args: { pages: 10 },
};

/** The page could not be loaded: the button shows again with the message; auto-load waits for a retry. */
export const LoadFailed: Story = {
  parameters: { msw: [http.get(/\.component-grid-template\.html$/, () => HttpResponse.text("Not found", { status: 404 }))] },
  play: pressLoadMore((_, errors) => errors > 0),
};

/** Kuwait: right to left, Arabic texts, Arabic-Indic digits in the counter. */
export const RtlKuwait: Story = {
  name: "RTL market (kw)",
  args: { market: "kw" },
  play: pressLoadMore((canvas) => pagesShown(canvas) === 2),
};

/** A search listing: page 2 comes from the search grid with the URL's q and facets. */
export const SearchResults: Story = {
  args: { source: "search", search: "q=bag&MaterialGroup=leather&MaterialGroup=suede" },
  play: pressLoadMore((canvas) => pagesShown(canvas) === 2),
};

/** A collection product grid (page, category, order, pageLoad=false) loaded to its last page. */
export const CollectionGridEnd: Story = {
  name: "Collection grid, to the end",
  args: { source: "collection", pages: 2 },
  play: pressLoadMore((canvas) => pagesShown(canvas) === 3),
};
