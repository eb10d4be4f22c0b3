// The wishlist widget on the fixture server's own markup, hydrated the real way: tiles with their toggles, the saved
// list (a guest's on this device, the account's), a shared link's list; product data and the account's wishlist are
// the shared MSW fixtures (a story replaces one to show a failure). The device list is set before the page hydrates.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { ServerPage } from "../../.storybook/story-page";
import { serverSession, type ServerSession } from "../../fixtures/story-session";
import { ACCOUNT_ROUTES, resetAccounts } from "../../fixtures/account";
import { CASES } from "../../fixtures/catalogue";
import { renderTile } from "../../fixtures/server/layout";
import { wishlistBlock } from "../../fixtures/server/screens/account";
import { DEVICE_KEY, resetWishlist } from "../../core/wishlist/store";
import { markets, type MarketCode } from "../../markets/markets";

interface WishlistStoryProps {
  market: MarketCode;
  view: "tiles" | "saved" | "shared";
  session: ServerSession;
  /** A guest's list on this device (part numbers). */
  device: string[];
  /** A shared link's query (`?items=…`). */
  search: string;
}

function WishlistStory({ market, view, session, device, search }: WishlistStoryProps) {
  serverSession(session);
  resetWishlist();
  if (device.length > 0) localStorage.setItem(DEVICE_KEY, JSON.stringify({ items: device }));
  else localStorage.removeItem(DEVICE_KEY);
  const ctx = {
    origin: location.origin,
    path: "/pages/wishlist.html",
    query: new URLSearchParams(search),
    cookie: `static-country=${market}`,
  };
  const html =
    view === "tiles"
      ? `<ul class="product-grid">${[CASES.regular, CASES.vic, CASES.fourColours].map((p) => `<li class="product-grid__item">${renderTile(p, markets[market], {}, { wishlist: true })}</li>`).join("")}</ul>`
      : wishlistBlock(ctx, view);
  return <ServerPage html={html} market={market} search={search} config={{ siteRoot: "/pages/" }} />;
}

const meta = {
  title: "Widgets/Wishlist",
  parameters: { contract: "wishlist" },
  component: WishlistStory,
  args: { market: "us", view: "saved", session: "guest", device: [CASES.regular.partNumber, CASES.vic.partNumber], search: "" },
  argTypes: {
    view: { control: "radio", options: ["tiles", "saved", "shared"] },
    session: { control: "radio", options: ["guest", "client", "vic"] },
  },
  beforeEach: () => resetAccounts(),
} satisfies Meta<typeof WishlistStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tiles with their toggles: the one on the device's item is pressed. */
export const Tiles: Story = { args: { view: "tiles", device: [CASES.vic.partNumber] } };
/** A guest's list: on this device, said; a link that shares it. */
export const Saved: Story = {};
/** A guest's empty list. */
export const SavedEmpty: Story = { args: { device: [] } };
/** A VIC client's list: the account's, no device note; the private-sales price (§6). */
export const SavedVic: Story = { name: "Saved by a VIC client", args: { session: "vic", device: [] } };
/** The account's list cannot be read: said, with a retry. */
export const SavedLoadFailed: Story = {
  args: { session: "client", device: [] },
  parameters: { msw: [http.get(ACCOUNT_ROUTES.wishlist, () => HttpResponse.json({ error: "down" }, { status: 503 }))] },
};
/** A shared link: its items; the entries that are not part numbers counted. */
export const Shared: Story = {
  args: { view: "shared", device: [], search: `?items=${CASES.vic.partNumber},%3Cb%3E,${CASES.regular.partNumber}` },
};
/** A shared link that holds nothing. */
export const SharedEmpty: Story = { args: { view: "shared", device: [], search: "?items=" } };
/** kw: Arabic, right to left. */
export const SavedKuwait: Story = { name: "Saved in Kuwait (RTL)", args: { market: "kw" } };
