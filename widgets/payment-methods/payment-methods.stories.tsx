// The payment area inside the fixture checkout (.storybook/checkout-story.tsx), hydrated the real way: every provider
// through the one payment loader from the stand-in scripts the fixture backend serves. One state per story.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CheckoutStory } from "../../.storybook/checkout-story";

const meta = {
  title: "Widgets/Payment methods",
  parameters: { contract: "payment-methods" },
  component: CheckoutStory,
  args: { market: "it", query: "", act: "none" },
} satisfies Meta<typeof CheckoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** it: the card's fields in their slot, the online wallet; the search wallet's button once it says it is ready. */
export const Card: Story = {};
/** br: instalments from 2; the bag's R$ 7.500,00 is above 5000, so up to 10 (§9 "Instalments"). */
export const Instalments: Story = { args: { market: "br" } };
/** kr: the Korean gateway (its flag on) and the messenger app beside the card; no wallets. */
export const KoreanMethods: Story = { args: { market: "kr" } };
/** The card provider's script loads but registers nothing: said in the slot, with a retry; the rest usable. */
export const CardFails: Story = { args: { query: "fault=card-broken" } };
/** kw: Arabic, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw" } };
