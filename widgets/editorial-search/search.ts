// The editorial search as a configuration of the listing kit (core/listing/kit.ts): the query is `q` in the URL
// (`follow` history: search forms push the `search` entries and say so with `listing-query`, Back/Forward change it
// too) and its results one page. The latest query wins: a new query aborts the request in flight, an answer for an
// older one is dropped, a failure empties the results and is kept for the retry (after it, any query is asked again,
// the one before too, as the list no longer shows it). An empty query shows nothing and asks the server nothing.
import { bindListing } from "../../core/listing/kit";
import type { ListingRules, ListingState } from "../../core/listing/paging";
import { QUERY_PARAM } from "../../core/site-paths";

export type EditorialSearchState =
  | { status: "idle"; query: "" }
  | { status: "loading"; query: string }
  | { status: "results"; query: string; count: number }
  | { status: "empty"; query: string }
  | { status: "error"; query: string };

export interface EditorialSearchDeps<R> {
  /** The widget's element. */
  element: HTMLElement;
  load(query: string, signal: AbortSignal): Promise<R>;
  /** How many results a response holds (0 = the "no results" state). */
  count(result: R): number;
  /** Shows a query's results in place of the previous ones; undefined: no results (an empty query, a failure). */
  show(result: R | undefined): void;
  /** Every state change. */
  onChange(state: EditorialSearchState): void;
}

/** The query as searched: trimmed, inner whitespace collapsed. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ");
}

/** The latest query wins; a failed one empties the results. */
const RULES: ListingRules<string> = { keyOf: (query) => query, newQuery: "latest-wins", dropOnSwitch: "on-failure" };

/** What the search says for the engine's state. */
function statusOf({ loading, failed, query, count }: ListingState<string>): EditorialSearchState {
  if (loading) return { status: "loading", query: loading.query };
  if (failed) return { status: "error", query: failed.query };
  if (!query) return { status: "idle", query: "" };
  return count > 0 ? { status: "results", query, count } : { status: "empty", query };
}

export function createEditorialSearch<R>(deps: EditorialSearchDeps<R>, initial: EditorialSearchState) {
  const shown = initial.status === "results" ? initial.count : 0;
  let state = initial;
  const engine = bindListing<string, R | undefined>({
    widget: "editorial-search",
    element: deps.element,
    rules: RULES,
    // One page per query: the search never loads more.
    initial: { query: initial.query, page: 1, lastAdded: shown, pageSize: 1, count: shown, pageCount: 1 },
    fetchPage: async (_page, query, signal) => {
      const result = query ? await deps.load(query, signal) : undefined;
      return { body: result, added: result === undefined ? 0 : deps.count(result), pageCount: 1 };
    },
    read: () => ({ query: normaliseQuery(new URLSearchParams(location.search).get(QUERY_PARAM) ?? ""), page: 1 }),
    history: { mode: "follow" },
    // The journal's results follow `q` whichever grid a search form names.
    followsEveryQuery: true,
    // A query's results in place of the previous ones; none when it failed.
    render: ({ pages }) => (deps.show(pages[0]?.body), []),
    changed(next) {
      state = statusOf(next);
      deps.onChange(state);
    },
  });

  return {
    get state(): EditorialSearchState {
      return state;
    },
    /** Follows `q` in the URL (now, on `listing-query` and on Back/Forward); returns the teardown. */
    start: engine.start,
    /** Searches `query` unless it is already shown or loading (URL and event can both report one change). */
    search(query: string): void {
      void engine.query(normaliseQuery(query));
    },
    /** Searches the failed query again. */
    retry(): void {
      void engine.more("user");
    },
  };
}

export type EditorialSearch = ReturnType<typeof createEditorialSearch>;
