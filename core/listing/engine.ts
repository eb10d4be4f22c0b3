// The listing engine: drives the one state machine of paging.ts with requests, for every listing. One request at a
// time (latestRequest: a new one aborts the one in flight, and an answer applies only while its request is current);
// the pages of a load are asked for in order and stop at the query's last page; Back/Forward memory where the rules
// ask for it. DOM-free, so the races can be tested with fast-check's scheduler: the widget passes in what to request
// (`fetchPage`) and how to show a change (`show`); history, tracking, focus and texts follow from there.
import { signal, type ReadonlySignal } from "@preact/signals-core";
import type { LoadMoreAction } from "../events";
import { loadMoreAfter } from "./load-more";
import {
  appends,
  arrived,
  cancel,
  failed,
  hasMorePages,
  landed,
  landingOf,
  mount,
  next,
  restore,
  restoreBase,
  switchTo,
  type ListingRules,
  type ListingState,
  type Load,
  type MountInput,
  type Remembered,
  type Step,
  type Trigger,
} from "./paging";
import { latestRequest } from "./requests";

/** One page as a request answers it: what the view shows (`body`), its items, and the totals it declares. */
export interface PageAnswer<P> {
  body: P;
  /** Items on the page. */
  added: number;
  totalCount?: number;
  pageCount?: number;
}

export interface FetchedPage<P> extends PageAnswer<P> {
  page: number;
}

/** One change of what the list shows: the first `keep` items stay, the items of `pages` follow them, in order. */
export interface Update<Q, P> {
  /** The load it belongs to (for `remembered`, the restore; for `cleared`, the switch or the failed load). */
  load: Load<Q>;
  /** loaded: the load's pages arrived (its last change); remembered: Back/Forward showed pages from memory at once
   * (the rest, if any, is on its way: `state.loading`); cleared: the list is emptied (a switch that clears at once, a
   * failed switch under `on-failure`). */
  how: "loaded" | "remembered" | "cleared";
  keep: number;
  pages: readonly FetchedPage<P>[];
  /** The state once the list shows it (`show` runs before the listing's state changes to it). */
  state: ListingState<Q>;
}

export interface ListingOptions<Q, P> {
  rules: ListingRules<Q>;
  /** What the server rendered; `body` is its pages as one, kept for Back/Forward when the rules remember. */
  initial: MountInput<Q> & { body?: P };
  fetchPage(page: number, query: Q, signal: AbortSignal): Promise<PageAnswer<P>>;
  /** Makes the list show `update` and does what follows it (history, focus, tracking, the announcement). A throw is
   * a failed load, never a stuck loading state. */
  show(update: Update<Q, P>): void;
  /** A load failed (not a superseded or cancelled one), once the state says so. */
  failed?(error: unknown, load: Load<Q>): void;
  /** After every state change. */
  changed?(state: ListingState<Q>): void;
}

/** The pages memory holds of one query, in order (the server's pages on mount are one block). */
interface Shelf<P> {
  blocks: FetchedPage<P>[];
  totalCount?: number;
  pageCount?: number;
}

const done = Promise.resolve();

