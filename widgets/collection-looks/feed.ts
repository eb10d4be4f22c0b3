// The looks grid as a configuration of the listing kit (core/listing/kit.ts; §4 "Load more (collection and special
// collection)", §7 "Looks load", §8 "Looks load failure"): the §4 collection rules with 8 looks per page and one
// category, placeholders holding the room of the page on its way, `rewrite` history (§2: loading more rewrites `page`
// on the current entry), the looks' texts in the shared live region, the hash `look-id` on load and on Back/Forward.
// The kit keeps one request at a time, drops the answer of a load Back/Forward left, and keeps a failed page for a
// retry in place.
import { errorMessage } from "../../core/errors";
import { bindListing } from "../../core/listing/kit";
import { markFeed } from "../../core/listing/feed";
import { feedGrid } from "../../core/listing/grid";
import { LOAD_MORE_OFF, LOAD_MORE_ON } from "../../core/listing/load-more";
import { feedSize, type ListingRules } from "../../core/listing/paging";
import { DEFAULT_CATEGORY, URL_PARAM, readPositiveInt, withQuery } from "../../core/url-state";
import { listingText } from "../../markets/listing-messages";
import { scrollToHashLook } from "./look-links";
import { lookElements, placeholders } from "./looks-dom";
import { looksText } from "./messages";
import { COLLECTION_ENTRY, LOOKS_PER_PAGE, placeholderCount } from "./rules";

export const WIDGET = "collection-looks";

export interface LooksFeedOptions {
  /** The widget's element, named by a failure's report. */
  element: HTMLElement;
  feed: HTMLElement;
  /** The page the URL names (§2 `page`). */
  page: number;
  declaredTotal?: number;
  /** The server rendered a load-more link (it renders none once every look is shown). */
  canLoadMore: boolean;
  fetchPage(page: number, signal: AbortSignal): Promise<DocumentFragment>;
}

/** §4 "Load more (collection and special collection)": one category, never switched. */
const RULES: ListingRules<string> = { keyOf: (category) => category, newQuery: "ignored-while-waiting", dropOnSwitch: "at-once" };

export type LooksFeed = ReturnType<typeof createLooksFeed>;

export function createLooksFeed({ element, feed, page, declaredTotal, canLoadMore, fetchPage }: LooksFeedOptions) {
  const items = () => lookElements(feed);
  const grid = feedGrid(feed, {
    items,
    setSize: -1,
    room: () => placeholders(items()[0], placeholderCount(items().length, declaredTotal)),
  });
  const listing = bindListing<string, HTMLElement[]>({
    widget: WIDGET,
    element,
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
    read: () => ({ query: DEFAULT_CATEGORY, page: readPositiveInt(new URLSearchParams(location.search), URL_PARAM.page) }),
    history: { mode: "rewrite", title: COLLECTION_ENTRY, write: ({ page }) => withQuery(location.href, { [URL_PARAM.page]: page }) },
    render({ keep, pages, state }) {
      const added = pages.flatMap((loaded) => loaded.body);
      grid.show(keep, added, feedSize(state));
      return added;
    },
    items,
    changed: (state) => grid.setBusy(state.loading !== undefined),
    reveal: () => scrollToHashLook(feed, location.hash),
    voice: {
      loading: (language) => listingText(language, "loading"),
      loaded({ load, pages }) {
        const count = pages.reduce((sum, page) => sum + page.added, 0);
        return load.kind === "more" ? (language) => looksText(language, "looksLoaded", { count }) : undefined;
      },
      failed: () => (language) => looksText(language, "looksFailed"),
    },
    report: (error) => `looks load failed: ${errorMessage(error)}`,
  });

  return {
    state: listing.state,
    announcer: listing.announcer,
    /** Makes the grid an APG feed, numbers the looks the server rendered and starts the listing; returns the undo. */
    start(): () => void {
      const unmark = markFeed(feed);
      grid.setSize(feedSize(listing.state.value));
      grid.init();
      const stop = listing.start();
      return () => {
        stop();
        unmark();
      };
    },
    /** The button: the next page, or the failed one again. */
    loadMore: () => listing.more("user"),
    /** Back/Forward mid-load: the answer belongs to the entry just left, so it is dropped (never a stale grid). */
    cancel: listing.cancel,
  };
}
