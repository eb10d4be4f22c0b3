// The editorial search as a configuration of the listing engine (core/listing/engine.ts): the query is the
// listing's query and its results one page. The latest query wins: a new query aborts the request in flight, an
// answer for an older one is dropped, a failure empties the results and is kept for the retry (after it, any query
// is asked again, the one before too, as the list no longer shows it). An empty query shows nothing and asks the
// server nothing.
import { createListing } from "../../core/listing/engine";
import type { ListingRules, ListingState } from "../../core/listing/paging";

export type EditorialSearchState =
  | { status: "idle"; query: "" }
  | { status: "loading"; query: string }
  | { status: "results"; query: string; count: number }
  | { status: "empty"; query: string }
  | { status: "error"; query: string };

export interface EditorialSearchDeps<R> {
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
  const engine = createListing<string, R | undefined>({
    rules: RULES,
    // One page per query: the search never loads more.
    initial: { query: initial.query, page: 1, lastAdded: shown, pageSize: 1, count: shown, pageCount: 1 },
    fetchPage: async (_page, query, signal) => {
      const result = query ? await deps.load(query, signal) : undefined;
      return { body: result, added: result === undefined ? 0 : deps.count(result), pageCount: 1 };
    },
    // A query's results in place of the previous ones; none when it failed.
    show: ({ pages }) => deps.show(pages[0]?.body),
    changed(next) {
      state = statusOf(next);
      deps.onChange(state);
    },
  });

  return {
    get state(): EditorialSearchState {
      return state;
    },
    /** Searches `query` unless it is already shown or loading (URL and event can both report one change). */
    search(query: string): void {
      void engine.query(normaliseQuery(query));
    },
    /** Searches the failed query again. */
    retry(): void {
      void engine.more("user");
    },
    destroy(): void {
      engine.destroy();
    },
  };
}

export type EditorialSearch = ReturnType<typeof createEditorialSearch>;
