// §4 "Load more (collection and special collection)" as a pure state machine, the state core of the collection
// engine (collection.ts), and its rule of when a list goes on (`hasMorePages`). This decides whether a request may
// start, what it asks for, and what the button shows.
// A failure turns load more off (§8) but keeps the failed request, so the shopper can retry it in place (issue 8):
// the button stays where it was, focus with it.

export interface PagingState {
  /** What the page is waiting for: nothing, more items (load-more spinner) or a category (category spinner). */
  waiting: "none" | "more" | "category";
  /** The load-more button is on. */
  active: boolean;
  /** The last page shown. */
  page: number;
  /** Items shown. */
  count: number;
  /** Special collection: the total the page, then each response, declares. */
  totalCount?: number;
  category: string;
  /** The request that failed last; cleared by the next load. */
  failed?: PagingRequest;
}

export interface PagingRequest {
  page: number;
  category: string;
  kind: "more" | "category";
}

export interface MountInput {
  page: number;
  count: number;
  category: string;
  totalCount?: number;
  /** Looks: a full page holds this many (§9: 8); fewer than page × perPage on mount turns the button off. */
  perPage?: number;
}

export interface PagesShown {
  lastPage: number;
  /** Items on the last page shown (or on pages 1..lastPage, when they came together). */
  lastAdded: number;
  /** Items a full page (or the pages that came together) holds; absent: pages have no fixed size. */
  pageSize?: number;
  pageCount?: number;
  /** Items shown. */
  count?: number;
  totalCount?: number;
}

/** Whether the list goes on, for every listing (both engines): not once the declared total is shown; before the last
 * page when the page count is known (an empty page ends it); else after a full page (a short or empty one ends it). */
export function hasMorePages({ lastPage, lastAdded, pageSize, pageCount, count, totalCount }: PagesShown): boolean {
  if (totalCount !== undefined && count !== undefined && count >= totalCount) return false;
  if (pageCount !== undefined) return lastAdded > 0 && lastPage < pageCount;
  return pageSize === undefined || lastAdded >= pageSize;
}

/** The state on mount: the button is off when the total is already shown, or (looks) the pages are not full. */
export function mountPaging({ page, count, category, totalCount, perPage }: MountInput): PagingState {
  const pageSize = perPage === undefined ? undefined : page * perPage;
  const active = hasMorePages({ lastPage: page, lastAdded: count, pageSize, count, totalCount });
  return { waiting: "none", active, page, count, totalCount, category };
}

/** Load more: ignored while waiting or when the button is off. */
export function startMore(state: PagingState): { state: PagingState; request: PagingRequest } | undefined {
  if (state.waiting !== "none" || !state.active) return undefined;
  return { state: { ...state, waiting: "more" }, request: { page: state.page + 1, category: state.category, kind: "more" } };
}

/** Tab switch to a different category: page and count go to 0, the button is reset, page 1 is asked for.
 * Ignored while waiting and for the current category. The caller removes the existing tiles. */
export function startCategory(state: PagingState, category: string): { state: PagingState; request: PagingRequest } | undefined {
  if (state.waiting !== "none" || category === state.category) return undefined;
  return {
    state: { ...state, waiting: "category", active: true, page: 0, count: 0, category, failed: undefined },
    request: { page: 1, category, kind: "category" },
  };
}

export interface LoadedInput {
  /** Items the response appended. */
  added: number;
  /** The total the response declared (special collection). */
  totalCount?: number;
  /** Looks: a page with fewer than this turns the button off. */
  perPage?: number;
}

/** After a load: the page number is incremented; the button turns off at the total or on a short looks page. */
export function loaded(state: PagingState, { added, totalCount = state.totalCount, perPage }: LoadedInput): PagingState {
  const count = state.count + added;
  const page = state.page + 1;
  const active = hasMorePages({ lastPage: page, lastAdded: added, pageSize: perPage, count, totalCount });
  return { ...state, waiting: "none", page, count, totalCount, active, failed: undefined };
}

/** A failed request clears the waiting state and turns load more off (§8); the request is kept for a retry. */
export function failed(state: PagingState, request: PagingRequest): PagingState {
  return { ...state, waiting: "none", active: false, failed: request };
}

/** The button shows: load more is on, or a failed request waits for its retry. */
export const showsButton = (state: PagingState): boolean => state.active || state.failed !== undefined;

/** The button pressed: the next page, or the failed request again. Ignored while waiting and when neither can load. */
export function startNext(state: PagingState): { state: PagingState; request: PagingRequest } | undefined {
  const request = state.failed;
  if (!request) return startMore(state);
  if (state.waiting !== "none") return undefined;
  return { state: { ...state, waiting: request.kind, active: true, failed: undefined }, request };
}

/** The request was abandoned (Back/Forward mid-load): the waiting state clears and nothing else changes. */
export function cancelled(state: PagingState): PagingState {
  return { ...state, waiting: "none" };
}
