// The one listing state machine, pure: the state every listing is in, the transitions it goes through (a load more,
// a new query, Back/Forward, a cancel, an answer, a failure) and what its view reads off the state. Both §4 sections
// run on it: "Load more (collection and special collection)" and "Load more (generic listings)". Where they differ,
// a listing's `ListingRules` say which way it goes (see the README). No DOM, no requests: the engine (engine.ts)
// drives it, and these tables test it.
//
// Invariant: the list shows exactly pages 1..page of query, in order, each once (page 0: nothing of it yet).
import { feedSetSize } from "./feed";
import { LOAD_MORE_ON, type LoadMoreState } from "./load-more";

/** What asks for the next page: auto-load (the bound element came near, §4 generic) or the user (the button). */
export type Trigger = "auto" | "user";

/** A request of pages of a query. */
export interface Load<Q> {
  /** more: the next page of the query shown; switch: page 1 of another query (a category tab, filters, a search);
   * restore: Back/Forward to a history entry, its query's pages `page`..`upTo`. */
  kind: "more" | "switch" | "restore";
  query: Q;
  /** The first page it asks for. */
  page: number;
  /** The last page it wants; it stops earlier at the query's last page. */
  upTo: number;
  /** The user asked for it (the button, a retry): focus may follow it. */
  byUser: boolean;
}

export interface ListingState<Q> {
  /** The query whose pages the list shows: filters, a category, a search. */
  query: Q;
  /** The last page shown (0: none yet, after a switch cleared the list or its first page failed). */
  page: number;
  /** Items shown. */
  count: number;
  /** Items on the last page shown (the server's pages on mount count as one): a short or empty page ends the list. */
  lastAdded: number;
  /** Items a full page holds (looks, §9: 8); absent: pages have no fixed size. */
  pageSize?: number;
  /** The total the page, then each response, declares (absent: unknown). */
  totalCount?: number;
  /** The page count the page, then each response, declares (absent: unknown). */
  pageCount?: number;
  /** The request under way: one at a time. */
  loading?: Load<Q>;
  /** The request that failed last (§8), kept for its retry; cleared when a load starts. */
  failed?: Load<Q>;
  /** §4 generic load-more states (reset, turn-off, hide, disable); `turn-off` when the server rendered no link. */
  loadMore: LoadMoreState;
}

/** How one listing goes where the two §4 sections differ. */
export interface ListingRules<Q> {
  /** One string per distinct query: the query shown (or on its way) is never asked for twice. */
  keyOf(query: Q): string;
  /** A new query (a category tab, filters, a search) while a request runs. `ignored-while-waiting` (§4 collection:
   * "a new load or tab switch is ignored while waiting", and so is the current category); `latest-wins` (generic
   * listings): it supersedes the request in flight, the query already shown or on its way is not asked again, and
   * going back to the query shown drops the other one. */
  newQuery: "ignored-while-waiting" | "latest-wins";
  /** When the items of the query shown go on a switch. `at-once` (§4 collection: page and count go to 0 and the tiles
   * are removed, then page 1 loads); `on-failure` (they stay while page 1 loads; a failed switch empties the list, so
   * the previous query's items never stand under the new one's error); `on-arrival` (they stay until page 1 of the new
   * query replaces them, and after a failure too). */
  dropOnSwitch: "at-once" | "on-failure" | "on-arrival";
  /** Back/Forward: the pages the document showed come back from memory at once, and only the rest is fetched
   * (special collection). Without it, the entry's pages 1..n are fetched and replace the list when all are in. */
  remember?: boolean;
}

/** A change of state, and what it does to the request in flight. */
export interface Step<Q> {
  state: ListingState<Q>;
  /** Starts this request, superseding any in flight. */
  start?: Load<Q>;
  /** Drops the request in flight: its answer never applies. */
  abort?: boolean;
  /** The list's items all go now (a switch that clears at once, a failed switch under `on-failure`). */
  cleared?: boolean;
}

/** What a page brought, once it has arrived. */
export interface PageInfo {
  page: number;
  /** Items on the page. */
  added: number;
  totalCount?: number;
  pageCount?: number;
}

export interface PagesShown {
  page: number;
  /** Items on the last page shown. */
  lastAdded: number;
  pageSize?: number;
  pageCount?: number;
  /** Items shown. */
  count?: number;
  totalCount?: number;
}

/** Whether the list goes on after the pages shown, for every listing: not once the declared total is shown; before
 * the last page when the page count is known (an empty page ends it); else after a full page (a short or empty one
 * ends it). */
