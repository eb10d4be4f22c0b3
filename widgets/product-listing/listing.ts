// One listing section as a configuration of the listing kit (core/listing/kit.ts): the §4 generic rules (the latest
// query wins; the grid shows its products until page 1 of a new one replaces them), `replace` history (§2: `page`
// follows the page in view, omitted for page 1; the query is the URL's), and its own rendering: the server's per-page
// lists in one feed, the load-more link and the generic load-more (§4), the results counter (§2, §5), tile clicks into
// history, and the page or product the URL names on load and Back (§2).
import { findByAttribute } from "../../core/dom";
import { errorMessage } from "../../core/errors";
import { on } from "../../core/events";
import { config, textLocale } from "../../core/store";
import { track } from "../../core/tracking";
import { isAuthorMode } from "../../core/authoring";
import { sameOriginPath } from "../../core/safe-url";
import type { Announcer } from "../../core/listing/announcer";
import { bindListing } from "../../core/listing/kit";
import { showsButton, type ListingRules, type ListingState } from "../../core/listing/paging";
import { onFeedKeys, resizeFeed, setBusy, setSizeOf } from "../../core/listing/feed";
import { watchApproach } from "../../core/listing/load-more";
import { isPlainClick, isPlainLinkClick } from "../../core/clicks";
import { pushEntry } from "../../core/url-state";
import { listingText } from "../../markets/listing-messages";
import { pageLists, pageIsAtCentre, pageOf, positionArticles, revealTile, scrollToPage, trackPageInView, wrapFeed } from "./feed";
import { productListingText } from "./messages";
import { fetchPage, type PageList } from "./requests";
import {
  HISTORY_TITLE,
  buttonView,
  counterText,
  filtersKey,
  listingFilters,
  loadMoreHref,
  loadedAnnouncement,
  pageCountOf,
  restoreTarget,
  resultsCounter,
  scrolledHref,
  tileClickHref,
  urlPosition,
  type Filters,
} from "./rules";
import { DEFAULT_SCROLL_OFFSET, type ListingAttributes } from "./schema";

export const WIDGET = "product-listing";

/** §4 generic: the latest query wins; the grid shows its products until the new query's page 1 replaces them. */
const RULES: ListingRules<Filters> = { keyOf: filtersKey, newQuery: "latest-wins", dropOnSwitch: "on-arrival" };

/** What the React view shows: the listing's live region (the shared announcer) and the failure message. */
export interface ListingUi {
  announcer: Announcer;
  showError(text: string | undefined): void;
}

let listings = 0;

