// The listing engine: paging and requests of a listing, apart from the DOM (so races can be tested with a
// scheduler). One request at a time; a new query supersedes whatever runs; an answer applies only while its request
// is the current one. A failure is a defined state (§8): nothing loads, the failed request is kept, auto-load waits
// until the user retries it. The widget passes in what to request and how to show a page (`ListingEffects`).
import type { LoadMoreAction } from "../events";
import { LOAD_MORE_ON, loadMoreAfter, type LoadMoreState } from "./load-more";
import { hasMorePages } from "./collection-paging";
import { latestRequest } from "./requests";

export interface FetchedPage<T> {
  page: number;
  /** What the view shows (a sanitised page list, the page's articles…). */
  body: T;
  /** Items on the page. */
  added: number;
  totalCount?: number;
  pageCount?: number;
}

export interface ListingState<F> {
  /** The query the listing shows (filters, category, order…). */
  filters: F;
  lastPage: number;
  /** Items on the last page shown (an empty page ends the list). */
  lastAdded: number;
  /** Items per full page: with no page count, a short page ends the list. */
  pageSize: number;
  /** Items shown. */
  count: number;
  totalCount?: number;
  pageCount?: number;
  /** The request under way: more of the same query, or pages 1..n of a new one. */
  loading?: { kind: "more" | "reload"; byUser: boolean; filters: F };
  /** The last load failed: auto-load waits for the user to retry it (a failed new query is retried as such).
   * Cleared when a load starts. */
  failed?: { kind: "more" | "reload"; filters: F };
  loadMore: LoadMoreState;
}

export interface ListingEffects<T, F> {
  fetchPage(page: number, filters: F, signal: AbortSignal): Promise<FetchedPage<T>>;
  /** Appends the page below the others; `byUser`: the button asked for it (focus may move). */
  append(page: FetchedPage<T>, byUser: boolean): void;
  /** Replaces every page with pages 1..n of a new query (or of a history entry). */
  replace(pages: FetchedPage<T>[]): void;
  /** A load failed (not a superseded one). */
  failed(error: unknown, kind: "more" | "reload"): void;
  /** After every state change. */
  changed(state: ListingState<F>): void;
}

export type Trigger = "auto" | "user";

export { hasMorePages };

/** Something can still load: a next page, or the retry of a failed new query. */
export const hasMore = <F>(state: ListingState<F>): boolean => state.failed?.kind === "reload" || hasMorePages(state);

/** The button stays while a load runs (it shows the loading state), and while something can still load. */
export const showsButton = <F>(state: ListingState<F>): boolean => state.loading !== undefined || hasMore(state);

/** The state on mount, from the server-rendered pages. */
export function initialState<F>(
  input: Pick<ListingState<F>, "filters" | "lastPage" | "lastAdded" | "pageSize" | "count" | "totalCount" | "pageCount">,
): ListingState<F> {
  return { ...input, loadMore: LOAD_MORE_ON };
}

/** Whether a trigger may start a load: never while one runs; auto-load also stops after a failure until a retry. */
export function mayLoadMore<F>(state: ListingState<F>, trigger: Trigger): boolean {
  if (state.loading || !state.loadMore.active || !hasMore(state)) return false;
  return trigger === "user" || !state.failed;
}

/** `keyOf`: one string per distinct query, so the query shown (or on its way) is never asked for twice. */
export function createListingEngine<T, F>(initial: ListingState<F>, effects: ListingEffects<T, F>, keyOf: (filters: F) => string) {
  let state = initial;
  const request = latestRequest();

  const set = (next: ListingState<F>) => {
    state = next;
    effects.changed(state);
  };

  /** Pages 1..pages of a query, in order, stopping early at its last page. */
  async function fetchPages(pages: number, filters: F, signal: AbortSignal): Promise<FetchedPage<T>[]> {
    const fetched: FetchedPage<T>[] = [];
    for (let page = 1; page <= pages; page++) {
      const result = await effects.fetchPage(page, filters, signal);
      fetched.push(result);
      if (!hasMorePages({ lastPage: page, pageCount: result.pageCount, lastAdded: result.added, pageSize: state.pageSize })) break;
    }
    return fetched;
  }

  function start(kind: "more" | "reload", filters: F, byUser: boolean, pages = 1): void {
    const job = request.begin();
    set({ ...state, loading: { kind, byUser, filters }, failed: undefined });
    const answer =
      kind === "more"
        ? effects.fetchPage(state.lastPage + 1, filters, job.signal).then((page) => [page])
        : fetchPages(pages, filters, job.signal);
    answer.then(
      (results) => {
        if (!job.isCurrent()) return;
        job.end();
        try {
          if (kind === "more") effects.append(results[0]!, state.loading?.byUser === true);
          else effects.replace(results);
        } catch (error) {
          return fail(error);
        }
        const last = results.at(-1)!;
        const base = kind === "more" ? state : { ...state, filters, count: 0 };
        set({
          ...base,
          loading: undefined,
          failed: undefined,
          lastPage: last.page,
          lastAdded: last.added,
          count: base.count + results.reduce((sum, page) => sum + page.added, 0),
          totalCount: last.totalCount ?? base.totalCount,
          pageCount: last.pageCount ?? base.pageCount,
        });
      },
      (error: unknown) => {
        if (!job.isCurrent()) return;
        job.end();
        fail(error);
      },
    );
  }

  function fail(error: unknown): void {
    const { kind, filters } = state.loading ?? { kind: "more" as const, filters: state.filters };
    request.cancel();
    set({ ...state, loading: undefined, failed: { kind, filters } });
    effects.failed(error, kind);
  }

  /** Drops what runs (or failed) and keeps the pages shown. */
  function keepShown(): void {
    request.cancel();
    set({ ...state, loading: undefined, failed: undefined });
  }

  return {
    get state(): ListingState<F> {
      return state;
    },
    /** Loads the next page (auto: the bound element came near; user: the button), or retries what failed. */
    more(trigger: Trigger): void {
      // The user asks for the page an auto-load is already fetching: it becomes theirs (focus moves on arrival).
      if (trigger === "user" && state.loading?.kind === "more" && !state.loading.byUser)
        return set({ ...state, loading: { ...state.loading, byUser: true } });
      if (!mayLoadMore(state, trigger)) return;
      if (state.failed?.kind === "reload") start("reload", state.failed.filters, false);
      else start("more", state.filters, trigger === "user");
    },
    /** A new query (listing-query, a filter link, Back to other filters): page 1 replaces the list. The query already
     * shown or on its way is not asked again; going back to the shown query while another loads (or failed) just
     * cancels that one. */
    query(filters: F): boolean {
      const key = keyOf(filters);
      const target = state.loading?.kind === "reload" ? state.loading.filters : state.filters;
      if (key === keyOf(target) && state.failed?.kind !== "reload") return false;
      if (key === keyOf(state.filters)) {
        keepShown();
        return false;
      }
      start("reload", filters, false);
      return true;
    },
    /** Back/Forward to a history entry: exactly pages 1..page of its query, unless the list shows just that. */
    restore(filters: F, page: number): void {
      if (keyOf(filters) === keyOf(state.filters) && page === state.lastPage && !state.loading && !state.failed) return;
      start("reload", filters, false, Math.max(1, page));
    },
    /** §4 generic load-more events. */
    loadMore(action: LoadMoreAction): void {
      set({ ...state, loadMore: loadMoreAfter(state.loadMore, action) });
    },
    /** Cancels what runs; later answers are dropped. */
    destroy(): void {
      request.cancel();
    },
  };
}

export type ListingEngine<T, F> = ReturnType<typeof createListingEngine<T, F>>;
