// The article list as a configuration of the listing kit (core/listing/kit.ts): what a page is (§7 fragment), where
// it goes (the server's feed), `rewrite` history (load more rewrites `page`; a filter link pushes an `editorial` entry)
// and which links change the filters. The kit keeps one request at a time, drops superseded answers, empties the list
// when new filters fail (their articles never stand under the old ones), holds failures for a retry and brings
// Back/Forward's pages and scroll position back.
import { type PageAnswer } from "../../core/listing/engine";
import { bindListing } from "../../core/listing/kit";
import { hasMorePages, type ListingRules, type ListingState } from "../../core/listing/paging";
import { isPlainClick } from "../../core/clicks";
import { numberArticles, onFeedKeys, setBusy } from "../../core/listing/feed";
import { loadPage } from "../../core/listing/page";
import { fragmentPath } from "../../core/fragment-paths";
import { isAuthorMode } from "../../core/authoring";
import type { Parts } from "../../core/widget";
import { config } from "../../core/store";
import type { ArticleListStatus, Shown } from "./messages";
import { articleListHref, filtersKey, normaliseFilters, readArticleUrl, type ArticleFilters } from "./rules";
import type { ArticleListAttributes, articleListParts } from "./schema";

const TIMEOUT_MS = 8000;
/** §2 history entries carry a title; the journal's is its page name. */
export const HISTORY_TITLE = "editorial";
const ARTICLE = "[data-article-id]";
const CATEGORY_LINK = "a[data-filter-category]";
const YEAR_LINK = "a[data-filter-year]";

/** The parts the list works on (core/widget.ts reports a missing one). */
export type ArticleListParts = Parts<typeof articleListParts>;

/** One page of the §7 fragment: its articles, and the totals its `[data-article-page]` element declares. */
async function loadArticlePage(
  contentPath: string,
  editorial: string,
  filters: ArticleFilters,
  page: number,
  signal: AbortSignal,
): Promise<PageAnswer<HTMLElement[]>> {
  const path = fragmentPath.editorialArticles(contentPath, editorial, { ...filters, page });
  const { fragment, items } = await loadPage(path, { items: ARTICLE, mayBeEmpty: true }, { signal, timeoutMs: TIMEOUT_MS });
  const meta = fragment.querySelector<HTMLElement>("[data-article-page]");
  const totalCount = Number(meta?.dataset.totalCount);
  const pageCount = Number(meta?.dataset.pageCount);
  if (!Number.isInteger(totalCount) || !Number.isInteger(pageCount)) throw new Error("missing total count in the article list response");
  return { body: items, added: items.length, totalCount, pageCount };
}

/** APG feed: every article is focusable and knows its place in the whole list. */
function placeInFeed(items: readonly HTMLElement[], first: number, total: number): void {
  for (const item of items) item.tabIndex = 0;
  numberArticles(items, first, total);
}

/** The filter links point at the filters they would set, and the current ones say so. */
function markFilters(root: HTMLElement, filters: ArticleFilters): void {
  const mark = (selector: string, key: keyof ArticleFilters, attribute: "filterCategory" | "filterYear") => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>(selector)) {
      const value = link.dataset[attribute] ?? "";
      link.href = articleListHref(location.href, { ...filters, [key]: value });
      if ((filters[key] ?? "") === value) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  };
  mark(CATEGORY_LINK, "category", "filterCategory");
  mark(YEAR_LINK, "year", "filterYear");
}

/** The filters a filter link sets, over the ones shown. */
function filtersOf(link: HTMLAnchorElement, shown: ArticleFilters): ArticleFilters {
  return link.matches(CATEGORY_LINK) ? { ...shown, category: link.dataset.filterCategory } : { ...shown, year: link.dataset.filterYear };
}

/** The latest filters win (they supersede a load in flight); failed filters empty the list. */
const RULES: ListingRules<ArticleFilters> = { keyOf: filtersKey, newQuery: "latest-wins", dropOnSwitch: "on-failure" };

