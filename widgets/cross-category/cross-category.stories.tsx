// Cross-category circles on the fixture CMS markup (§3 configuration rendered with the §2 link rule and the §9
// layout classes), hydrated the real way: the author's colours applied, the shades of a scroller.
import type { Meta, StoryObj } from "@storybook/react-vite";
import "../../fixtures/assets/media.css";
import { fixtureCrossCategory, renderCrossCategory } from "../../fixtures/server/screens/media";
import { ServerPage } from "../../.storybook/story-page";
import type { MarketCode } from "../../markets/markets";

interface CirclesStoryProps {
  market: MarketCode;
  count: number;
}

function CirclesStory({ market, count }: CirclesStoryProps) {
  const html = renderCrossCategory(`circles-${count}`, fixtureCrossCategory(count), location.origin);
  return <ServerPage html={html} market={market} />;
}

const meta = {
  title: "Widgets/Cross-category circles",
  parameters: { contract: "cross-category" },
  component: CirclesStory,
  args: { market: "us", count: 3 },
  argTypes: { count: { control: { type: "range", min: 1, max: 9 } } },
} satisfies Meta<typeof CirclesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3 circles: inline, rows of 2 on a phone, no shades; a background colour. */
export const ThreeCircles: Story = {};
/** 4 circles: inline, text aligned to the start, shades possible (more than 3). */
export const FourCircles: Story = { args: { count: 4 } };
/** 6 circles: inline, rows of 3 on a phone; hideText leaves the text out. */
export const SixCircles: Story = { args: { count: 6 } };
/** 7 circles: a horizontal scroller with edge shades. */
export const SevenCircles: Story = { args: { count: 7 } };
/** 9 circles: a scroller, row class 5. */
export const NineCircles: Story = { args: { count: 9 } };
/** kw: right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", count: 9 } };
