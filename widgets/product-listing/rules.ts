// The product listing's rules (§2 "Product listing pages", §5 "Lists and counts", §7, §9 "Paging and URLs"):
// pure functions over numbers, URL strings and query parameters. No DOM.
import { DEFAULT_CATEGORY, URL_PARAM, hashParams, readPositiveInt, withHash, withQuery } from "../../core/url-state";
import { listingText } from "../../markets/listing-messages";
import type { ListingSource } from "./schema";
import type { LoadMoreState } from "../../core/listing/load-more";

/** The history entry title of every listing entry (tile click push, scroll replace). */
export const HISTORY_TITLE = "product-listing";

/** §9 "Search facets": the facet parameters a search or category listing forwards (each may repeat). */
export const FACET_PARAMS = ["categories2", "categories3", "collection", "ColorGroup", "MaterialGroup", "SizeGroup"] as const;

export interface Counter {
  current: number;
  total: number;
}

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** §2 results counter: shown only when both counts are present and numeric (§5) and total >= current. */
export function resultsCounter(current: unknown, total: unknown): Counter | undefined {
  return isCount(current) && isCount(total) && total >= current ? { current, total } : undefined;
}

/** "currentCount of totalCount" with the language's digits (Arabic-Indic in kw). */
export function counterText(language: string, counter: Counter): string {
  return listingText(language, "resultsCount", { current: counter.current, total: counter.total });
}

/** The live announcement after a load: how many items came, then the counter when it shows. */
export function loadedAnnouncement(language: string, added: number, counter: Counter | undefined): string {
  const loaded = listingText(language, "itemsLoaded", { count: added });
  return counter ? `${loaded}. ${counterText(language, counter)}` : loaded;
}

/** The page count: declared, else derived from the total and the page size, else unknown. */
export function pageCountOf({
  pageCount,
  totalCount,
  pageSize,
}: {
  pageCount?: number;
  totalCount?: number;
  pageSize: number;
}): number | undefined {
  if (pageCount !== undefined) return pageCount;
  return totalCount === undefined ? undefined : Math.max(1, Math.ceil(totalCount / pageSize));
}

/** §2: the `page` query value, omitted (null) for page 1. */
export const pageParam = (page: number): number | null => (page === 1 ? null : page);

/** §2 tile click: `PN` and `productPage` in the hash, and `page` set to the tile's page when it differs (none for 1). */
export function tileClickHref(href: string, { partNumber, page }: { partNumber: string; page: number }): string {
  return withHash(withQuery(href, { [URL_PARAM.page]: pageParam(page) }), {
    [URL_PARAM.partNumber]: partNumber,
    [URL_PARAM.productPage]: page,
  });
}

/** §2 infinite scroll: the URL with `page` following the page in view (none for 1); the hash is kept. */
export function scrolledHref(href: string, page: number): string {
  return withQuery(href, { [URL_PARAM.page]: pageParam(page) });
}

/** The load-more link's own address: the next page, no hash (the server renders pages 1..page). */
export function loadMoreHref(href: string, page: number): string {
  const url = new URL(withQuery(href, { [URL_PARAM.page]: page }));
  url.hash = "";
  return url.href;
}

/** The page "mostly in view": the one crossing the viewport's centre line; in a gap between pages, the previous one. */
export function pageAtCentre(crossing: ReadonlySet<number>, previous: number): number {
  return crossing.size > 0 ? Math.min(...crossing) : previous;
}

export type RestoreTarget = { kind: "tile" } | { kind: "page"; page: number } | { kind: "none" };

/** §2 on load and Back: the product of the hash when it is on the page the query names, else that page (none for 1). */
export function restoreTarget({ queryPage, tilePage }: { queryPage: number; tilePage?: number }): RestoreTarget {
  if (tilePage !== undefined && tilePage === queryPage) return { kind: "tile" };
  return queryPage > 1 ? { kind: "page", page: queryPage } : { kind: "none" };
}

/** What §2 reads from a listing URL: `page` (default 1) and the hash's `PN`. */
export function urlPosition(href: string): { page: number; partNumber?: string } {
  const url = new URL(href);
  const partNumber = hashParams(url.hash).get(URL_PARAM.partNumber)?.trim() || undefined;
  return { page: readPositiveInt(url.searchParams, URL_PARAM.page), ...(partNumber ? { partNumber } : {}) };
}

export type Filters = Readonly<Record<string, string | readonly string[]>>;

/** What a listing shows besides the page: the URL's `order` and `category` over the markup's, and for search and
 * category listings the URL's `q` and facets. Collection grids take category and order only (§7). */
export function listingFilters(source: ListingSource, search: URLSearchParams, markup: { category?: string; order?: string }): Filters {
  const order = search.get("order")?.trim() || markup.order;
  const category = search.get(URL_PARAM.category)?.trim() || markup.category;
  if (source === "collection") return { category: category ?? DEFAULT_CATEGORY, ...(order ? { order } : {}) };
  const filters: Record<string, string | readonly string[]> = {};
  const q = search.get("q")?.trim();
  if (q) filters.q = q;
  for (const name of FACET_PARAMS) {
    const values = search
      .getAll(name)
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length > 0) filters[name] = values;
  }
  if (order) filters.order = order;
  if (category) filters.category = category;
  return filters;
}

/** One string per distinct filter set, whatever the parameter order: a query that did not change is not reloaded. */
export function filtersKey(filters: Filters): string {
  return JSON.stringify(
    Object.keys(filters)
      .sort()
      .map((key) => {
        const value = filters[key]!;
        return [key, typeof value === "string" ? value : [...value].sort()];
      }),
  );
}

/** The query of a page request (§7): the filters, `page`, and for the collection grid `pageLoad=false`. */
export function requestQuery(source: ListingSource, filters: Filters, page: number): Record<string, string | number | readonly string[]> {
  return { ...filters, page, ...(source === "collection" ? { pageLoad: "false" } : {}) };
}

export interface ButtonView {
  /** "shown"; "invisible" keeps its place (auto-load still watches it); "removed" when nothing more can load. */
  placement: "shown" | "invisible" | "removed";
  disabled: boolean;
  loading: boolean;
}

/** The load-more link from the listing's state: a failure shows it again for a retry, even when hidden (§4 generic). */
export function buttonView({
  hasMore,
  loadMore,
  loading,
  failed,
}: {
  hasMore: boolean;
  loadMore: LoadMoreState;
  loading: boolean;
  failed: boolean;
}): ButtonView {
  const turnedOff = !loadMore.active && !loadMore.visible;
  const placement = !hasMore || turnedOff ? "removed" : loadMore.visible || failed ? "shown" : "invisible";
  return { placement, disabled: !loadMore.active, loading };
}
