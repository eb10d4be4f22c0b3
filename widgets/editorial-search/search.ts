// The editorial search as a configuration of the listing engine (core/listing/generic-engine.ts): the query is the
// listing's filters and its results one page. The engine's rules make the latest query win: a new query aborts the
// request in flight, an answer for an older one is dropped, a failure is kept for the retry. An empty query shows
// nothing and asks the server nothing.
import { createListingEngine, initialState, type ListingState } from "../../core/listing/generic-engine";

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

/** What the search says for the engine's state. */
function statusOf({ loading, failed, filters: query, count }: ListingState<string>): EditorialSearchState {
  if (loading) return { status: "loading", query: loading.filters };
  if (failed) return { status: "error", query: failed.filters };
  if (!query) return { status: "idle", query: "" };
  return count > 0 ? { status: "results", query, count } : { status: "empty", query };
}

export function createEditorialSearch<R>(deps: EditorialSearchDeps<R>, initial: EditorialSearchState) {
  const shown = initial.status === "results" ? initial.count : 0;
  let state = initial;
  const engine = createListingEngine<R | undefined, string>(
    // One page per query: the search never loads more.
    initialState({ filters: initial.query, lastPage: 1, lastAdded: shown, pageSize: 1, count: shown, pageCount: 1 }),
    {
      fetchPage: async (page, query, signal) => {
        const result = query ? await deps.load(query, signal) : undefined;
        return { page, body: result, added: result === undefined ? 0 : deps.count(result), pageCount: 1 };
      },
      append: ({ body }) => deps.show(body),
      replace: ([first]) => deps.show(first?.body),
      // The results of the previous query must not stand under the new one's error.
      failed: () => deps.show(undefined),
      changed(next) {
        state = statusOf(next);
        deps.onChange(state);
      },
    },
    (query) => query,
  );

  return {
    get state(): EditorialSearchState {
      return state;
    },
    /** Searches `query` unless it is already shown or loading (URL and event can both report one change); after a
     * failure any query is asked again, as the list no longer shows the one before. */
    search(query: string): void {
      const next = normaliseQuery(query);
      if (engine.state.failed) engine.restore(next, 1);
      else engine.query(next);
    },
    /** Searches the failed query again. */
    retry(): void {
      engine.more("user");
    },
    destroy(): void {
      engine.destroy();
    },
  };
}

export type EditorialSearch = ReturnType<typeof createEditorialSearch>;
