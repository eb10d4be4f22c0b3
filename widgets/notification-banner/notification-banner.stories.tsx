// The notification banner on the fixture markup (§3), hydrated the real way: each variant, the timed one (an alert),
// the §8 developer error, kw right to left.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ServerPage } from "../../.storybook/story-page";
import { bannerHtml, type BannerFields } from "../../fixtures/server/screens/stores";
import { markets, type MarketCode } from "../../markets/markets";
import "../../fixtures/assets/stores.css";

interface BannerStoryProps {
  market: MarketCode;
  fields: BannerFields;
}

function BannerStory({ market, fields }: BannerStoryProps) {
  return <ServerPage html={`<main>${bannerHtml(fields, markets[market].language)}</main>`} market={market} />;
}

const meta = {
  title: "Widgets/Notification banner",
  parameters: { contract: "notification-banner" },
  component: BannerStory,
  args: { market: "us", fields: { message: "On every order this week.", bannerTitle: "Complimentary shipping", isPushing: true } },
} satisfies Meta<typeof BannerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Small (the default type), pushing: in the page's flow, announced politely. */
export const SmallPushing: Story = {};
/** Big, black, centred, with a call to action that sends its callback's name. */
export const BigBlackWithCta: Story = {
  args: {
    fields: {
      bannerType: "big",
      isBlack: true,
      isCentered: true,
      isPushing: true,
      bannerTitle: "Private sale",
      message: "Reserved for our clients until Sunday.",
      submessage: "Sign in to see your prices.",
      ctaText: "Sign in",
      callback: "openLogin",
    },
  },
};
/** Overlaying and timed: it leaves by itself, so it is an alert. */
export const TimedOverlay: Story = { args: { fields: { message: "Your preferences were saved.", timing: 8000 } } };
/** §8: no message: the developer error, and the server's banner as it was. */
export const MissingMessage: Story = { args: { fields: { bannerTitle: "Private sale", isPushing: true } } };
/** kw: Arabic dismiss name, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw" } };
