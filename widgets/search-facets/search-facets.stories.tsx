// The search box and facets form as the server renders them, hydrated the real way. Ticking a box changes the page
// URL (a `search` history entry) and emits `vitrine:listing-query`; without the listing widget nothing else moves.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { unmountHost } from "../../core/render/host";
import { MARKET_CODES, type MarketCode } from "../../markets/markets";
import { facetsFormHtml, searchBoxHtml } from "../../fixtures/server/screens/search";
import { ServerPage } from "../../.storybook/story-page";
import { parseFacets } from "./rules";

interface SearchFacetsStoryProps {
  market: MarketCode;
  /** The page's query string: `q` and the facets, e.g. `q=bag&ColorGroup=black`. */
  search: string;
}

function SearchFacetsStory({ market, search }: SearchFacetsStoryProps) {
  const params = new URLSearchParams(search);
  const html = `${searchBoxHtml(params.get("q") ?? "")}${facetsFormHtml(parseFacets(params))}`;
  return <ServerPage html={html} market={market} search={search} />;
}

const meta = {
  title: "Widgets/Search facets",
  parameters: { contract: "search-facets" },
  component: SearchFacetsStory,
  args: { market: "us", search: "q=bag" },
  argTypes: {
    market: { control: "select", options: MARKET_CODES, description: "`static-country` cookie" },
    search: { control: "text", description: "the page's query string" },
  },
  beforeEach: () => unmountHost,
} satisfies Meta<typeof SearchFacetsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: level 3 and SizeGroup wait for a level-2 category. */
export const NothingSelected: Story = {};

/** A level-2 category selected: its types and the sizes show; two colours (OR). */
export const Level2Selected: Story = { args: { search: "q=bag&categories2=bags&categories3=totes&ColorGroup=black&ColorGroup=red" } };

/** Kuwait: right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", search: "q=bag&categories2=shoes" } };
