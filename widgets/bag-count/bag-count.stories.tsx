// The header's bag count on the fixture markup, hydrated the real way: the server's number, then the same count after
// an add through the one cart client (the shared MSW fixture cart answers).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { addToCart } from "../../core/cart";
import { CASES } from "../../fixtures/catalogue";
import { resetCarts } from "../../fixtures/cart";
import { ServerPage } from "../../.storybook/story-page";
import type { MarketCode } from "../../markets/markets";

interface BagCountStoryProps {
  market: MarketCode;
  serverCount: number;
  /** Adds one item once hydrated (its live region is there). */
  add: boolean;
}

const markup = (count: number) =>
  `<a class="bag-count" href="/pages/shopping-bag.html" data-bag-count="${count}">Bag <span class="bag-count__value" data-bag-count-value>${count}</span></a>`;

function BagCountStory({ market, serverCount, add }: BagCountStoryProps) {
  const size = CASES.regular.sizes[0]!;
  return (
    <ServerPage
      html={markup(serverCount)}
      market={market}
      readySelector="[data-bag-count] + [role=status]"
      then={() => add && void addToCart({ productId: size.productId, quantity: 1 })}
    />
  );
}

const meta = {
  title: "Widgets/Bag count",
  parameters: { contract: "bag-count" },
  component: BagCountStory,
  args: { market: "us", serverCount: 0, add: false },
  beforeEach: () => resetCarts(),
} satisfies Meta<typeof BagCountStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's count, shown as is: hydration changes nothing. */
export const ServerCount: Story = { args: { serverCount: 2 } };
/** After an add: the count follows the shared cart and is announced politely. */
export const AfterAdd: Story = { args: { add: true } };
/** kw: Arabic announcement, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw", add: true } };
