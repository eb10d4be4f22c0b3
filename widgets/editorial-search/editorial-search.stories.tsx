// The editorial search on the search page's server section, hydrated the real way; the journal answers through the
// shared MSW handlers. The page URL's `q` is what the widget follows: a `query` unlike `serverQuery` makes it search.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { marketLocale } from "../../core/format";
import { unmountHost } from "../../core/render/host";
import { MARKET_CODES, markets, type MarketCode } from "../../markets/markets";
import { editorialSearchHtml } from "../../fixtures/server/screens/search";
import { EDITORIAL_SEARCH_ROUTE } from "../../fixtures/fragments/search";
import { ServerPage } from "../../.storybook/story-page";

interface EditorialSearchStoryProps {
  market: MarketCode;
  /** The query the server rendered results for. */
  serverQuery: string;
  /** `q` in the page URL. */
  query: string;
}

function EditorialSearchStory({ market, serverQuery, query }: EditorialSearchStoryProps) {
  const html = editorialSearchHtml(serverQuery, marketLocale(markets[market]));
  return <ServerPage html={html} market={market} search={query ? new URLSearchParams({ q: query }).toString() : ""} />;
}

const meta = {
  title: "Widgets/Editorial search",
  parameters: { contract: "editorial-search" },
  component: EditorialSearchStory,
  args: { market: "us", serverQuery: "bag", query: "bag" },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie" },
    serverQuery: { control: "text", description: "the query of the server-rendered results" },
    query: { control: "text", description: "`q` in the page URL, which the widget follows" },
  },
  beforeEach: () => unmountHost,
} satisfies Meta<typeof EditorialSearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's results for the URL's query, adopted as they are. */
export const Results: Story = {};

/** No query: nothing to show, nothing asked. */
export const Idle: Story = { args: { serverQuery: "", query: "" } };

/** A query the journal has nothing for. */
export const NoResults: Story = { args: { serverQuery: "zzz", query: "zzz" } };

/** The URL's query differs from the server's: the widget asks for it and shows its results. */
export const NewQuery: Story = { args: { query: "silk" } };

/** The journal takes its time: the previous results dim, marked busy, and the line says what is being searched. */
export const Loading: Story = {
  args: { query: "silk" },
  parameters: { msw: [http.get(EDITORIAL_SEARCH_ROUTE, () => delay("infinite"))] },
};

/** The journal fails (after the client's retries): the error line and a retry; no stale results. */
export const Failed: Story = {
  args: { query: "silk" },
  parameters: { msw: [http.get(EDITORIAL_SEARCH_ROUTE, () => HttpResponse.text("unavailable", { status: 500 }))] },
};

/** Kuwait: Arabic, right to left, Arabic-Indic digits. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", query: "gold" } };