export function mountListing(section: HTMLElement, attributes: ListingAttributes, ui: ListingUi): { relabel(): void; destroy(): void } {
  const language = () => textLocale.value;
  const source = {
    source: attributes.source,
    contentPath: attributes.contentPath ?? config.value.contentPath,
    key: `${WIDGET}:${section.id || ++listings}`,
  };
  const cleanups: Array<() => void> = [];

  const serverLink = section.querySelector<HTMLAnchorElement>("a[data-load-more]");
  const link = serverLink ?? createLink(section);
  link.setAttribute("role", "button");
  const counter = section.querySelector<HTMLElement>("[data-results-counter]");
  const { feed, unwrap } = wrapFeed(section, {
    labelledBy: section.getAttribute("aria-labelledby") ?? undefined,
    text: productListingText(language(), "feedLabel"),
  });
  let count = 0;
  let lastAdded = 0;
  for (const list of pageLists(feed)) {
    lastAdded = positionArticles(list, count + 1, setSizeOf(attributes.totalCount)).length;
    count += lastAdded;
  }
  const tracker = trackPageInView(urlPosition(location.href).page, (page) => listing.pageInView(page));
  cleanups.push(tracker.disconnect);

  const listing = bindListing<Filters, PageList>({
    widget: WIDGET,
    element: section,
    rules: RULES,
    initial: {
      query: listingFilters(attributes.source, new URLSearchParams(location.search), attributes),
      page: attributes.page,
      lastAdded,
      pageSize: attributes.pageSize,
      count,
      totalCount: attributes.totalCount,
      pageCount: pageCountOf(attributes),
    },
    fetchPage: (page, filters, signal) => fetchPage(source, page, filters, signal),
    read: () => ({
      query: listingFilters(attributes.source, new URLSearchParams(location.search), attributes),
      page: urlPosition(location.href).page,
    }),
    history: { mode: "replace", title: HISTORY_TITLE, write: ({ page }) => scrolledHref(location.href, page) },
    // Pages go after the others (load more), or page 1 of a new query replaces them: one insertion per page.
    render({ keep, state, pages: [result] }) {
      if (!result) return [];
      const articles = positionArticles(result.body.list, keep + 1, setSizeOf(keep === 0 ? result.totalCount : state.totalCount));
      if (keep === 0) {
        tracker.reset(1);
        feed.replaceChildren(result.body.list);
      } else {
        if (state.totalCount !== listing.state.value.totalCount) resizeFeed(feed, setSizeOf(state.totalCount));
        feed.append(result.body.list);
      }
      tracker.observe(result.body.list);
      return articles;
    },
    changed: render,
    loaded: ({ keep, pages: [result], state: { query } }) =>
      keep > 0 &&
      result &&
      track({
        event: "load-more",
        partNumbers: result.body.partNumbers,
        page: result.page,
        ...(typeof query.category === "string" ? { category: query.category } : {}),
      }),
    reveal,
    voice: {
      loaded({ keep, pages: [result], state }) {
        const added = result?.added ?? 0;
        const shown = resultsCounter(state.count, state.totalCount);
        if (keep > 0) return (language) => loadedAnnouncement(language, added, shown);
        return (language) => (shown ? counterText(language, shown) : listingText(language, "itemsLoaded", { count: added }));
      },
      failed: () => (language) => listingText(language, "loadFailed"),
    },
    report: (error) => `load failed: ${errorMessage(error)}`,
    announcer: ui.announcer,
  });

  function render(state: ListingState<Filters>): void {
    setBusy(feed, state.loading !== undefined);
    const button = buttonView({
      hasMore: showsButton(state),
      loadMore: state.loadMore,
      loading: state.loading !== undefined,
      failed: state.failed !== undefined,
    });
    link.hidden = button.placement === "removed";
    link.classList.toggle("vitrine-listing__more--invisible", button.placement === "invisible");
    if (button.disabled || button.loading) link.setAttribute("aria-disabled", "true");
    else link.removeAttribute("aria-disabled");
    setText(link, listingText(language(), button.loading ? "loading" : "loadMore"));
    link.href = loadMoreHref(location.href, state.page + 1); // new-tab clicks: the server renders pages 1..N+1
    const shown = resultsCounter(state.count, state.totalCount);
    if (counter) {
      counter.hidden = !shown;
      setText(counter, shown ? counterText(language(), shown) : "");
    }
    ui.showError(state.failed ? listingText(language(), "loadFailed") : undefined);
    // After a load the link has moved: ask the observer again whether it is still near.
    if (!state.loading && !state.failed) approach.recheck();
  }

  // --- load more: the link (manual, and the fallback) and the generic auto-load ---
  const approach = watchApproach(link, attributes.scrollOffset ?? DEFAULT_SCROLL_OFFSET, () => void listing.more("auto"));
  cleanups.push(approach.disconnect);
  listen(link, "click", (event: MouseEvent) => {
    if (!isPlainClick(event)) return; // a new tab opens ?page=N+1, rendered by the server
    event.preventDefault();
    void listing.more("user");
  });
  listen(link, "keydown", (event: KeyboardEvent) => {
    if (event.key !== " ") return; // role=button: Space activates too
    event.preventDefault();
    link.click();
  });
  cleanups.push(on("load-more", ({ action, listing: id }) => (id === undefined || id === section.id) && listing.loadMore(action)));

  // --- tile clicks: PN and productPage in the hash, page in the query, a pushed entry, then the product ---
  listen(feed, "click", (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    const tile = target?.closest<HTMLElement>("[data-part-number]");
    const page = tile && pageOf(tile);
    const partNumber = tile?.dataset.partNumber;
    if (!target || !page || !partNumber || !isPlainLinkClick(event, target)) return;
    if (isAuthorMode()) return; // §6: the editor's own click handling, no history of ours
    const product = sameOriginPath(target.href); // a link off the site stays the browser's plain link
    if (!product) return;
    event.preventDefault();
    pushEntry(HISTORY_TITLE, tileClickHref(location.href, { partNumber, page }), { page, partNumber });
    if (attributes.newTab) window.open(product, "_blank", "noopener");
    else location.assign(product);
  });
  cleanups.push(onFeedKeys(feed));

  /** §2 on load and on Back: the page in the query, and the product in the hash. */
  function reveal(how: "load" | "back"): void {
    if (isAuthorMode()) return; // §6: no scroll jumps under the editor
    const { page, partNumber } = urlPosition(location.href);
    const tile = partNumber ? findByAttribute(feed, "data-part-number", partNumber) : null;
    const target = restoreTarget({ queryPage: page, tilePage: tile ? pageOf(tile) : undefined });
    if (target.kind === "tile" && tile) revealTile(tile, how === "load" ? "center" : "nearest");
    else if (target.kind === "page" && (how === "load" || !pageIsAtCentre(feed, target.page))) scrollToPage(feed, target.page);
  }

  cleanups.push(listing.start());
  for (const list of pageLists(feed)) tracker.observe(list);
  render(listing.state.value);

  function listen<E extends Event>(target: EventTarget, type: string, handler: (event: E) => void): void {
    target.addEventListener(type, handler as EventListener);
    cleanups.push(() => target.removeEventListener(type, handler as EventListener));
  }

  return {
    relabel: () => render(listing.state.value),
    destroy() {
      for (const cleanup of cleanups.reverse()) cleanup();
      if (serverLink) {
        link.removeAttribute("role");
        link.removeAttribute("aria-disabled");
        link.classList.remove("vitrine-listing__more--invisible");
      } else link.remove();
      unwrap();
    },
  };
}

/** Writes text only when it changed (no needless mutations for the lifecycle's observer). */
function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/** A listing rendered without a next page still gets a link, for when a new query brings more pages. */
function createLink(section: HTMLElement): HTMLAnchorElement {
  const link = document.createElement("a");
  link.setAttribute("data-load-more", "");
  link.className = "listing__more";
  link.hidden = true;
  section.append(link);
  return link;
}
