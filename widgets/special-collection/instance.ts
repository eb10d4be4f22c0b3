// The special collection as a configuration of the listing engine (core/listing/engine.ts): the §4 collection rules
// (a tab switch is ignored while waiting and clears the grid at once; Back/Forward shows remembered pages at once),
// what it requests (grid.ts), where the items go (the server's list), and what follows each change: history (§2),
// tracking (§7), focus (§4), the announcement and the error report (§8).
import { findByAttribute, prefersReducedMotion } from "../../core/dom";
import { errorMessage, reportWidgetError } from "../../core/errors";
import { isAuthorMode } from "../../core/authoring";
import { focusAfterAppend, rememberScroll, restoreScroll, savedScroll } from "../../core/listing/after-load";
import { createAnnouncer, type Announcer } from "../../core/listing/announcer";
import { createListing, type Listing, type Update } from "../../core/listing/engine";
import { setSizeOf } from "../../core/listing/feed";
import { feedGrid, type FeedGrid } from "../../core/listing/grid";
import { feedSize, type ListingRules, type Load } from "../../core/listing/paging";
import { config } from "../../core/store";
import { track } from "../../core/tracking";
import { URL_PARAM, hashParams, pushEntry, withQuery } from "../../core/url-state";
import { listingText } from "../../markets/listing-messages";
import { fetchCollectionPage, specialCollectionAddress, type TilesPage } from "./grid";
import { specialCollectionText } from "./messages";
import { readGridQuery, type PageQuery } from "./rules";
import type { Parts, SpecialCollectionAttributes } from "./schema";

export const WIDGET = "special-collection";
/** §2: the title of every history entry the special collection pushes. */
export const HISTORY_TITLE = "special-collection";

/** §4 "Load more (collection and special collection)": the query is the category. */
const RULES: ListingRules<string> = {
  keyOf: (category) => category,
  newQuery: "ignored-while-waiting",
  dropOnSwitch: "at-once",
  remember: true,
};

export interface Instance {
  parts: Parts;
  grid: FeedGrid;
  listing: Listing<string, TilesPage>;
  announcer: Announcer;
  /** The page and category in the current history entry's URL. */
  entry: PageQuery;
}

function categoryLabel(parts: Parts, category: string): string {
  return parts.tabList.find((tab) => tab.category === category)?.label ?? category;
}

/** What follows a change once the grid shows it: history, tracking, focus and the announcement (§2, §4, §7). */
function follow(instance: Omit<Instance, "listing">, { load, how, pages, state }: Update<string, TilesPage>): void {
  const { parts, announcer } = instance;
  const countOf = (category: string, count: number | undefined) => (language: string) =>
    specialCollectionText(language, "categoryCount", { category: categoryLabel(parts, category), count: count ?? 0 });
  if (how === "cleared") return; // a tab switch: its page 1 follows
  if (load.kind === "restore") {
    if (state.loading) return; // memory shown, the rest on its way
    announcer.say(countOf(state.query, state.totalCount));
    // Shown from memory, the browser restores the scroll position itself; after a fetch it is too late for it. A
    // retry the shopper pressed leaves them where they are.
    if (how === "loaded" && !load.byUser) restoreScroll(savedScroll(history.state));
    return;
  }
  const { page, query: category, totalCount } = state;
  const items = pages.flatMap((loaded) => loaded.body.items);
  // Where the reader was, for a Back that has to fetch again; then the new entry (§2).
  rememberScroll(HISTORY_TITLE);
  pushEntry(HISTORY_TITLE, withQuery(location.href, { [URL_PARAM.page]: page, [URL_PARAM.category]: category }), { page, category });
  instance.entry = { page, category };
  track({ event: "load-more", partNumbers: pages.flatMap((loaded) => loaded.body.partNumbers), page, category });
  const added = items.length;
  announcer.say(
    load.kind === "more" ? (language) => listingText(language, "itemsLoaded", { count: added }) : countOf(category, totalCount),
  );
  // §4: the first new item takes focus. After a tab switch focus stays on the tab, so the arrow keys keep working (APG).
  const tiles = items.map((item) => item.querySelector<HTMLElement>("[data-part-number]") ?? item);
  if (load.kind === "more") focusAfterAppend(tiles, []);
}

/** §8: propagated to the page's error hook, and said on the page. */
function reportFailure(element: HTMLElement, announcer: Announcer, error: unknown, load: Load<string>): void {
  reportWidgetError({ widget: WIDGET, element, message: errorMessage(error), cause: error });
  announcer.say((language) =>
    load.kind === "switch" ? specialCollectionText(language, "categoryFailed") : listingText(language, "loadFailed"),
  );
}

export function createInstance(element: HTMLElement, attributes: SpecialCollectionAttributes, parts: Parts): Instance {
  const items = () => [...parts.grid.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement);
  const grid = feedGrid(parts.grid, { items, setSize: setSizeOf(attributes.totalCount) });
  const itemClass = items()[0]?.className ?? "";
  const entry = readGridQuery(location.search);
  const shared = { parts, grid, announcer: createAnnouncer(), entry };
  const shown = items();
  const listing = createListing<string, TilesPage>({
    rules: RULES,
    initial: {
      query: entry.category,
      page: entry.page,
      count: shown.length,
      totalCount: attributes.totalCount,
      body: { items: shown, partNumbers: [] },
    },
    fetchPage: (page, category, abort) =>
      fetchCollectionPage(specialCollectionAddress(config.value.contentPath, attributes.newExperience), page, category, abort, itemClass),
    show(update) {
      grid.show(
        update.keep,
        update.pages.flatMap((page) => page.body.items),
        feedSize(update.state),
      );
      follow(shared, update);
    },
    failed: (error, load) => reportFailure(element, shared.announcer, error, load),
    changed: (state) => grid.setBusy(state.loading !== undefined),
  });
  return Object.assign(shared, { listing });
}

/** §2: with `PN` in the hash, the tile carrying that part number is scrolled to (the value never becomes selector syntax). */
function scrollToPartNumber(grid: HTMLElement): void {
  if (isAuthorMode()) return; // §6: no scroll jumps under the editor
  const partNumber = hashParams(location.hash).get(URL_PARAM.partNumber);
  const tile = partNumber ? findByAttribute(grid, "data-part-number", partNumber) : null;
  tile?.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "instant" : "smooth" });
}

/** Starts listening (Back/Forward) and scrolls to `PN`; returns the teardown. */
export function start(instance: Instance): () => void {
  const { grid, parts, listing } = instance;
  grid.init();
  // §2 Back/Forward: the entry's page and category, exactly. Entries this widget pushes always differ in page or
  // category from their neighbours, so an unchanged query is a fragment change (a skip link, #PN): not ours.
  const onPopState = () => {
    const target = readGridQuery(location.search);
    if (target.page === instance.entry.page && target.category === instance.entry.category) return;
    instance.entry = target;
    void listing.restore(target.category, target.page);
  };
  addEventListener("popstate", onPopState);
  scrollToPartNumber(parts.grid);
  return () => {
    removeEventListener("popstate", onPopState);
    listing.destroy();
    grid.release();
  };
}
