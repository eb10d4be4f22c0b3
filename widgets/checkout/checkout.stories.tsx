// The checkout on the fixture server's own markup, hydrated the real way, against the shared fixture backend
// (.storybook/checkout-story.tsx). One state per story: the market's sections, the errors, no checkout.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CheckoutStory } from "../../.storybook/checkout-story";

const meta = {
  title: "Widgets/Checkout",
  parameters: { contract: "checkout" },
  component: CheckoutStory,
  args: { market: "it", query: "", act: "none" },
} satisfies Meta<typeof CheckoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** it: shipping or pickup, the address, the consents, the card (the stand-in's fields), the summary of the bag. */
export const Default: Story = {};
/** Place order with nothing typed: never disabled; the errors announced in the summary, the first field focused. */
export const Errors: Story = { args: { act: "submitEmpty" } };
/** cn: the address suggestions (a combobox) and the invoice. */
export const China: Story = { args: { market: "cn" } };
/** kr: the two required Korean consent blocks; the gateway and the messenger app among the methods. */
export const Korea: Story = { args: { market: "kr" } };
/** kw: Arabic, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw" } };
/** §6 showcase checkout: the notice instead of the form and the summary. */
export const ShowcaseCheckout: Story = { args: { query: "showcase=checkout" } };
/** th: e-commerce disabled (§9 "Markets"), no checkout. */
export const Thailand: Story = { args: { market: "th" } };
