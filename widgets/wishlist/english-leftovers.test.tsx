// The no-English-left rule for the wishlist: in every non-English market its toggles, the saved list (the device note, the share
// link, an empty list, a failed read) and a shared list speak the market's language. The English texts are written out.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { NON_ENGLISH_MARKETS, englishIn, shownText, type NonEnglishMarket } from "../../tests/unit/english";
import { resetAccounts } from "../../fixtures/account";
import { serverSession } from "../../fixtures/story-session";
import { CASES } from "../../fixtures/catalogue";
import { renderTile } from "../../fixtures/server/layout";
import { wishlistBlock } from "../../fixtures/server/screens/account";
import { DEVICE_KEY, resetWishlist } from "../../core/wishlist/store";
import { markets } from "../../markets/markets";
import { widgets } from "../registry";

const ENGLISH = [
  "Save to wishlist",
  "My wishlist",
  "A wishlist shared with you",
  "Save what you like",
  "Your wishlist is kept on this device only",
  "Sign in",
  "Loading…",
  "Your wishlist is empty.",
  "This link holds no wishlist.",
  "could not be read",
  "Your wishlist could not be loaded.",
  "Try again",
  "Share this wishlist",
  "Anyone with this link",
  "Copy link",
];

const SAME_WORD: Partial<Record<NonEnglishMarket, string[]>> = {};

const entry = widgets.find((w) => w.name === "wishlist")!;
const ctx = (market: string, search = "") => ({
  origin: "http://localhost:3000",
  path: "/pages/x.html",
  query: new URLSearchParams(search),
  cookie: `static-country=${market}`,
});
const open = (markup: string, market: string, url = "/pages/x.html") =>
  hydrate(entry, `<main>${markup}</main>`, url, { market, config: { siteRoot: "/pages/", showcase: {} } });
/** Product names are the catalogue's data, not the widget's texts. */
const text = () =>
  shownText(document.querySelector("main"), (el) => el.classList.contains("vitrine-wishlist__name") || el.localName === "h3");

beforeEach(() => {
  localStorage.clear();
  resetAccounts();
  resetWishlist();
  serverSession("guest");
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => teardown());

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  const english = () => englishIn(text(), ENGLISH, SAME_WORD[market]);

  it("tile toggles, the saved list with its note and share link, an empty one, a failed read, a shared list", async () => {
    await open(renderTile(CASES.regular, markets[market], {}, { wishlist: true }), market);
    expect(english()).toEqual([]);
    teardown();
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ items: [CASES.regular.partNumber] }));
    resetWishlist(); // read the device again, as a new page would
    await open(wishlistBlock(ctx(market), "saved"), market);
    expect(document.querySelector(".vitrine-wishlist__item")).not.toBeNull();
    expect(english()).toEqual([]);
    teardown();
    localStorage.clear();
    resetWishlist();
    await open(wishlistBlock(ctx(market), "saved"), market);
    expect(english()).toEqual([]);
    teardown();
    serverSession("client");
    resetWishlist();
    server.use(mock.get("*/wishlist", () => HttpResponse.json({}, { status: 500 })));
    await open(wishlistBlock(ctx(market), "saved"), market);
    expect(document.querySelector(".vitrine-wishlist__status button")).not.toBeNull();
    expect(english()).toEqual([]);
    teardown();
    const search = `?items=${CASES.vic.partNumber},%3Cx%3E`;
    await open(wishlistBlock(ctx(market, search), "shared"), market, `/pages/x.html${search}`);
    expect(english()).toEqual([]);
  });
});
