// One line per widget: the markup it hydrates, when, and where its code lives (loaded only when needed).
import type { WidgetEntry } from "../core/lifecycle";

export const widgets: readonly WidgetEntry[] = [
  // Product tiles (§3 "Product tile data attributes"); hydrate near the viewport (§9 lazy-load margin 20%).
  { name: "tile-labels", selector: "[data-product-id][data-part-number]", hydrate: "visible", rootMargin: "20% 0px", load: () => import("./tile-labels") },
  // Special collection (§2): after the page has loaded, when idle; before that its tabs and load more are plain links.
  { name: "special-collection", selector: "[data-special-collection]", hydrate: "idle", load: () => import("./special-collection") },
];
