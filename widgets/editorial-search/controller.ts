// The editorial search as a small state machine over an injected loader: the latest query wins. A new query aborts
// the request in flight, and a response that arrives for an older query is dropped (the listing engine's request
// rule, core/listing/requests.ts), so results are never stale.
import { latestRequest } from "../../core/listing/requests";

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
  /** Every state change; `result` comes with "results" (show it), its absence means "show no results". */
  onChange(state: EditorialSearchState, result?: R): void;
}

/** The query as searched: trimmed, inner whitespace collapsed. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ");
}

export function createEditorialSearch<R>(deps: EditorialSearchDeps<R>, initial: EditorialSearchState) {
  let state = initial;
  const request = latestRequest();

  function set(next: EditorialSearchState, result?: R): void {
    state = next;
    deps.onChange(next, result);
  }

  function run(query: string): void {
    request.cancel();
    if (!query) return set({ status: "idle", query: "" });
    const job = request.begin();
    set({ status: "loading", query });
    deps.load(query, job.signal).then(
      (result) => {
        if (!job.isCurrent()) return; // superseded: a newer query owns the results now
        job.end();
        const count = deps.count(result);
        if (count > 0) set({ status: "results", query, count }, result);
        else set({ status: "empty", query });
      },
      () => {
        if (!job.isCurrent()) return;
        job.end();
        set({ status: "error", query });
      },
    );
  }

  return {
    get state(): EditorialSearchState {
      return state;
    },
    /** Searches `query` unless it is already shown or loading (URL and event can both report one change). */
    search(query: string): void {
      const next = normaliseQuery(query);
      if (next === state.query && state.status !== "error") return;
      run(next);
    },
    /** Searches the current query again (after an error). */
    retry(): void {
      run(state.query);
    },
    destroy(): void {
      request.cancel();
    },
  };
}

export type EditorialSearch = ReturnType<typeof createEditorialSearch>;