export function hasMorePages({ page, lastAdded, pageSize, pageCount, count, totalCount }: PagesShown): boolean {
  if (totalCount !== undefined && count !== undefined && count >= totalCount) return false;
  if (pageCount !== undefined) return lastAdded > 0 && page < pageCount;
  return pageSize === undefined || lastAdded >= pageSize;
}

export interface MountInput<Q> {
  query: Q;
  /** The list shows pages 1..page (the server rendered them, or memory holds them). */
  page: number;
  count: number;
  /** Items on the last page; absent: derived from the page size (pages 1..page-1 full), else the count. */
  lastAdded?: number;
  pageSize?: number;
  totalCount?: number;
  pageCount?: number;
  loadMore?: LoadMoreState;
}

/** The state on mount (§4: the button is checked on mount), or of pages memory shows again. With a page size, pages
 * 1..page-1 count as full: fewer than page × pageSize items shown ends the list. */
export function mount<Q>({
  query,
  page,
  count,
  lastAdded,
  pageSize,
  totalCount,
  pageCount,
  loadMore = LOAD_MORE_ON,
}: MountInput<Q>): ListingState<Q> {
  const last = lastAdded ?? (pageSize === undefined ? count : count - (page - 1) * pageSize);
  return { query, page, count, lastAdded: last, pageSize, totalCount, pageCount, loadMore };
}

function begin<Q>(state: ListingState<Q>, load: Load<Q>): Step<Q> {
  return { state: { ...state, loading: load, failed: undefined }, start: load };
}

/** The button or auto-load: the next page of the query shown, or the failed request again (the user's retry only: after
 * a failure auto-load waits, §8). Ignored while waiting, when load more is off and at the end of the list. A user who
 * presses the button while auto-load fetches that very page makes it theirs (focus follows it on arrival). */
export function next<Q>(state: ListingState<Q>, trigger: Trigger): Step<Q> | undefined {
  const { loading, failed } = state;
  if (loading) {
    if (trigger !== "user" || loading.kind !== "more" || loading.byUser) return undefined;
    return { state: { ...state, loading: { ...loading, byUser: true } } };
  }
  if (!state.loadMore.active) return undefined;
  if (failed) return trigger === "user" ? begin(state, { ...failed, byUser: true }) : undefined;
  if (!hasMorePages(state)) return undefined;
  const page = state.page + 1;
  return begin(state, { kind: "more", query: state.query, page, upTo: page, byUser: trigger === "user" });
}

/** A new query: page 1 of it, under the listing's rules (`newQuery`, `dropOnSwitch`). */
export function switchTo<Q>(rules: ListingRules<Q>, state: ListingState<Q>, query: Q): Step<Q> | undefined {
  const key = rules.keyOf(query);
  const { loading, failed } = state;
  if (rules.newQuery === "ignored-while-waiting") {
    if (loading || key === rules.keyOf(state.query)) return undefined;
  } else {
    // The query on its way (a switch or a restore), else the one shown; a failed switch or restore is not on its way.
    const target = loading && loading.kind !== "more" ? loading.query : state.query;
    const failedElsewhere = failed !== undefined && failed.kind !== "more";
    if (key === rules.keyOf(target) && !failedElsewhere) return undefined;
    // Back to the query the list shows: whatever runs or failed for another one is dropped, nothing is asked.
    if (key === rules.keyOf(state.query) && state.page > 0)
      return { state: { ...state, loading: undefined, failed: undefined }, abort: true };
  }
  const load: Load<Q> = { kind: "switch", query, page: 1, upTo: 1, byUser: false };
  if (rules.dropOnSwitch !== "at-once") return begin(state, load);
  return { ...begin({ ...state, query, page: 0, count: 0, lastAdded: 0 }, load), cleared: true };
}

/** What memory can show of a query at once. */
export interface Remembered {
  page: number;
  count: number;
  totalCount?: number;
  pageCount?: number;
}

/** Back/Forward to an entry: exactly pages 1..page of its query (fewer when the list ends before). With `remembered`
 * (rules.remember), those pages show at once and only the rest is asked for; without, pages 1..page are asked for and
 * the list stays as it is until they are in. Nothing to do for the entry the list shows, idle. */
export function restore<Q>(
  rules: ListingRules<Q>,
  state: ListingState<Q>,
  query: Q,
  page: number,
  remembered?: Remembered,
): Step<Q> | undefined {
  const same = rules.keyOf(query) === rules.keyOf(state.query);
  if (same && page === state.page && !state.loading && !state.failed) return undefined;
  const wanted = Math.max(1, page);
  if (!remembered) return begin(state, { kind: "restore", query, page: 1, upTo: wanted, byUser: false });
  const shown = mount({ ...remembered, query, pageSize: state.pageSize, loadMore: state.loadMore });
  // Nothing shown: page 1 is next. Else the rest, unless memory holds the entry's page or the list ends before it.
  if (shown.page >= wanted || (shown.page > 0 && !hasMorePages(shown))) return { state: shown, abort: true };
  return begin(shown, { kind: "restore", query, page: shown.page + 1, upTo: wanted, byUser: false });
}