export function statusOf(state: ListingState<ArticleFilters>): ArticleListStatus {
  if (state.loading) return state.loading.kind === "more" ? "loading-more" : "loading-filters";
  if (state.failed) return state.failed.kind === "more" ? "more-failed" : "filters-failed";
  return "idle";
}

export function initialShown(attributes: ArticleListAttributes, feed: HTMLElement): Shown {
  return { status: "idle", count: feed.querySelectorAll(ARTICLE).length, total: attributes.totalCount };
}

/** Binds the list; `show` gets what the status line says after every change. Returns the retry and the teardown. */
export function mountArticleList(
  element: HTMLElement,
  attributes: ArticleListAttributes,
  { feed, more }: ArticleListParts,
  show: (shown: Shown) => void,
) {
  const contentPath = attributes.contentPath ?? config.value.contentPath;
  const served = feed.querySelectorAll<HTMLElement>(ARTICLE);
  let appended: number | undefined;

  const listing = bindListing<ArticleFilters, HTMLElement[]>({
    widget: "article-list",
    element,
    rules: RULES,
    initial: {
      query: normaliseFilters({ category: attributes.category, year: attributes.year }),
      page: attributes.page ?? 1,
      lastAdded: served.length,
      pageSize: Math.max(1, served.length),
      count: served.length,
      totalCount: attributes.totalCount,
      pageCount: attributes.pageCount,
    },
    fetchPage: (page, filters, signal) => loadArticlePage(contentPath, attributes.editorial, filters, page, signal),
    read() {
      const { filters, page } = readArticleUrl(location.search);
      return { query: filters, page };
    },
    history: { mode: "rewrite", title: HISTORY_TITLE, write: ({ query, page }) => articleListHref(location.href, query, page) },
    // Page 1 of new filters (or Back/Forward's pages) replaces the list; a cleared list shows nothing, so the previous
    // filters' articles never stand under the new ones. Load more appends, in one insertion.
    render({ keep, pages }) {
      const items = pages.flatMap((page) => page.body);
      appended = keep > 0 ? items.length : undefined;
      if (keep === 0) {
        placeInFeed(items, 1, pages.at(-1)?.totalCount ?? 0);
        feed.replaceChildren(...items);
        return items;
      }
      const { totalCount = attributes.totalCount } = pages[0]!;
      placeInFeed([...feed.querySelectorAll<HTMLElement>(ARTICLE)], 1, totalCount);
      placeInFeed(items, keep + 1, totalCount);
      feed.append(...items);
      return items;
    },
    changed(state) {
      const loading = state.loading !== undefined;
      setBusy(feed, loading);
      more.toggleAttribute("aria-disabled", loading);
      // The link loads more; a failed filter change has its own retry (view.tsx).
      more.hidden = !loading && !hasMorePages(state);
      more.setAttribute("href", articleListHref(location.href, state.query, state.page + 1));
      markFilters(element, (state.loading ?? state).query);
      if (loading || state.failed) appended = undefined;
      show({ status: statusOf(state), count: state.count, total: state.totalCount ?? 0, appended });
    },
  });

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("a[data-load-more]") === more) {
      event.preventDefault();
      void listing.more("user");
      return;
    }
    if (isAuthorMode()) return; // §6: the filter links stay the editor's, no history of ours
    const link = target?.closest<HTMLAnchorElement>(`${CATEGORY_LINK}, ${YEAR_LINK}`);
    if (!link || !element.contains(link)) return;
    event.preventDefault();
    // Page 1 of the link's filters replaces the list; a new entry is pushed (where this one was left, first).
    void listing.select(normaliseFilters(filtersOf(link, listing.state.value.query)));
  };

  placeInFeed([...served], 1, attributes.totalCount);
  markFilters(element, listing.state.value.query);
  setBusy(feed, false); // from here on, true while a page loads
  const offKeys = onFeedKeys(feed);
  element.addEventListener("click", onClick);
  const stop = listing.start();
  return {
    retry: () => void listing.more("user"),
    destroy() {
      element.removeEventListener("click", onClick);
      offKeys();
      stop();
    },
  };
}
