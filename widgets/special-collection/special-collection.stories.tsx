// The special collection, rendered the real way: the story places the server's section markup (the demo storefront's
// own renderer), sets the market cookie, the page configuration and the query, then the lifecycle hydrates it as the
// bootloader would. Fragments and stock come from the shared MSW handlers; a story overrides them with
// `parameters.msw`, and a play function drives the state it shows (loading, failure).
import { useEffect, useRef } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useContractAttributes } from "../../.storybook/contract-args";
import { delay, http, HttpResponse } from "msw";
import { createLifecycle } from "../../core/lifecycle";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { resetStock } from "../../core/stock";
import { withQuery } from "../../core/url-state";
import {
  SPECIAL_COLLECTION_CATEGORIES,
  SPECIAL_COLLECTION_CONTENT_PATH,
  SPECIAL_COLLECTION_FAULTS,
  type SpecialCollectionFault,
  type TileStyle,
} from "../../fixtures/fragments/special-collection";
import { specialCollectionHref, specialCollectionSection } from "../../fixtures/server/screens/special-collection";
import { MARKET_CODES, markets, type MarketCode } from "../../markets/markets";
import { widgets } from "../registry";

interface SpecialCollectionPageProps {
  /** `static-country` cookie. */
  market: MarketCode;
  /** Query `category`. */
  category: string;
  /** Query `page`: the server renders pages 1..page. */
  page: number;
  /** Tile style; `new` also sets the "new experience" mode (`.new.html` fragments). */
  style: TileStyle;
  /** A failing fragment (§8), by content path. */
  fault?: SpecialCollectionFault;
}

/** Fragment requests of the special collection (any content path, either address). */
const FRAGMENT_ROUTE = /\.component-special-collection-template(\.new)?\.html$/;

// The registry's own entries, hydrated at once.
const entries = widgets.map((entry) => ({ ...entry, hydrate: "load" as const }));

function SpecialCollectionPage({ market, category, page, style, fault }: SpecialCollectionPageProps) {
  const root = useRef<HTMLDivElement>(null);
  const { direction, language } = markets[market];
  const html = specialCollectionSection({
    category,
    page,
    market: markets[market],
    language,
    style,
    href: (changes) => specialCollectionHref(new URLSearchParams(), changes),
  });

  const applyContract = useContractAttributes();
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    document.cookie = `static-country=${market}; path=/; SameSite=Lax`;
    document.cookie = "static-lang=; path=/; max-age=0";
    setPageConfig({ contentPath: fault ? SPECIAL_COLLECTION_FAULTS[fault] : SPECIAL_COLLECTION_CONTENT_PATH });
    // The widget reads page and category from the query, as on the real page.
    history.replaceState(history.state, "", withQuery(location.href, { page, category }));
    element.innerHTML = html;
    applyContract(element);
    const lifecycle = createLifecycle(entries);
    lifecycle.start(element);
    return () => {
      lifecycle.stop();
      resetStock();
      element.replaceChildren();
      history.replaceState(null, "", withQuery(location.href, { page: null, category: null }));
    };
  }, [market, category, page, style, fault, html, applyContract]);

  return <div ref={root} dir={direction} lang={language} />;
}

/** Resolves with the first match once the widget has rendered it. */
async function until<T>(find: () => T | null | undefined, timeoutMs = 5000): Promise<T> {
  for (let waited = 0; waited < timeoutMs; waited += 25) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the special collection did not hydrate");
}

const clickLoadMore = async ({ canvasElement }: { canvasElement: HTMLElement }) =>
  (await until(() => canvasElement.querySelector<HTMLButtonElement>("[data-special-collection-more] button"))).click();

const clickTab =
  (category: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) =>
    (await until(() => canvasElement.querySelectorAll<HTMLElement>("[role=tab]")[SPECIAL_COLLECTION_CATEGORIES.indexOf(category)])).click();

const meta = {
  title: "Widgets/Special collection",
  component: SpecialCollectionPage,
  args: { market: "us", category: "all", page: 1, style: "classic" },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie (18 markets)" },
    category: { control: "select", options: SPECIAL_COLLECTION_CATEGORIES, description: "query `category`" },
    page: { control: { type: "number", min: 1, max: 20 }, description: "query `page`" },
    style: { control: "inline-radio", options: ["classic", "new"], description: "`new`: the new-experience mode and tiles" },
    fault: { control: "select", options: [undefined, ...Object.keys(SPECIAL_COLLECTION_FAULTS)], description: "a failing fragment" },
  },
  parameters: { contract: "special-collection", layout: "fullscreen" },
  // The page's one React root goes when the story goes (not from the effect cleanup: see the tile-labels stories).
  beforeEach: () => unmountHost,
} satisfies Meta<typeof SpecialCollectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: page 1 of every category, tabs and an active load-more button. */
export const Idle: Story = {};

/** Pages 1–2 of bags, as the server renders `?page=2&category=bags`. */
export const SecondPageOfBags: Story = {
  args: { category: "bags", page: 2 },
};

/** Load more is waiting for its page: the load-more spinner, the grid busy. */
export const LoadingMore: Story = {
  parameters: { msw: [http.get(FRAGMENT_ROUTE, async () => delay("infinite"))] },
  play: clickLoadMore,
};

/** A tab switch is waiting for page 1 of bags: the tiles are gone, the category spinner shows. */
export const LoadingCategory: Story = {
  parameters: { msw: [http.get(FRAGMENT_ROUTE, async () => delay("infinite"))] },
  play: clickTab("bags"),
};

/** The end: jewellery fits on one page, so there is no load-more button from the start. */
export const End: Story = {
  args: { category: "jewellery" },
};

/** The load failed (500): load more is off and a message offers the server page (§8). */
export const LoadFailed: Story = {
  parameters: { msw: [http.get(FRAGMENT_ROUTE, () => HttpResponse.text("Service unavailable", { status: 500 }))] },
  play: clickLoadMore,
};

/** The response has no `#total-count`: "missing total count tracker in html response" (§5, §8). */
export const MissingTotalCount: Story = {
  args: { fault: "no-total-count" },
  play: clickLoadMore,
};

/** The "new experience on old special collection" mode: alternate tiles, fragments from the `.new.html` address. */
export const NewExperience: Story = {
  args: { style: "new", category: "bags" },
  play: clickLoadMore,
};

/** Kuwait: right to left, Arabic texts and Arabic-Indic digits; the arrow keys mirror. */
export const RtlKuwait: Story = {
  name: "RTL market (kw)",
  args: { market: "kw" },
};
