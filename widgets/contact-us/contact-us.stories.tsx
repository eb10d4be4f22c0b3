// Contact us on the fixture server's own markup, hydrated the real way; the endpoint is the shared MSW handler.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ServerPage } from "../../.storybook/story-page";
import { contactBlock } from "../../fixtures/server/screens/appointment";
import { resetSubmissions } from "../../fixtures/form-submissions";
import type { MarketCode } from "../../markets/markets";

interface ContactStoryProps {
  market: MarketCode;
  act: "none" | "submitEmpty" | "send";
}

function ContactStory({ market, act }: ContactStoryProps) {
  const ctx = { origin: location.origin, path: "/pages/contact-us.html", query: new URLSearchParams(), cookie: `static-country=${market}` };
  return (
    <ServerPage
      html={contactBlock(ctx)}
      market={market}
      readySelector="[data-contact-us] form[novalidate]"
      then={(element) => {
        const form = element as HTMLFormElement;
        if (act === "send") {
          const values = {
            name: "Ada",
            surname: "Rossi",
            email: "ada@example.com",
            subject: "Order",
            message: "Where is my order, please?",
          };
          for (const [name, value] of Object.entries(values)) {
            const field = form.elements.namedItem(name) as HTMLInputElement;
            field.value = value;
            field.dispatchEvent(new Event("input", { bubbles: true }));
          }
        }
        if (act !== "none") form.requestSubmit();
      }}
    />
  );
}

const meta = {
  title: "Widgets/Contact us",
  parameters: { contract: "contact-us" },
  component: ContactStory,
  args: { market: "it", act: "none" },
  beforeEach: () => resetSubmissions(),
} satisfies Meta<typeof ContactStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** it: every title (Mr, Ms, Mrs, prefer not to say). */
export const Default: Story = {};
/** jp: no Mrs; Mr and Ms show the gender labels (§5). */
export const Japan: Story = { name: "Titles in Japan", args: { market: "jp" } };
/** tr: only "prefer not to say", disabled (§5). */
export const Turkish: Story = { name: "Turkish: PNTS only", args: { market: "tr" } };
/** kw: Arabic, right to left. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw" } };
/** An empty submit: errors and an announced summary. */
export const Errors: Story = { args: { act: "submitEmpty" } };
/** A valid message, sent once. */
export const Sent: Story = { args: { act: "send" } };
