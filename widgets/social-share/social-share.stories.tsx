// Social share on the fixture markup (§9 "Social sharing"): the configured networks' links, kw right to left, and a
// configuration with hostile templates (dropped).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ServerPage } from "../../.storybook/story-page";
import { SHARE_TEMPLATES, shareHtml } from "../../fixtures/server/screens/stores";
import type { PageConfigInput } from "../../core/page-config";
import { markets, type MarketCode } from "../../markets/markets";
import "../../fixtures/assets/stores.css";

interface ShareStoryProps {
  market: MarketCode;
  config: PageConfigInput;
}

function ShareStory({ market, config }: ShareStoryProps) {
  return <ServerPage html={shareHtml(markets[market].language, "https://shop.example/pages/share.html")} market={market} config={config} />;
}

const CONFIGURED: PageConfigInput = { share: [...SHARE_TEMPLATES] };

const meta = {
  title: "Widgets/Social share",
  parameters: { contract: "social-share" },
  component: ShareStory,
  args: { market: "us", config: CONFIGURED },
} satisfies Meta<typeof ShareStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Facebook, X, Pinterest and WhatsApp from the page configuration, then copy link. */
export const Networks: Story = {};
/** A template whose placeholder is the host, beside a good one: only the good one is drawn. */
export const HostileTemplates: Story = {
  args: {
    config: {
      share: [
        { network: "evil", template: "https://{url}/steal" },
        { network: "facebook", template: "https://www.facebook.com/sharer/sharer.php?u={url}" },
      ],
    },
  },
};
/** No templates configured: copy link only. */
export const CopyOnly: Story = { args: { config: { share: [] } } };
/** kw: Arabic, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw" } };
