// The special collection as a configuration of the listing kit (core/listing/kit.ts): the §4 collection rules (a tab
// switch is ignored while waiting and clears the grid at once; Back/Forward shows remembered pages at once), `push`
// history (§2: each load and tab switch pushes a `special-collection` entry with `page` and `category`), what it
// requests (grid.ts), where the items go (the server's list), its messages and its tracking (§7).
import { findByAttribute, prefersReducedMotion } from "../../core/dom";
import { errorMessage } from "../../core/errors";
import { isAuthorMode } from "../../core/authoring";
import { bindListing, type BoundListing } from "../../core/listing/kit";
import { setSizeOf } from "../../core/listing/feed";
import { feedGrid, type FeedGrid } from "../../core/listing/grid";
import { feedSize, type ListingRules } from "../../core/listing/paging";
import { config } from "../../core/store";
import { track } from "../../core/tracking";
import { URL_PARAM, hashParams, withQuery } from "../../core/url-state";
import { listingText } from "../../markets/listing-messages";
import { fetchCollectionPage, specialCollectionAddress, type TilesPage } from "./grid";
import { specialCollectionText } from "./messages";
import { readGridQuery } from "./rules";
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
  listing: BoundListing<string, TilesPage>;
}

/** §2: with `PN` in the hash, the tile carrying that part number is scrolled to (the value never becomes selector syntax). */
function scrollToPartNumber(grid: HTMLElement): void {
  if (isAuthorMode()) return; // §6: no scroll jumps under the editor
  const partNumber = hashParams(location.hash).get(URL_PARAM.partNumber);
  const tile = partNumber ? findByAttribute(grid, "data-part-number", partNumber) : null;
  tile?.scrollIntoView({ block: "center", behavior: prefersReducedMotion() ? "instant" : "smooth" });
}

export function createInstance(element: HTMLElement, attributes: SpecialCollectionAttributes, parts: Parts): Instance {
  const items = () => [...parts.grid.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement);
  const grid = feedGrid(parts.grid, { items, setSize: setSizeOf(attributes.totalCount) });
  const itemClass = items()[0]?.className ?? "";
  const entry = readGridQuery(location.search);
  const shown = items();
  const label = (category: string) => parts.tabList.find((tab) => tab.category === category)?.label ?? category;
  const countOf = (category: string, count: number | undefined) => (language: string) =>
    specialCollectionText(language, "categoryCount", { category: label(category), count: count ?? 0 });
  const listing = bindListing<string, TilesPage>({
    widget: WIDGET,
    element,
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
    read() {
      const { category, page } = readGridQuery(location.search);
      return { query: category, page };
    },
    history: {
      mode: "push",
      title: HISTORY_TITLE,
      write: ({ query, page }) => withQuery(location.href, { [URL_PARAM.page]: page, [URL_PARAM.category]: query }),
      state: ({ query, page }) => ({ page, category: query }),
    },
    render({ keep, pages, state }) {
      const added = pages.flatMap((page) => page.body.items);
      grid.show(keep, added, feedSize(state));
      // §4: the first new tile takes focus (after a tab switch it stays on the tab, so the arrow keys keep working).
      return added.map((item) => item.querySelector<HTMLElement>("[data-part-number]") ?? item);
    },
    changed: (state) => grid.setBusy(state.loading !== undefined),
    // Re-displays after Back/Forward are not tracked.
    loaded: ({ load, pages, state: { page, query: category } }) =>
      load.kind !== "restore" && track({ event: "load-more", partNumbers: pages.flatMap((p) => p.body.partNumbers), page, category }),
    reveal: (how) => how === "load" && scrollToPartNumber(parts.grid),
    voice: {
      loaded({ load, pages, state }) {
        if (load.kind !== "more") return state.loading ? undefined : countOf(state.query, state.totalCount); // memory shown, the rest on its way
        const count = pages.reduce((sum, page) => sum + page.added, 0);
        return (language) => listingText(language, "itemsLoaded", { count });
      },
      failed: (load) => (language) =>
        load.kind === "switch" ? specialCollectionText(language, "categoryFailed") : listingText(language, "loadFailed"),
    },
    report: errorMessage,
  });
  return { parts, grid, listing };
}

/** Numbers the grid and starts the listing (Back/Forward, `PN`); returns the teardown. */
export function start({ grid, listing }: Instance): () => void {
  grid.init();
  const stop = listing.start();
  return () => {
    stop();
    grid.release();
  };
}
