// The journal's article list, server markup hydrated the real way; pages come from the shared MSW handlers.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { marketLocale } from "../../core/format";
import { unmountHost } from "../../core/render/host";
import { MARKET_CODES, markets, type MarketCode } from "../../markets/markets";
import { ARTICLE_CATEGORIES, ARTICLE_YEARS } from "../../fixtures/articles";
import { articleListHtml } from "../../fixtures/server/screens/search";
import { ARTICLE_LIST_ROUTE } from "../../fixtures/fragments/search";
import { ServerPage } from "../../.storybook/story-page";

interface ArticleListStoryProps {
  market: MarketCode;
  category: string;
  year: string;
  /** Pages 1..page rendered by the server. */
  page: number;
  /** Click load more once hydrated. */
  loadMore: boolean;
}

const clickLoadMore = (feed: HTMLElement) => feed.closest("[data-article-list]")?.querySelector<HTMLElement>("a[data-load-more]")?.click();

function ArticleListStory({ market, category, year, page, loadMore }: ArticleListStoryProps) {
  const filters = { ...(category ? { category } : {}), ...(year ? { year } : {}) };
  const params = new URLSearchParams(filters);
  if (page > 1) params.set("page", String(page));
  return (
    <ServerPage
      html={articleListHtml(filters, page, marketLocale(markets[market]))}
      market={market}
      search={params.toString()}
      readySelector="[data-article-feed][aria-busy]" // set once the widget is connected
      then={loadMore ? clickLoadMore : undefined}
    />
  );
}

const meta = {
  title: "Widgets/Article list",
  parameters: { contract: "article-list" },
  component: ArticleListStory,
  args: { market: "us", category: "", year: "", page: 1, loadMore: false },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie" },
    category: { control: "select", options: ["", ...ARTICLE_CATEGORIES.map((c) => c.value)] },
    year: { control: "select", options: ["", ...ARTICLE_YEARS.map(String)] },
    page: { control: { type: "number", min: 1, max: 3 } },
    loadMore: { control: "boolean", description: "click load more once hydrated" },
  },
  beforeEach: () => unmountHost,
} satisfies Meta<typeof ArticleListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 15: the feed, its counter and load more. */
export const FirstPage: Story = {};

/** Load more appended page 2: focus on its first article, the count announced. */
export const LoadedMore: Story = { args: { loadMore: true } };

/** Loading more: the feed is busy. */
export const Loading: Story = {
  args: { loadMore: true },
  parameters: { msw: [http.get(ARTICLE_LIST_ROUTE, () => delay("infinite"))] },
};

/** Every article shown: no load more. */
export const End: Story = { args: { page: 3 } };

/** Filtered by category and year. */
export const Filtered: Story = { args: { category: "fashion", year: "2025" } };

/** Load more fails (after the client's retries): the message and a retry; the list stays. */
export const Failed: Story = {
  args: { loadMore: true },
  parameters: { msw: [http.get(ARTICLE_LIST_ROUTE, () => HttpResponse.text("busy", { status: 503 }))] },
};

/** Kuwait: Arabic, right to left, Arabic-Indic digits. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", loadMore: true } };
