// The looks grid as a configuration of the collection engine (core/listing/collection.ts; §4 "Load more (collection
// and special collection)", §7 "Looks load", §8 "Looks load failure"): 8 looks per page, one category, placeholders
// holding the room of the page on its way, `page` rewritten on the current history entry (§2), focus on the first
// new look, the looks' texts in the shared live region. The engine keeps one request at a time, drops the answer of
// a load Back/Forward left, and keeps a failed page for a retry in place.
import { focusAfterAppend, rewritePage } from "../../core/listing/after-load";
import { createAnnouncer } from "../../core/listing/announcer";
import { createCollectionListing, pagingSetSize, type LoadedPage } from "../../core/listing/collection";
import { markFeed } from "../../core/listing/feed";
import { feedGrid } from "../../core/listing/grid";
import { DEFAULT_CATEGORY } from "../../core/url-state";
import { listingText } from "../../markets/listing-messages";
import { lookElements, placeholders } from "./looks-dom";
import { looksText } from "./messages";
import { COLLECTION_ENTRY, LOOKS_PER_PAGE, placeholderCount } from "./rules";

export interface LooksFeedOptions {
  feed: HTMLElement;
  /** The page the URL names (§2 `page`). */
  page: number;
  declaredTotal?: number;
  /** The server rendered a load-more link (it renders none once every look is shown). */
  canLoadMore: boolean;
  fetchPage(page: number, signal: AbortSignal): Promise<DocumentFragment>;
  onError(error: unknown): void;
}

export type LooksFeed = ReturnType<typeof createLooksFeed>;

export function createLooksFeed({ feed, page, declaredTotal, canLoadMore, fetchPage, onError }: LooksFeedOptions) {
  const announcer = createAnnouncer();
  const items = () => lookElements(feed);
  const grid = feedGrid(feed, {
    items,
    setSize: -1,
    room: () => placeholders(items()[0], placeholderCount(items().length, declaredTotal)),
  });
  const listing = createCollectionListing<HTMLElement>({
    initial: { page, category: DEFAULT_CATEGORY, items: items(), totalCount: declaredTotal },
    perPage: LOOKS_PER_PAGE,
    canLoadMore,
    // Only the looks go in: a response may wrap them.
    fetchPage: ({ page }, signal): Promise<LoadedPage<HTMLElement>> =>
      fetchPage(page, signal).then((answer) => ({ items: lookElements(answer) })),
    grid,
    notify(outcome) {
      if (outcome.type === "failed") {
        announcer.say((language) => looksText(language, "looksFailed"));
        onError(outcome.error);
        return;
      }
      if (outcome.type !== "loaded") return;
      const count = outcome.items.length;
      announcer.say((language) => looksText(language, "looksLoaded", { count }));
      rewritePage(COLLECTION_ENTRY, outcome.page);
      focusAfterAppend(outcome.items, items());
    },
  });

  return {
    state: listing.state,
    announcer,
    /** Makes the grid an APG feed and numbers the looks the server rendered; returns the undo. */
    start(): () => void {
      const unmark = markFeed(feed);
      grid.setSize(pagingSetSize(listing.state.value.paging));
      grid.init();
      return unmark;
    },
    /** The button: the next page, or the failed one again. */
    loadMore(): Promise<void> {
      const before = listing.state.value;
      const loading = listing.loadMore();
      if (listing.state.value !== before) announcer.say((language) => listingText(language, "loading"));
      return loading;
    },
    /** Back/Forward mid-load: the answer belongs to the entry just left, so it is dropped (never a stale grid). */
    cancel(): void {
      if (listing.state.value.paging.waiting === "none") return;
      listing.cancel();
      announcer.say(null);
    },
  };
}
