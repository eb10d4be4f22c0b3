// The live-chat launcher on the fixture markup (§9 hub EMEA): ready, the vendor script broken (the fallback), no chat
// configured (the contact link alone), §6 showcase contactUs, kw right to left.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ServerPage } from "../../.storybook/story-page";
import { chatHtml } from "../../fixtures/server/screens/stores";
import { LIVE_CHAT_SCRIPT } from "../../fixtures/vendor-scripts";
import type { PageConfigInput } from "../../core/page-config";
import { markets, type MarketCode } from "../../markets/markets";
import "../../fixtures/assets/stores.css";

interface ChatStoryProps {
  market: MarketCode;
  config: PageConfigInput;
  /** Asks for the chat once hydrated. */
  launch: boolean;
}

const launchOnce = (element: HTMLElement) => element.click();

function ChatStory({ market, config, launch }: ChatStoryProps) {
  return (
    <ServerPage
      html={chatHtml(markets[market].language)}
      market={market}
      config={config}
      readySelector="[data-live-chat-ready] [data-live-chat-launcher]"
      {...(launch ? { then: launchOnce } : {})}
    />
  );
}

const UP: PageConfigInput = { liveChat: { scriptUrl: LIVE_CHAT_SCRIPT }, showcase: {} };

const meta = {
  title: "Widgets/Live chat",
  parameters: { contract: "live-chat" },
  component: ChatStory,
  args: { market: "us", config: UP, launch: false },
} satisfies Meta<typeof ChatStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The launcher, ready; nothing of the vendor is loaded until it is used. */
export const Ready: Story = {};
/** The vendor's script loads but offers no chat: the fallback message, the contact link and another try. */
export const VendorBroken: Story = {
  args: { config: { liveChat: { scriptUrl: `${LIVE_CHAT_SCRIPT}?broken=1` }, showcase: {} }, launch: true },
};
/** No chat configured: the contact link alone. */
export const NoChat: Story = { args: { config: { liveChat: {}, showcase: {} } } };
/** §6 showcase contactUs: the contact link is hidden. */
export const ShowcaseContactUs: Story = { args: { config: { ...UP, showcase: { contactUs: true } } } };
/** kw: Arabic, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw" } };
