// The editorial article list as a state machine over an injected page loader (DOM-free, so races can be tested):
// - a filter change (or Back/Forward) supersedes whatever is loading and replaces the list;
// - load more appends the next page, one request at a time, and is ignored while anything loads;
// - a response that arrives after it was superseded is dropped, so the list never mixes filters or repeats a page.

export interface ArticleFilters {
  category?: string;
  year?: string;
}

export interface LoadedPage<T> {
  items: T[];
  /** Articles matching the filters (the feed's `aria-setsize`). */
  total: number;
  pageCount: number;
}

export type ArticleListStatus = "idle" | "loading-more" | "loading-filters" | "more-failed" | "filters-failed";

export interface ArticleListState {
  filters: ArticleFilters;
  /** The last page shown (0 while a new filter's first page loads). */
  page: number;
  pageCount: number;
  total: number;
  /** Articles shown. */
  count: number;
  status: ArticleListStatus;
}

export interface ArticleListDeps<T> {
  load(filters: ArticleFilters, page: number, signal: AbortSignal): Promise<LoadedPage<T>>;
  /** The list now holds exactly `items` (a new filter, or a restored history entry). */
  replace(items: T[], state: ArticleListState): void;
  /** `items` follow the ones shown. */
  append(items: T[], state: ArticleListState): void;
  /** Every state change, including the ones above (called after them). */
  onState(state: ArticleListState): void;
}

const norm = (value: string | undefined) => value?.trim() || undefined;

export function normaliseFilters(filters: ArticleFilters): ArticleFilters {
  const out: ArticleFilters = {};
  const category = norm(filters.category);
  const year = norm(filters.year);
  if (category) out.category = category;
  if (year) out.year = year;
  return out;
}

export function sameFilters(a: ArticleFilters, b: ArticleFilters): boolean {
  return norm(a.category) === norm(b.category) && norm(a.year) === norm(b.year);
}

export function hasMore(state: ArticleListState): boolean {
  return state.page < state.pageCount;
}

export function createArticleList<T>(deps: ArticleListDeps<T>, initial: Omit<ArticleListState, "status">) {
  let state: ArticleListState = { ...initial, filters: normaliseFilters(initial.filters), status: "idle" };
  let inFlight: AbortController | undefined;

  const loading = () => state.status === "loading-more" || state.status === "loading-filters";

  function set(next: ArticleListState): void {
    state = next;
    deps.onState(next);
  }

  function begin(): AbortController {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    return controller;
  }

  /** Loads pages 1..`pages` of `filters` in order and replaces the list with them, superseding anything in flight. */
  function replaceWith(filters: ArticleFilters, pages: number): void {
    const controller = begin();
    const wanted = normaliseFilters(filters);
    set({ ...state, filters: wanted, page: 0, count: 0, status: "loading-filters" });
    (async () => {
      const items: T[] = [];
      let last: LoadedPage<T> | undefined;
      for (let page = 1; page <= pages; page++) {
        last = await deps.load(wanted, page, controller.signal);
        items.push(...last.items);
        if (page >= last.pageCount) break;
      }
      return { items, last: last!, pages: Math.min(pages, last!.pageCount) };
    })().then(
      ({ items, last, pages: shown }) => {
        if (inFlight !== controller) return;
        inFlight = undefined;
        state = { filters: wanted, page: shown, pageCount: last.pageCount, total: last.total, count: items.length, status: "idle" };
        deps.replace(items, state);
        deps.onState(state);
      },
      () => {
        if (inFlight !== controller) return;
        inFlight = undefined;
        // The list must not keep showing the previous filters' articles under the new ones.
        state = { ...state, status: "filters-failed" };
        deps.replace([], state);
        deps.onState(state);
      },
    );
  }

  function loadMore(): boolean {
    if (loading() || state.status === "filters-failed" || !hasMore(state)) return false;
    const controller = begin();
    const page = state.page + 1;
    const { filters } = state;
    set({ ...state, status: "loading-more" });
    deps.load(filters, page, controller.signal).then(
      (loaded) => {
        if (inFlight !== controller) return;
        inFlight = undefined;
        state = { ...state, page, pageCount: loaded.pageCount, total: loaded.total, count: state.count + loaded.items.length, status: "idle" };
        deps.append(loaded.items, state);
        deps.onState(state);
      },
      () => {
        if (inFlight !== controller) return;
        inFlight = undefined;
        set({ ...state, status: "more-failed" });
      },
    );
    return true;
  }

  return {
    get state(): ArticleListState {
      return state;
    },
    /** A filter change: page 1 of `filters` replaces the list. The filters already shown or loading are a no-op. */
    setFilters(filters: ArticleFilters): boolean {
      if (sameFilters(filters, state.filters) && state.status !== "filters-failed") return false;
      replaceWith(filters, 1);
      return true;
    },
    /** Back/Forward: the list as the history entry had it (pages 1..page). */
    restore(filters: ArticleFilters, page: number): void {
      if (sameFilters(filters, state.filters) && page === state.page && state.status === "idle") return;
      replaceWith(filters, Math.max(1, page));
    },
    /** The next page, appended. Ignored while anything loads or when every page is shown. */
    loadMore,
    /** After a failure: the same request again. */
    retry(): void {
      if (state.status === "filters-failed") replaceWith(state.filters, 1);
      else if (state.status === "more-failed") {
        state = { ...state, status: "idle" };
        loadMore();
      }
    },
    destroy(): void {
      inFlight?.abort();
      inFlight = undefined;
    },
  };
}

export type ArticleList = ReturnType<typeof createArticleList>;
