// The store locator on the fixture markup: the server's list, the stand-in map shown (§3 mapProvider: global, or the
// Chinese service in cn), §6 showcase, kw right to left.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ServerPage } from "../../.storybook/story-page";
import { locatorHtml, SITE_ROOT } from "../../fixtures/server/screens/stores";
import type { PageConfigInput } from "../../core/page-config";
import type { MarketCode } from "../../markets/markets";
import "../../fixtures/assets/stores.css";

interface LocatorStoryProps {
  market: MarketCode;
  /** The fixture page's query (`showcase=…`, `near=…`). */
  query: string;
  config: PageConfigInput;
  /** Shows the map once hydrated. */
  showMap: boolean;
}

const clickIt = (element: HTMLElement) => element.click();

function LocatorStory({ market, query, config, showMap }: LocatorStoryProps) {
  const ctx = { origin: location.origin, path: "/", query: new URLSearchParams(query), cookie: `static-country=${market}` };
  return (
    <ServerPage
      html={locatorHtml(ctx)}
      market={market}
      config={config}
      readySelector="[data-store-locator-ready] [data-show-map]"
      {...(showMap ? { then: clickIt } : {})}
    />
  );
}

const STAND_IN: PageConfigInput = { siteRoot: SITE_ROOT, maps: { standIn: true }, showcase: {} };

const meta = {
  title: "Widgets/Store locator",
  parameters: { contract: "store-locator" },
  component: LocatorStory,
  args: { market: "us", query: "", config: STAND_IN, showMap: false },
} satisfies Meta<typeof LocatorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's list; the map's code is not loaded. */
export const List: Story = {};
/** The stand-in map shown: one marker per boutique, a keyboard stop for them all. */
export const MapShown: Story = { args: { showMap: true } };
/** Sorted on the server from a typed city (`?near=`), distances in miles. */
export const NearNewYork: Story = { args: { query: "near=New%20York" } };
/** cn: the Chinese maps service is the one chosen. */
export const ChinaProvider: Story = { args: { market: "cn", showMap: true } };
/** No maps service configured: the list alone, no map button. */
export const NoMapService: Story = { args: { config: { siteRoot: SITE_ROOT, maps: {}, showcase: {} } } };
/** §6 showcase appointment and contactUs: their links are gone. */
export const Showcase: Story = {
  args: { query: "showcase=appointment,contactUs", config: { ...STAND_IN, showcase: { appointment: true, contactUs: true } } },
};
/** kw: Arabic, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", showMap: true } };
