// React only where a widget renders React (README "Adding a widget"; the build reads it off each widget's imports,
// rollup.config.mjs `reactHostFirst`). One test per kind of fixture page (its path; the index's variants of a page,
// `?vic=1`, `?fault=…`, carry the same widgets), the page loaded and scrolled through so that every `visible` widget
// hydrates, says whether React's chunk may come: a page whose widgets render none loads none. Quick buy hydrates on
// the first touch of a trigger: its pages load React only then.
import { PAGES } from "../../fixtures/server/pages";
import { expect, idle, scriptRequests, scrollThrough, test } from "./fixtures";

const REACT_CHUNK = /^\/dist\/chunks\/(react|host)-[\w-]+\.js$/;

/** Per kind of page: whether React loads (`"on touch"`: once a quick-buy trigger is touched), and its widgets. */
const REACT: Record<string, boolean | "on touch"> = {
  "/pages/listing.html": false, // tile labels
  "/pages/listing-1000.html": false,
  "/pages/listing-classic.html": false,
  "/pages/broken-tiles.html": false,
  "/pages/no-widgets.html": false,
  "/pages/collection.html": true, // collection looks and menu, zoom overlay
  "/pages/editorial-article.html": true, // collection looks, zoom overlay
  "/pages/looks/L01.html": false, // tile labels
  "/pages/special-collection.html": true, // special collection, tile labels
  "/pages/plp.html": true, // product listing, tile labels
  "/pages/collection-grid.html": true,
  "/pages/search-results.html": true, // product listing, search facets, editorial search, header menu
  "/pages/editorial.html": true, // article list, header menu
  "/products.ballet_flats.VT10016": true, // product page
  "/products.striped_silk_shirt.VT10018": true,
  "/products.logo_leather_belt.VT10014": true,
  "/products.leather_bag.VT10012": true,
  "/products.crocodile_top_handle_bag.VT10011": true,
  "/products.silk_twill_scarf.VT10005": true,
  "/products.gold_chain_necklace.VT10013": true,
  "/products.patent_leather_pumps.VT10003": true,
  "/pages/product-fallback.html": true, // product fallback, tile labels
  "/pages/quick-buy.html": "on touch", // quick buy, bag count, tile labels
  "/pages/quick-buy-in-store.html": "on touch",
  "/pages/shopping-bag.html": false, // shopping bag, bag count
  "/pages/shopping-bag-alt.html": false,
  "/pages/login.html": false, // accounts
  "/pages/login_cn.html": false,
  "/pages/register.html": false,
  "/pages/register_cn.html": false,
  "/pages/register_kr.html": false,
  "/pages/my-account.html": false,
  "/pages/my-account_cn.html": false,
  "/pages/my-account_kr.html": false,
  "/pages/wishlist-guest.html": false, // wishlist
  "/pages/wishlist-share.html": false,
  "/pages/authenticity.html": false, // the tag's page
  "/pages/checkout.html": false, // checkout and payment area
  "/pages/checkout-login.html": false,
  "/pages/thank-you-new.html": false,
  "/pages/checkout-error-new.html": false,
  "/pages/track-guest.html": false, // guest order tracking
  "/pages/return-guest.html": false,
  "/pages/return-portal.html": false, // the return portal's stand-in
  "/pages/banners.html": false, // notification banners
  "/pages/live-chat.html": true, // live chat
  "/pages/share.html": true, // social share
  "/pages/storelocator.html": false, // store locator
  "/pages/find-in-store.html": true, // find in store, product page, tile labels
  "/pages/appointment.html": false, // appointment form
  "/pages/contact-us.html": false, // contact us
  "/pages/mosaic-gallery.html": true, // zoom overlay (the mosaic itself renders none)
  "/pages/cross-category.html": false, // cross-category circles
  "/pages/editorial-media.html": true, // timeline slider, caption gallery, zoom overlay, mosaic
  "/pages/video.html": true, // video
};

/** How far down the pages are scrolled: every widget but a long listing's tiles (which hydrate in the first screen
 * too) starts within 4 screens of the top; the 1,000-tile listing is 156 screens long. */
const SCREENS = 8;

const kindOf = (path: string) => path.replace(/[?#].*$/, "");
/** The first page of each kind as the index lists them (the one with Vitrine: `?js=` variants come after it). */
const firstOfKind = PAGES.map(({ path }) => path).filter((path, i, all) => all.findIndex((p) => kindOf(p) === kindOf(path)) === i);

test("the table names every kind of fixture page", () => {
  expect(Object.keys(REACT).sort()).toEqual([...new Set(PAGES.map(({ path }) => kindOf(path)))].sort());
});

for (const path of firstOfKind) {
  const react = REACT[kindOf(path)];
  test(`${path}: React ${react === "on touch" ? "only once a quick-buy trigger is touched" : react ? "loads" : "never loads"}`, async ({
    page,
    watch,
  }) => {
    watch.allowErrors(/^\[vitrine\] /, /Failed to load resource/); // the pages' deliberate faults are not the point here
    const scripts = scriptRequests(page);
    const reactLoaded = () => scripts.filter((script) => REACT_CHUNK.test(script)).length > 0;
    await page.goto(path);
    await page.waitForLoadState("load");
    await idle(page);
    await scrollThrough(page, SCREENS);
    await idle(page);
    expect(reactLoaded(), scripts.join("\n")).toBe(react === true);
    if (react !== "on touch") return;
    await page.locator("a[data-quick-buy]").first().focus();
    await idle(page);
    expect(reactLoaded(), scripts.join("\n")).toBe(true);
  });
}
