// Find in store on the fixture markup, opened by its own trigger: the boutiques holding the item (us: 12-hour
// stores), none, a failed check with its retry, §6 showcase appointment, kw right to left.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ServerPage } from "../../.storybook/story-page";
import { FIND_IN_STORE_PRODUCT, findInStoreHtml, SITE_ROOT } from "../../fixtures/server/screens/stores";
import type { PageConfigInput } from "../../core/page-config";
import { markets, type MarketCode } from "../../markets/markets";
import "../../fixtures/assets/stores.css";

interface FindInStoreStoryProps {
  market: MarketCode;
  /** The item asked about: `NONE-…` is held nowhere, `FAIL-…` fails (fixtures/store-stock.ts). */
  productId: string;
  config: PageConfigInput;
}

const open = (trigger: HTMLElement) => trigger.click();

function FindInStoreStory({ market, productId, config }: FindInStoreStoryProps) {
  return (
    <ServerPage
      html={findInStoreHtml(markets[market].language, productId, FIND_IN_STORE_PRODUCT.partNumber)}
      market={market}
      config={config}
      readySelector="[data-find-in-store-ready] [data-find-in-store-trigger]"
      then={open}
    />
  );
}

const BASE: PageConfigInput = { siteRoot: SITE_ROOT, showcase: {} };

const meta = {
  title: "Widgets/Find in store",
  parameters: { contract: "find-in-store" },
  component: FindInStoreStory,
  args: { market: "us", productId: FIND_IN_STORE_PRODUCT.productId, config: BASE },
} satisfies Meta<typeof FindInStoreStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The market's boutiques holding it, each with its week on its own clock and the appointment link. */
export const Boutiques: Story = {};
/** Held nowhere in this market. */
export const NoBoutique: Story = { args: { productId: "NONE-1" } };
/** The check fails: said, with a retry. */
export const CheckFailed: Story = { args: { productId: "FAIL-1" } };
/** §6 showcase appointment: no appointment links. */
export const ShowcaseAppointment: Story = { args: { config: { ...BASE, showcase: { appointment: true } } } };
/** it: 24-hour stores, Italian. */
export const Italy: Story = { args: { market: "it" } };
/** kw: Arabic, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw" } };