/** Drops the load in flight and keeps the pages shown (Back/Forward where the list keeps its pages). */
export function cancel<Q>(state: ListingState<Q>): Step<Q> | undefined {
  return state.loading ? { state: { ...state, loading: undefined }, abort: true } : undefined;
}

/** Whether a load's pages go after the pages shown (the next page of the query shown) or replace them. */
export function appends<Q>(rules: ListingRules<Q>, state: ListingState<Q>, load: Load<Q>): boolean {
  return load.page === state.page + 1 && rules.keyOf(load.query) === rules.keyOf(state.query);
}

/** The pages a load brings land on the state: each counts its items and takes the totals it declares (absent: the
 * last ones known stay). */
export function landed<Q>(state: ListingState<Q>, page: PageInfo): ListingState<Q> {
  return {
    ...state,
    page: page.page,
    count: state.count + page.added,
    lastAdded: page.added,
    totalCount: page.totalCount ?? state.totalCount,
    pageCount: page.pageCount ?? state.pageCount,
  };
}

/** The state pages of `load` land on: the list shown, or (when they replace it) nothing of the load's query yet. */
export function landingOf<Q>(rules: ListingRules<Q>, state: ListingState<Q>, load: Load<Q>): ListingState<Q> {
  return appends(rules, state, load) ? state : { ...state, query: load.query, page: load.page - 1, count: 0 };
}

/** §4 "After a load": the pages are shown, counted, their totals taken; the list is idle again. */
export function arrived<Q>(rules: ListingRules<Q>, state: ListingState<Q>, load: Load<Q>, pages: readonly PageInfo[]): ListingState<Q> {
  const after = pages.reduce(landed, landingOf(rules, state, load));
  return { ...after, loading: undefined, failed: undefined };
}

/** §8 a failed load: nothing is waited for, the request is kept for the retry (so the button stays, as the retry),
 * load more is off until then. Under `on-failure` a failed switch or restore empties the list. */
export function failed<Q>(rules: ListingRules<Q>, state: ListingState<Q>, load: Load<Q>): Step<Q> {
  const cleared = rules.dropOnSwitch === "on-failure" && load.kind !== "more";
  const base = cleared ? { ...state, query: load.query, page: 0, count: 0, lastAdded: 0 } : state;
  return { state: { ...base, loading: undefined, failed: load }, cleared };
}

// --- what the view reads ---------------------------------------------------------------------------------------

/** §4 collection: load more is on (the button asks for the next page): off at the end of the list, after a failure
 * (§8: the button is then the retry) and when turned off. */
export const loadMoreOn = <Q>(state: ListingState<Q>): boolean => state.loadMore.active && !state.failed && hasMorePages(state);

/** The load-more button shows: while a load runs (its loading state), after a failure (the retry), while the list goes on. */
export const showsButton = <Q>(state: ListingState<Q>): boolean =>
  state.loading !== undefined || state.failed !== undefined || hasMorePages(state);

/** What the list waits for (§4 spinners): nothing, more items (the load-more spinner), or the first page of a query
 * while the list is empty (the category spinner). */
export function waiting<Q>(state: ListingState<Q>): "none" | "more" | "query" {
  if (!state.loading) return "none";
  return state.page === 0 ? "query" : "more";
}

/** The list has ended: idle, no failure, and no next page (or load more turned off). */
export const hasEnded = <Q>(state: ListingState<Q>): boolean =>
  !state.loading && !state.failed && !(state.loadMore.active && hasMorePages(state));

/** APG feed `aria-setsize` for the state: the declared total; once the list has ended, the count; else -1 (unknown). */
export const feedSize = <Q>(state: ListingState<Q>): number =>
  feedSetSize({ declaredTotal: state.totalCount, count: state.count, ended: hasEnded(state) });

/** Back/Forward: the most of pages 1..target memory can show at once, from the pages it holds in order (each with the
 * last page it shows and its items; the server's pages on mount are one). */
export function restoreBase(blocks: readonly { page: number; added: number }[], target: number): { page: number; count: number } {
  let best = { page: 0, count: 0 };
  let count = 0;
  for (const block of blocks) {
    count += block.added;
    if (block.page > target) break;
    best = { page: block.page, count };
  }
  return best;
}
