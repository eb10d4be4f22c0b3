// The looks grid as a configuration of the listing engine (core/listing/engine.ts; §4 "Load more (collection and
// special collection)", §7 "Looks load", §8 "Looks load failure"): the §4 collection rules with 8 looks per page and
// one category, placeholders holding the room of the page on its way, `page` rewritten on the current history entry
// (§2), focus on the first new look, the looks' texts in the shared live region. The engine keeps one request at a
// time, drops the answer of a load Back/Forward left, and keeps a failed page for a retry in place.
import { focusAfterAppend, rewritePage } from "../../core/listing/after-load";
import { createAnnouncer } from "../../core/listing/announcer";
import { createListing } from "../../core/listing/engine";
import { markFeed } from "../../core/listing/feed";
import { feedGrid } from "../../core/listing/grid";
import { LOAD_MORE_OFF, LOAD_MORE_ON } from "../../core/listing/load-more";
import { feedSize, type ListingRules } from "../../core/listing/paging";
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

/** §4 "Load more (collection and special collection)": one category, never switched. */
const RULES: ListingRules<string> = { keyOf: (category) => category, newQuery: "ignored-while-waiting", dropOnSwitch: "at-once" };

export type LooksFeed = ReturnType<typeof createLooksFeed>;

export function createLooksFeed({ feed, page, declaredTotal, canLoadMore, fetchPage, onError }: LooksFeedOptions) {
  const announcer = createAnnouncer();
  const items = () => lookElements(feed);
  const grid = feedGrid(feed, {
    items,
    setSize: -1,
    room: () => placeholders(items()[0], placeholderCount(items().length, declaredTotal)),
  });
  const listing = createListing<string, HTMLElement[]>({
    rules: RULES,
    initial: {
      query: DEFAULT_CATEGORY,
      page,
      count: items().length,
      pageSize: LOOKS_PER_PAGE,
      totalCount: declaredTotal,
      loadMore: canLoadMore ? LOAD_MORE_ON : LOAD_MORE_OFF,
    },
    // Only the looks go in: a response may wrap them.
    fetchPage: async (page, _category, signal) => {
      const looks = lookElements(await fetchPage(page, signal));
      return { body: looks, added: looks.length };
    },
    show({ how, keep, pages, state }) {
      const added = pages.flatMap((loaded) => loaded.body);
      grid.show(keep, added, feedSize(state));
      if (how !== "loaded") return;
      announcer.say((language) => looksText(language, "looksLoaded", { count: added.length }));
      rewritePage(COLLECTION_ENTRY, state.page);
      focusAfterAppend(added, items());
    },
    failed(error) {
      announcer.say((language) => looksText(language, "looksFailed"));
      onError(error);
    },
    changed: (state) => grid.setBusy(state.loading !== undefined),
  });

  return {
    state: listing.state,
    announcer,
    /** Makes the grid an APG feed and numbers the looks the server rendered; returns the undo. */
    start(): () => void {
      const unmark = markFeed(feed);
      grid.setSize(feedSize(listing.state.value));
      grid.init();
      return unmark;
    },
    /** The button: the next page, or the failed one again. */
    loadMore(): Promise<void> {
      const before = listing.state.value;
      const loading = listing.more("user");
      if (listing.state.value !== before) announcer.say((language) => listingText(language, "loading"));
      return loading;
    },
    /** Back/Forward mid-load: the answer belongs to the entry just left, so it is dropped (never a stale grid). */
    cancel(): void {
      if (!listing.state.value.loading) return;
      listing.cancel();
      announcer.say(null);
    },
  };
}
