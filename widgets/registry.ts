// One line per widget: the markup it hydrates, when, and where its code lives (loaded only when needed).
import type { WidgetEntry } from "../core/lifecycle";

export const widgets: readonly WidgetEntry[] = [
  // Product tiles (§3 "Product tile data attributes"); hydrate near the viewport (§9 lazy-load margin 20%).
  {
    name: "tile-labels",
    selector: "[data-product-id][data-part-number]",
    hydrate: "visible",
    rootMargin: "20% 0px",
    load: () => import("./tile-labels"),
  },
  // Collection page and editorial article (§2): the looks grid, as soon as the page and its images in view have loaded (it scrolls to the hash `look-id` on load).
  { name: "collection-looks", selector: "[data-collection-looks]", hydrate: "load", load: () => import("./collection-looks") },
  // The collection menu's scrollable area (§2): not urgent, the server menu already scrolls natively.
  { name: "collection-menu", selector: "[data-collection-menu]", hydrate: "idle", load: () => import("./collection-menu") },
  // Special collection (§2): after the page has loaded, when idle; before that its tabs and load more are plain links.
  { name: "special-collection", selector: "[data-special-collection]", hydrate: "idle", load: () => import("./special-collection") },
  // Product listings (§2, §4 generic load-more): as soon as the page and its images in view have loaded, so that scroll restoration to `page` / `PN` comes early.
  { name: "product-listing", selector: "[data-product-listing]", hydrate: "load", load: () => import("./product-listing") },
  // Search page (§9 "Search facets", §7 "Editorial search"): the facets form, and the journal results for `q`.
  { name: "search-facets", selector: "form[data-search-facets]", hydrate: "idle", load: () => import("./search-facets") },
  {
    name: "editorial-search",
    selector: "[data-editorial-search]",
    hydrate: "visible",
    rootMargin: "20% 0px",
    load: () => import("./editorial-search"),
  },
  // Journal (§7 "Editorial article list"): filters and load more.
  {
    name: "article-list",
    selector: "[data-article-list]",
    hydrate: "visible",
    rootMargin: "20% 0px",
    load: () => import("./article-list"),
  },
  // Header (§7 "Header menu"): the per-market menu, fetched when the browser is idle.
  { name: "header-menu", selector: "[data-header-menu]", hydrate: "idle", load: () => import("./header-menu") },
  // Product page (§2, §4 "Product"): as soon as the page and its images in view have loaded, its colour and size choice are the page's main controls.
  { name: "product-page", selector: "[data-product-detail]", hydrate: "load", load: () => import("./product-page") },
  // Product with fallback (§3, §4): near the viewport, one stock request for its candidates.
  {
    name: "product-fallback",
    selector: "[data-product-fallback]",
    hydrate: "visible",
    rootMargin: "20% 0px",
    load: () => import("./product-fallback"),
  },
  // Quick buy (§2): triggers are product links; the modal's code loads on the first touch, hover or focus of one.
  { name: "quick-buy", selector: "[data-quick-buy]", hydrate: "interaction", load: () => import("./quick-buy") },
  // The bag count in the header (§3 cart): the server's count until the shared cart changes.
  { name: "bag-count", selector: "[data-bag-count]", hydrate: "idle", load: () => import("./bag-count") },
  // Video or image (§4) with streaming (§1, §7): near the viewport; hls.js itself loads only when play is pressed.
  { name: "video", selector: "[data-video]", hydrate: "visible", rootMargin: "20% 0px", load: () => import("./video") },
];
