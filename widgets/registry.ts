// One line per widget, `{ name, selector?, hydrate, load: () => import("./<name>") }`: the markup it hydrates
// (`[data-{name}]` unless `selector` says otherwise), when, and where its code lives (loaded only when needed): a
// module made by `defineWidget` under the line's name (widgets/contract.test.ts). `visible` widgets hydrate within
// the §9 lazy-load margin of 20%. Order matters: an element hydrates as the first line that matches it. Whether a
// widget loads React is not said here: the build reads it off the widget's import graph (rollup.config.mjs
// `reactHostFirst`), so a widget that renders no React loads none (widgets/registry.test.ts lists which do).
// A line costs the bootloader ~22 B gzip (its name and chunk hash; the keys repeat, which gzip codes in ~nothing):
// keep it on one line, and a comment only where the choice needs a why.
import type { WidgetEntry } from "../core/lifecycle";

export const widgets: readonly WidgetEntry[] = [
  // Collection page and editorial article (§2): the looks grid, as soon as the page and its images in view have loaded (it scrolls to the hash `look-id` on load).
  { name: "collection-looks", hydrate: "load", load: () => import("./collection-looks") },
  // The collection menu's scrollable area (§2): not urgent, the server menu already scrolls natively.
  { name: "collection-menu", hydrate: "idle", load: () => import("./collection-menu") },
  // Special collection (§2): after the page has loaded, when idle; before that its tabs and load more are plain links.
  { name: "special-collection", hydrate: "idle", load: () => import("./special-collection") },
  // Product listings (§2, §4 generic load-more): as soon as the page and its images in view have loaded, so that scroll restoration to `page` / `PN` comes early.
  { name: "product-listing", hydrate: "load", load: () => import("./product-listing") },
  // Search page (§9 "Search facets", §7 "Editorial search"): the facets form, and the journal results for `q`.
  { name: "search-facets", selector: "form[data-search-facets]", hydrate: "idle", load: () => import("./search-facets") },
  { name: "editorial-search", hydrate: "visible", load: () => import("./editorial-search") },
  // Journal (§7 "Editorial article list"): filters and load more.
  { name: "article-list", hydrate: "visible", load: () => import("./article-list") },
  // Header (§7 "Header menu"): the per-market menu, fetched when the browser is idle.
  { name: "header-menu", hydrate: "idle", load: () => import("./header-menu") },
  // Product page (§2, §4 "Product"): as soon as the page and its images in view have loaded, its colour and size choice are the page's main controls.
  { name: "product-page", selector: "[data-product-detail]", hydrate: "load", load: () => import("./product-page") },
  // Product with fallback (§3, §4): near the viewport, one stock request for its candidates.
  { name: "product-fallback", hydrate: "visible", load: () => import("./product-fallback") },
  // Quick buy (§2): triggers are product links; the modal's code loads on the first touch, hover or focus of one.
  { name: "quick-buy", hydrate: "interaction", load: () => import("./quick-buy") },
  // The bag count in the header (§3 cart): the server's count until the shared cart changes.
  { name: "bag-count", hydrate: "idle", load: () => import("./bag-count") },
  // The shopping bag page (§2 shopping-bag, shopping-bag-alt); its forms post without script until then.
  { name: "shopping-bag", hydrate: "idle", load: () => import("./shopping-bag") },
  // Track an order and make a return as a guest (§2 track-guest, return-guest); the lookup forms post without script
  // until then.
  { name: "guest-order", hydrate: "idle", load: () => import("./guest-order") },
  // The authenticity page the tag's URL opens (§7 "Authenticity feature"): its checks are the page's content.
  { name: "authenticity", hydrate: "load", load: () => import("./authenticity") },
  // Notification banner (§3; the server draws it whole, the dismiss and timer come when idle), social share
  // (§9, near the viewport), the live-chat launcher (§9 hub EMEA; the vendor script only on the shopper's request).
  { name: "notification-banner", hydrate: "idle", load: () => import("./notification-banner") },
  { name: "social-share", hydrate: "visible", load: () => import("./social-share") },
  { name: "live-chat", hydrate: "idle", load: () => import("./live-chat") },
  // Find in store (§2 product page) answers the product page's event, so it is there as early as the product page;
  // the store locator's list is the server's, the map code loads only when the shopper shows the map.
  { name: "find-in-store", hydrate: "load", load: () => import("./find-in-store") },
  { name: "store-locator", hydrate: "idle", load: () => import("./store-locator") },
  // Forms: appointment booking and contact us enhance server forms that already post without JS.
  { name: "appointment-form", hydrate: "visible", load: () => import("./appointment-form") },
  { name: "contact-us", hydrate: "visible", load: () => import("./contact-us") },
  // Editorial media (§1, §2 "Gallery zoom overlay", "Cross-category circle link"): the zoom overlay when idle (until
  // then gallery controls stay links); the mosaic and the circles near the viewport (§9 lazy-load margin 20%).
  { name: "zoom-overlay", hydrate: "idle", load: () => import("./zoom-overlay") },
  { name: "mosaic-gallery", hydrate: "visible", load: () => import("./mosaic-gallery") },
  { name: "cross-category", hydrate: "visible", load: () => import("./cross-category") },
  // Editorial (§1, §4 "Timeline slider", §3 "Caption gallery image"): carousels on glide, which loads with them only.
  { name: "timeline-slider", hydrate: "visible", load: () => import("./timeline-slider") },
  { name: "caption-gallery", hydrate: "visible", load: () => import("./caption-gallery") },
  // Video or image (§4) with streaming (§1, §7): near the viewport; hls.js itself loads only when play is pressed.
  { name: "video", hydrate: "visible", load: () => import("./video") },
  // The checkout page's form and its payment area (two widgets, one seam: core/checkout/seam.ts); their markup is on
  // checkout pages only, so no other page loads a byte of them or of a payment provider.
  { name: "checkout", hydrate: "load", load: () => import("./checkout") },
  { name: "payment-methods", hydrate: "load", load: () => import("./payment-methods") },
  // Login, registration and my account on the form core; the wishlist's toggles (tiles, product pages) and pages.
  { name: "account", hydrate: "visible", load: () => import("./account") },
  { name: "wishlist", hydrate: "visible", load: () => import("./wishlist") },
  // Product tiles (§3 "Product tile data attributes"); hydrate near the viewport (§9 lazy-load margin 20%). Last: a
  // tile is known by the product data it carries, which another widget's root may carry too (find in store's
  // product), and an element hydrates as the first widget here that matches it, never as a second one.
  { name: "tile-labels", selector: "[data-product-id][data-part-number]", hydrate: "visible", load: () => import("./tile-labels") },
];
