// The shopping bag on the fixture server's markup, hydrated the real way against the fixture cart (MSW): a bag per
// market (§3 taxConfiguration, packaging; kw right to left), the coupon applied or refused, a change that failed with
// its retry, the empty bag, the §6 checkout showcase, and shopping-bag-alt.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { http, HttpResponse } from "msw";
import { ServerPage } from "../../.storybook/story-page";
import { CASES } from "../../fixtures/catalogue";
import { ANONYMOUS_SESSION, FIXTURE_COUPON, fillCart, resetCarts } from "../../fixtures/cart";
import { shoppingBagHtml } from "../../fixtures/server/screens/shopping-bag";
import type { MarketCode } from "../../markets/markets";
import "../../fixtures/assets/shopping-bag.css";

interface BagStoryProps {
  market: MarketCode;
  /** Size SKUs and quantities in the bag. */
  lines: ReadonlyArray<{ productId: string; quantity: number }>;
  coupon: boolean;
  /** The page's query: `showcase=…`, or a refusal the page was sent back with (`bagError=…`). */
  query: string;
  layout: "default" | "alt";
  /** Once hydrated: asks for 2 of the first line (the failure story). */
  updateFirstLine: boolean;
}

const TWO_LINES = [
  { productId: CASES.regular.sizes[0]!.productId, quantity: 1 },
  { productId: CASES.onSaleFalse.sizes[1]!.productId, quantity: 1 },
];

function updateFirstLine(bag: HTMLElement) {
  const form = bag.querySelector<HTMLFormElement>("form[data-bag-update]")!;
  form.querySelector("select")!.value = "2";
  form.requestSubmit();
}

function BagStory({ market, lines, coupon, query, layout, updateFirstLine: update }: BagStoryProps) {
  const html = useMemo(() => {
    resetCarts();
    fillCart(ANONYMOUS_SESSION, lines, coupon ? FIXTURE_COUPON : undefined);
    const ctx = {
      origin: location.origin,
      path: `/pages/shopping-bag.html?${query}`,
      query: new URLSearchParams(query),
      cookie: `static-country=${market}`,
    };
    return shoppingBagHtml(ctx, layout);
  }, [market, lines, coupon, query, layout]);
  return (
    <ServerPage
      html={html}
      market={market}
      search={query}
      config={{ siteRoot: "/pages/" }}
      readySelector="[data-shopping-bag-ready]"
      {...(update ? { then: updateFirstLine } : {})}
    />
  );
}

const meta = {
  title: "Widgets/Shopping bag",
  parameters: { contract: "shopping-bag" },
  component: BagStory,
  args: { market: "it", lines: TWO_LINES, coupon: false, query: "", layout: "default", updateFirstLine: false },
} satisfies Meta<typeof BagStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** it: two lines, quantities capped to stock, VAT included (one "IVA inclusa" line), pickup, proceed. */
export const Filled: Story = {};
/** us: split tax, a sales, a shipping and a total tax line (§3 taxConfiguration). */
export const SplitTax: Story = { args: { market: "us" } };
/** kr: packaging (§3 packaging.isEnabled), Korean texts. */
export const Packaging: Story = { args: { market: "kr" } };
/** kw: Arabic, right to left, packaging. */
export const RtlKuwait: Story = { name: "RTL market (kw)", args: { market: "kw" } };
/** The coupon applied: its discount line, "remove code". */
export const CouponApplied: Story = { args: { coupon: true } };
/** A refused coupon, as the server draws it after a post without JavaScript (§4: invalid until cleared). */
export const CouponInvalid: Story = { args: { query: "bagError=coupon&bagForm=coupon&bagCode=SPRING" } };
/** A quantity change the server did not take: the message and a retry beside the form, the server's cart shown. */
export const UpdateFailed: Story = {
  args: { updateFirstLine: true },
  parameters: { msw: [http.post("*/cart/update", () => HttpResponse.json({ error: "unavailable" }, { status: 503 }))] },
};
/** Nothing in the bag. */
export const Empty: Story = { args: { lines: [] } };
/** §6 checkout showcase: no proceed. */
export const CheckoutShowcase: Story = { args: { query: "showcase=checkout" } };
/** shopping-bag-alt: the same bag, `data-layout="alt"` (the summary first). */
export const AlternateLayout: Story = { args: { layout: "alt" } };
