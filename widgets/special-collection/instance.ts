// One special collection on the page: its parts, grid and controller, and what follows each outcome of the
// controller: history (§2), tracking (§7), focus (§4), the announcement and the error report (§8).
import { signal, type Signal } from "@preact/signals-react";
import { isAuthorMode } from "../../core/authoring";
import { findByAttribute, focusItem, prefersReducedMotion } from "../../core/dom";
import { errorMessage, reportWidgetError } from "../../core/errors";
import { config, textLocale } from "../../core/store";
import { track } from "../../core/tracking";
import { URL_PARAM, hashParams, pushEntry, replaceEntry, withQuery } from "../../core/url-state";
import { listingText } from "../../markets/listing-messages";
import { createController, type Controller, type Outcome } from "./controller";
import { domGrid, fetchCollectionPage, specialCollectionAddress, type DomGrid } from "./grid";
import { specialCollectionText } from "./messages";
import { readGridQuery, type GridQuery } from "./rules";
import type { Parts, SpecialCollectionAttributes } from "./schema";

export const WIDGET = "special-collection";
/** §2: the title of every history entry the special collection pushes. */
export const HISTORY_TITLE = "special-collection";

export interface Instance {
  parts: Parts;
  grid: DomGrid;
  controller: Controller;
  announcement: Signal<string>;
  /** The page and category in the current history entry's URL. */
  entry: GridQuery;
}

function categoryLabel(parts: Parts, category: string): string {
  return parts.tabList.find((tab) => tab.category === category)?.label ?? category;
}

/** What follows an outcome: history, tracking, focus and the announcement (§2, §4, §7, §8). */
function follow(element: HTMLElement, instance: Omit<Instance, "controller">, outcome: Outcome<HTMLLIElement>): void {
  const { parts, announcement } = instance;
  const language = textLocale.value;
  const countOf = (category: string, count: number | undefined) =>
    specialCollectionText(language, "categoryCount", { category: categoryLabel(parts, category), count: count ?? 0 });
  switch (outcome.type) {
    case "loaded": {
      const { kind, page, category, items, partNumbers, totalCount } = outcome;
      // Where the reader was, for a Back that has to fetch again; then the new entry (§2).
      replaceEntry(HISTORY_TITLE, location.href, { ...(history.state as object | null), scrollY: Math.round(scrollY) });
      pushEntry(HISTORY_TITLE, withQuery(location.href, { [URL_PARAM.page]: page, [URL_PARAM.category]: category }), { page, category });
      instance.entry = { page, category };
      track({ event: "load-more", partNumbers: [...partNumbers], page, category });
      announcement.value = kind === "more" ? listingText(language, "itemsLoaded", { count: items.length }) : countOf(category, totalCount);
      // §4: the first new item takes focus. After a tab switch focus stays on the tab, so the arrow keys keep working (APG).
      const first = items[0];
      if (kind === "more" && first) focusItem(first.querySelector<HTMLElement>("[data-part-number]") ?? first);
      return;
    }
    case "restored": {
      announcement.value = countOf(outcome.category, outcome.totalCount);
      // Shown from memory, the browser restores the scroll position itself; after a fetch it is too late for it.
      const saved = (history.state as { scrollY?: unknown } | null)?.scrollY;
      if (outcome.fetched && typeof saved === "number" && !isAuthorMode()) scrollTo({ top: saved, behavior: "instant" });
      return;
    }
    case "failed":
      // §8: propagated to the page's error hook, and said on the page.
      reportWidgetError({ widget: WIDGET, element, message: errorMessage(outcome.error), cause: outcome.error });
      announcement.value =
        outcome.kind === "category" ? specialCollectionText(language, "categoryFailed") : listingText(language, "loadFailed");
      return;
  }
}

export function createInstance(element: HTMLElement, attributes: SpecialCollectionAttributes, parts: Parts): Instance {
  const grid = domGrid(parts.grid, attributes.totalCount);
  const itemClass = grid.initialItems[0]?.className ?? "";
  const entry = readGridQuery(location.search);
  const shared = { parts, grid, announcement: signal(""), entry };
  const controller = createController({
    initial: { ...entry, items: grid.initialItems, totalCount: attributes.totalCount },
    fetchPage: (request, abort) =>
      fetchCollectionPage(specialCollectionAddress(config.value.contentPath, attributes.newExperience), request, abort, itemClass),
    grid,
    notify: (outcome) => follow(element, shared, outcome),
  });
  return Object.assign(shared, { controller });
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
  const { grid, parts, controller } = instance;
  grid.init();
  // §2 Back/Forward: the entry's page and category, exactly. Entries this widget pushes always differ in page or
  // category from their neighbours, so an unchanged query is a fragment change (a skip link, #PN): not ours.
  const onPopState = () => {
    const target = readGridQuery(location.search);
    if (target.page === instance.entry.page && target.category === instance.entry.category) return;
    instance.entry = target;
    void controller.restore(target);
  };
  addEventListener("popstate", onPopState);
  scrollToPartNumber(parts.grid);
  return () => {
    removeEventListener("popstate", onPopState);
    controller.dispose();
    grid.release();
  };
}
