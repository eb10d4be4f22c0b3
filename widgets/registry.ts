// One line per widget: the markup it hydrates, when, and where its code lives (loaded only when needed).
import type { WidgetEntry } from "../core/lifecycle";

export const widgets: readonly WidgetEntry[] = [
  // Product tiles (§3 "Product tile data attributes"); hydrate near the viewport (§9 lazy-load margin 20%).
  { name: "tile-labels", selector: "[data-product-id][data-part-number]", hydrate: "visible", rootMargin: "20% 0px", load: () => import("./tile-labels") },
  // Search page (§9 "Search facets", §7 "Editorial search"): the facets form, and the journal results for `q`.
  { name: "search-facets", selector: "form[data-search-facets]", hydrate: "idle", load: () => import("./search-facets") },
  { name: "editorial-search", selector: "[data-editorial-search]", hydrate: "visible", rootMargin: "20% 0px", load: () => import("./editorial-search") },
  // Journal (§7 "Editorial article list"): filters and load more.
  { name: "article-list", selector: "[data-article-list]", hydrate: "visible", rootMargin: "20% 0px", load: () => import("./article-list") },
  // Header (§7 "Header menu"): the per-market menu, fetched when the browser is idle.
  { name: "header-menu", selector: "[data-header-menu]", hydrate: "idle", load: () => import("./header-menu") },
];
