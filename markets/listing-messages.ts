// Texts every listing shares: load more, loading, failure, the results counter and the live announcements.
import { createMessages } from "./messages";

export const en = {
  loadMore: "Load more",
  loading: "Loading…",
  loadFailed: "More items could not be loaded.",
  itemsLoaded: { one: "{count} more item loaded", other: "{count} more items loaded" },
  /** §2 "Product listing pages": "currentCount of totalCount"; the numbers arrive formatted. */
  resultsCount: "{current} of {total}",
};

export const listingText = createMessages(en, {
  it: () => import("./listing-messages/it"),
  pt: () => import("./listing-messages/pt"),
  "zh-Hans": () => import("./listing-messages/zh-Hans"),
  "zh-Hant": () => import("./listing-messages/zh-Hant"),
  ja: () => import("./listing-messages/ja"),
  ko: () => import("./listing-messages/ko"),
  ar: () => import("./listing-messages/ar"),
  ru: () => import("./listing-messages/ru"),
  tr: () => import("./listing-messages/tr"),
  th: () => import("./listing-messages/th"),
  el: () => import("./listing-messages/el"),
});
