// One line per widget: the markup it hydrates, when, and where its code lives (loaded only when needed).
import type { WidgetEntry } from "../core/lifecycle";

export const widgets: readonly WidgetEntry[] = [
  // Product tiles (§3 "Product tile data attributes"); hydrate near the viewport (§9 lazy-load margin 20%).
  { name: "tile-labels", selector: "[data-product-id][data-part-number]", hydrate: "visible", rootMargin: "20% 0px", load: () => import("./tile-labels") },
  // Product listings (§2, §4 generic load-more): at once, so that scroll restoration to `page` / `PN` comes early.
  { name: "product-listing", selector: "[data-product-listing]", hydrate: "load", load: () => import("./product-listing") },
];