export function createListing<Q, P>({ rules, initial, fetchPage, show, failed: onFailed, changed }: ListingOptions<Q, P>) {
  const { body, ...mounted } = initial;
  const state = signal<ListingState<Q>>(mount(mounted));
  const request = latestRequest();
  const shelves = new Map<string, Shelf<P>>();
  if (rules.remember && body !== undefined) {
    const { page, count: added, totalCount, pageCount } = state.value;
    shelves.set(rules.keyOf(initial.query), { blocks: [{ page, body, added, totalCount, pageCount }], totalCount, pageCount });
  }

  const set = (next: ListingState<Q>) => {
    state.value = next;
    changed?.(next);
  };

  /** Memory follows what the list shows: new pages replace whatever it held after the pages they follow. */
  function remember(update: Update<Q, P>, after: ListingState<Q>): void {
    if (!rules.remember) return;
    const key = rules.keyOf(after.query);
    const shelf = shelves.get(key) ?? { blocks: [] };
    shelf.blocks = [...shelf.blocks.filter((block) => block.page < update.load.page), ...update.pages];
    shelf.totalCount = after.totalCount;
    shelf.pageCount = after.pageCount;
    shelves.set(key, shelf);
  }

  function fail(error: unknown, load: Load<Q>): void {
    const step = failed(rules, state.value, load);
    if (step.cleared) show({ load, how: "cleared", keep: 0, pages: [], state: step.state });
    set(step.state);
    onFailed?.(error, load);
  }

  /** Fetches the load's pages in order, stopping at the query's last page; shows them at once when all are in. */
  async function run(load: Load<Q>): Promise<void> {
    const job = request.begin();
    const pages: FetchedPage<P>[] = [];
    let landing = landingOf(rules, state.value, load);
    try {
      for (let page = load.page; page <= load.upTo; page++) {
        const answer = await fetchPage(page, load.query, job.signal);
        if (!job.isCurrent()) return;
        pages.push({ ...answer, page });
        landing = landed(landing, pages.at(-1)!);
        if (!hasMorePages(landing)) break;
      }
    } catch (error) {
      if (!job.isCurrent()) return;
      job.end();
      return fail(error, load);
    }
    job.end();
    const before = state.value;
    const current = before.loading ?? load; // the user may have made it theirs meanwhile
    const after = arrived(rules, before, current, pages);
    const keep = appends(rules, before, current) ? before.count : 0;
    const update: Update<Q, P> = { load: current, how: "loaded", keep, pages, state: after };
    try {
      show(update);
    } catch (error) {
      return fail(error, current);
    }
    remember(update, after);
    set(after);
  }

  function apply(step: Step<Q> | undefined): Promise<void> {
    if (!step) return done;
    if (step.abort) request.cancel();
    if (step.cleared && step.start) show({ load: step.start, how: "cleared", keep: 0, pages: [], state: step.state });
    set(step.state);
    return step.start ? run(step.start) : done;
  }

  return {
    state: state as ReadonlySignal<ListingState<Q>>,
    /** The button (user) or auto-load: the next page, or the failed request again. */
    more(trigger: Trigger = "user"): Promise<void> {
      return apply(next(state.value, trigger));
    },
    /** A new query (a category tab, filters, a search): page 1 of it, under the rules. */
    query(query: Q): Promise<void> {
      return apply(switchTo(rules, state.value, query));
    },
    /** Back/Forward to a history entry: exactly pages 1..page of its query (fewer when the list ends before). */
    restore(query: Q, page: number): Promise<void> {
      const shelf = rules.remember ? (shelves.get(rules.keyOf(query)) ?? { blocks: [] }) : undefined;
      const remembered: Remembered | undefined = shelf && {
        ...restoreBase(shelf.blocks, page),
        totalCount: shelf.totalCount,
        pageCount: shelf.pageCount,
      };
      const before = state.value;
      const step = restore(rules, before, query, page, remembered);
      if (!step || !shelf || !remembered) return apply(step);
      // What memory holds shows at once, in one change: the pages shown of the same query stay.
      request.cancel();
      const keep = rules.keyOf(query) === rules.keyOf(before.query) ? Math.min(before.count, remembered.count) : 0;
      const pages = blocksAfter(shelf.blocks, keep).filter((block) => block.page <= remembered.page);
      const load = step.start ?? { kind: "restore", query, page: 1, upTo: page, byUser: false };
      show({ load, how: "remembered", keep, pages, state: step.state });
      return apply({ ...step, abort: false });
    },
    /** Drops the load in flight; the list keeps its pages. */
    cancel(): void {
      void apply(cancel(state.value));
    },
    /** §4 generic load-more events. */
    loadMore(action: LoadMoreAction): void {
      set({ ...state.value, loadMore: loadMoreAfter(state.value.loadMore, action) });
    },
    /** Cancels what runs; later answers are dropped. */
    destroy(): void {
      request.cancel();
    },
  };
}

/** The blocks after the first `keep` items (memory holds whole blocks, and `keep` ends one). */
function blocksAfter<P>(blocks: readonly FetchedPage<P>[], keep: number): FetchedPage<P>[] {
  let end = 0;
  return blocks.filter((block) => (end += block.added) > keep);
}

export type Listing<Q, P = unknown> = ReturnType<typeof createListing<Q, P>>;
