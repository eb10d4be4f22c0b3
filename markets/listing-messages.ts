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

export const listingText = createMessages(en, (language) => import(`./listing-messages/${language}.ts`), ["el"]);
