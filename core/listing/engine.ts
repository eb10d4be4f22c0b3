// The listing's paging and request logic, apart from the DOM (so races can be tested with a scheduler): one request
// at a time; a new query supersedes whatever runs; an answer applies only while its request is the current one.
import { filtersKey, hasMorePages, type Filters } from "./rules";
import { LOAD_MORE_ON, loadMoreAfter, type LoadMoreState } from "./load-more";
import type { LoadMoreAction } from "../../core/events";

export interface FetchedPage<T> {
  page: number;
  /** What the view appends (the sanitised page list). */
  body: T;
  /** Items on the page. */
  added: number;
  totalCount?: number;
  pageCount?: number;
}

export interface ListingState {
  /** The query the grid shows. */
  filters: Filters;
  lastPage: number;
  /** Items on the last page shown (an empty page ends the list). */
  lastAdded: number;
  pageSize: number;
  /** Items shown. */
  count: number;
  totalCount?: number;
  pageCount?: number;
  /** The request under way: more of the same query, or page 1 of a new one. */
  loading?: { kind: "more" | "reload"; byUser: boolean; filters: Filters };
  /** The last load failed: auto-load waits for the user to retry it (a failed new query is retried as such).
   * Cleared when a load starts. */
  failed?: { kind: "more" | "reload"; filters: Filters };
  loadMore: LoadMoreState;
}

export interface ListingEffects<T> {
  fetchPage(page: number, filters: Filters, signal: AbortSignal): Promise<FetchedPage<T>>;
  /** Appends the page below the others; `byUser`: the button asked for it (focus may move). */
  append(page: FetchedPage<T>, byUser: boolean): void;
  /** Replaces every page with page 1 of a new query. */
  replace(page: FetchedPage<T>): void;
  /** A load failed (not a superseded one). */
  failed(error: unknown): void;
  /** After every state change. */
  changed(state: ListingState): void;
}

export type Trigger = "auto" | "user";

/** Something can still load: a next page, or the retry of a failed new query. */
export const hasMore = (state: ListingState): boolean => state.failed?.kind === "reload" || hasMorePages(state);

/** The button stays while a load runs (it shows the loading state), and while something can still load. */
export const showsButton = (state: ListingState): boolean => state.loading !== undefined || hasMore(state);

/** The state on mount, from the server-rendered pages. */
export function initialState(input: Pick<ListingState, "filters" | "lastPage" | "lastAdded" | "pageSize" | "count" | "totalCount" | "pageCount">): ListingState {
  return { ...input, loadMore: LOAD_MORE_ON };
}

/** Whether a trigger may start a load: never while one runs; auto-load also stops after a failure until a retry. */
export function mayLoadMore(state: ListingState, trigger: Trigger): boolean {
  if (state.loading || !state.loadMore.active || !hasMore(state)) return false;
  return trigger === "user" || !state.failed;
}

export function createListingController<T>(initial: ListingState, effects: ListingEffects<T>) {
  let state = initial;
  let request: AbortController | undefined;

  const set = (next: ListingState) => {
    state = next;
    effects.changed(state);
  };

  function start(kind: "more" | "reload", page: number, filters: Filters, byUser: boolean): void {
    request?.abort();
    const controller = (request = new AbortController());
    const current = () => request === controller;
    set({ ...state, loading: { kind, byUser, filters }, failed: undefined });
    effects.fetchPage(page, filters, controller.signal).then(
      (result) => {
        if (!current()) return;
        request = undefined;
        try {
          if (kind === "more") effects.append(result, state.loading?.byUser === true);
          else effects.replace(result);
        } catch (error) {
          return fail(error);
        }
        const base = kind === "more" ? state : { ...state, filters, count: 0 };
        set({
          ...base,
          loading: undefined,
          failed: undefined,
          lastPage: result.page,
          lastAdded: result.added,
          count: base.count + result.added,
          totalCount: result.totalCount ?? base.totalCount,
          pageCount: result.pageCount ?? base.pageCount,
        });
      },
      (error: unknown) => {
        if (current()) fail(error);
      },
    );
  }

  function fail(error: unknown): void {
    const { kind, filters } = state.loading ?? { kind: "more" as const, filters: state.filters };
    request = undefined;
    set({ ...state, loading: undefined, failed: { kind, filters } });
    effects.failed(error);
  }

  return {
    get state(): ListingState {
      return state;
    },
    /** Loads the next page (auto: the bound element came near; user: the button). */
    more(trigger: Trigger): void {
      // The user asks for the page an auto-load is already fetching: it becomes theirs (focus moves on arrival).
      if (trigger === "user" && state.loading?.kind === "more" && !state.loading.byUser) return set({ ...state, loading: { ...state.loading, byUser: true } });
      if (!mayLoadMore(state, trigger)) return;
      if (state.failed?.kind === "reload") start("reload", 1, state.failed.filters, false);
      else start("more", state.lastPage + 1, state.filters, trigger === "user");
    },
    /** A new query (listing-query, Back to other filters): page 1 replaces the grid. The query already shown or on its
     * way is not asked again; going back to the shown query while another loads (or failed) just cancels that one. */
    query(filters: Filters): void {
      const key = filtersKey(filters);
      const target = state.loading?.kind === "reload" ? state.loading.filters : state.filters;
      if (key === filtersKey(target) && state.failed?.kind !== "reload") return;
      // Back to the query shown: cancel the other one, or forget its failure.
      if (key === filtersKey(state.filters)) {
        request?.abort();
        request = undefined;
        set({ ...state, loading: undefined, failed: undefined });
        return;
      }
      start("reload", 1, filters, false);
    },
    /** §4 generic load-more events. */
    loadMore(action: LoadMoreAction): void {
      set({ ...state, loadMore: loadMoreAfter(state.loadMore, action) });
    },
    /** Cancels what runs; later answers are dropped. */
    destroy(): void {
      request?.abort();
      request = undefined;
    },
  };
}

export type ListingController = ReturnType<typeof createListingController>;
