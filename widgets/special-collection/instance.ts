// The special collection as a configuration of the collection engine (core/listing/collection.ts): what it requests
// (grid.ts), where the items go (the server's list), and what follows each outcome: history (§2), tracking (§7),
// focus (§4), the announcement and the error report (§8).
import { findByAttribute, prefersReducedMotion } from "../../core/dom";
import { errorMessage, reportWidgetError } from "../../core/errors";
import { isAuthorMode } from "../../core/authoring";
import { focusAfterAppend, rememberScroll, restoreScroll, savedScroll } from "../../core/listing/after-load";
import { createAnnouncer, type Announcer } from "../../core/listing/announcer";
import { createCollectionListing, type CollectionListing, type Outcome, type PageQuery } from "../../core/listing/collection";
import { setSizeOf } from "../../core/listing/feed";
import { feedGrid, type FeedGrid } from "../../core/listing/grid";
import { config } from "../../core/store";
import { track } from "../../core/tracking";
import { URL_PARAM, hashParams, pushEntry, withQuery } from "../../core/url-state";
import { listingText } from "../../markets/listing-messages";
import { fetchCollectionPage, specialCollectionAddress } from "./grid";
import { specialCollectionText } from "./messages";
import { readGridQuery } from "./rules";
import type { Parts, SpecialCollectionAttributes } from "./schema";

export const WIDGET = "special-collection";
/** §2: the title of every history entry the special collection pushes. */
export const HISTORY_TITLE = "special-collection";

export interface Instance {
  parts: Parts;
  grid: FeedGrid;
  listing: CollectionListing;
  announcer: Announcer;
  /** The page and category in the current history entry's URL. */
  entry: PageQuery;
}

function categoryLabel(parts: Parts, category: string): string {
  return parts.tabList.find((tab) => tab.category === category)?.label ?? category;
}

/** What follows an outcome: history, tracking, focus and the announcement (§2, §4, §7, §8). */
function follow(element: HTMLElement, instance: Omit<Instance, "listing">, outcome: Outcome<HTMLElement>): void {
  const { parts, announcer } = instance;
  const countOf = (category: string, count: number | undefined) => (language: string) =>
    specialCollectionText(language, "categoryCount", { category: categoryLabel(parts, category), count: count ?? 0 });
  switch (outcome.type) {
    case "loaded": {
      const { kind, page, category, items, partNumbers = [], totalCount } = outcome;
      // Where the reader was, for a Back that has to fetch again; then the new entry (§2).
      rememberScroll(HISTORY_TITLE);
      pushEntry(HISTORY_TITLE, withQuery(location.href, { [URL_PARAM.page]: page, [URL_PARAM.category]: category }), { page, category });
      instance.entry = { page, category };
      track({ event: "load-more", partNumbers: [...partNumbers], page, category });
      const added = items.length;
      announcer.say(kind === "more" ? (language) => listingText(language, "itemsLoaded", { count: added }) : countOf(category, totalCount));
      // §4: the first new item takes focus. After a tab switch focus stays on the tab, so the arrow keys keep working (APG).
      const tiles = items.map((item) => item.querySelector<HTMLElement>("[data-part-number]") ?? item);
      if (kind === "more") focusAfterAppend(tiles, []);
      return;
    }
    case "restored":
      announcer.say(countOf(outcome.category, outcome.totalCount));
      // Shown from memory, the browser restores the scroll position itself; after a fetch it is too late for it.
      if (outcome.fetched) restoreScroll(savedScroll(history.state));
      return;
    case "failed":
      // §8: propagated to the page's error hook, and said on the page.
      reportWidgetError({ widget: WIDGET, element, message: errorMessage(outcome.error), cause: outcome.error });
      announcer.say((language) =>
        outcome.kind === "category" ? specialCollectionText(language, "categoryFailed") : listingText(language, "loadFailed"),
      );
      return;
  }
}

export function createInstance(element: HTMLElement, attributes: SpecialCollectionAttributes, parts: Parts): Instance {
  const items = () => [...parts.grid.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement);
  const grid = feedGrid(parts.grid, { items, setSize: setSizeOf(attributes.totalCount) });
  const itemClass = items()[0]?.className ?? "";
  const entry = readGridQuery(location.search);
  const shared = { parts, grid, announcer: createAnnouncer(), entry };
  const listing = createCollectionListing<HTMLElement>({
    initial: { ...entry, items: items(), totalCount: attributes.totalCount },
    fetchPage: (request, abort) =>
      fetchCollectionPage(specialCollectionAddress(config.value.contentPath, attributes.newExperience), request, abort, itemClass),
    grid,
    notify: (outcome) => follow(element, shared, outcome),
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
    void listing.restore(target);
  };
  addEventListener("popstate", onPopState);
  scrollToPartNumber(parts.grid);
  return () => {
    removeEventListener("popstate", onPopState);
    listing.dispose();
    grid.release();
  };
}
