// The special collection's controller (§4 "Load more (collection and special collection)"): load more, tab switches
// and Back/Forward over one grid, one request at a time. No DOM and no network of its own: the grid, the page fetch
// and what follows a load (history, tracking, focus) are passed in, so the races can be tested with a scheduler.
//
// Invariant: the grid shows exactly pages 1..paging.page of paging.category, in order, each once.
import { signal, type ReadonlySignal } from "@preact/signals-react";
import { failed, loaded, mountPaging, startCategory, startMore, startNext, type PagingRequest, type PagingState } from "../../core/paging";
import { restoreBase, type GridQuery } from "./rules";

export interface LoadedPage<Item> {
  items: readonly Item[];
  partNumbers: readonly string[];
  totalCount: number;
}

/** The list the controller fills: each call is one DOM change. */
export interface Grid<Item> {
  /** Appends after the first `start` items, in one insertion. */
  append(items: readonly Item[], start: number): void;
  /** Keeps the first `count` items. */
  truncate(count: number): void;
  /** Feed pattern: busy while a page is on its way. */
  setBusy(busy: boolean): void;
  /** Feed pattern: the set size of every item. */
  setTotal(totalCount: number | undefined): void;
}

/** What started a request: load more, a tab switch, or Back/Forward. */
export type LoadKind = "more" | "category" | "restore";

export type Outcome<Item> =
  | {
      type: "loaded";
      kind: "more" | "category";
      page: number;
      category: string;
      items: readonly Item[];
      partNumbers: readonly string[];
      totalCount: number;
    }
  | { type: "restored"; page: number; category: string; totalCount?: number; fetched: boolean }
  | { type: "failed"; kind: LoadKind; request: GridQuery; error: unknown };

export interface Failure {
  kind: LoadKind;
  request: GridQuery;
}

export interface ControllerState {
  paging: PagingState;
  /** The last load failed (§8): cleared by the next one. */
  failure?: Failure;
}

export interface ControllerOptions<Item> {
  /** What the server rendered: pages 1..page of category, and the page's totalCount. */
  initial: GridQuery & { items: readonly Item[]; totalCount: number };
  fetchPage(request: GridQuery, signal: AbortSignal): Promise<LoadedPage<Item>>;
  grid: Grid<Item>;
  /** Called after a load, a restore or a failure, once the grid and the state show it. */
  notify(outcome: Outcome<Item>): void;
}

/** Every page of a category the document has shown, kept so Back/Forward can show it again without a request. */
interface Shelf<Item> {
  items: Item[];
  /** Page → items shown once it is (page 0 → 0). */
  ends: Map<number, number>;
  totalCount?: number;
}

export interface Controller {
  readonly state: ReadonlySignal<ControllerState>;
  /** §4: ignored while waiting or when the button is off; after a failure, the failed request again. */
  loadMore(): Promise<void>;
  /** §4: ignored while waiting and for the current category; clears the grid and loads page 1. */
  selectCategory(category: string): Promise<void>;
  /** Back/Forward: aborts anything in flight and shows exactly pages 1..page of category. */
  restore(target: GridQuery): Promise<void>;
  dispose(): void;
}

const emptyShelf = <Item>(): Shelf<Item> => ({ items: [], ends: new Map([[0, 0]]) });

export function createController<Item>({ initial, fetchPage, grid, notify }: ControllerOptions<Item>): Controller {
  const state = signal<ControllerState>({
    paging: mountPaging({ page: initial.page, count: initial.items.length, category: initial.category, totalCount: initial.totalCount }),
  });
  const shelves = new Map<string, Shelf<Item>>([
    [
      initial.category,
      {
        items: [...initial.items],
        ends: new Map([
          [0, 0],
          [initial.page, initial.items.length],
        ]),
        totalCount: initial.totalCount,
      },
    ],
  ]);
  let job: AbortController | undefined;

  const paging = () => state.value.paging;

  function set(next: PagingState, failure?: Failure): void {
    state.value = failure ? { paging: next, failure } : { paging: next };
    grid.setBusy(next.waiting !== "none");
  }

  function shelfOf(category: string): Shelf<Item> {
    let shelf = shelves.get(category);
    if (!shelf) shelves.set(category, (shelf = emptyShelf()));
    return shelf;
  }

  /** A new job aborts the one in flight; answers to an older job are dropped. */
  function begin(): AbortController {
    job?.abort();
    return (job = new AbortController());
  }
  const isCurrent = (candidate: AbortController) => candidate === job && !candidate.signal.aborted;

  /** Fetches one page for `current`; undefined when the request failed (then reported, unless superseded). The caller
   * checks `isCurrent` again after its own await: another job may start in between. */
  async function fetchFor(current: AbortController, request: PagingRequest, kind: LoadKind): Promise<LoadedPage<Item> | undefined> {
    const query = { page: request.page, category: request.category };
    try {
      return await fetchPage(query, current.signal);
    } catch (error) {
      if (!isCurrent(current)) return undefined;
      set(failed(paging(), request), { kind, request: query });
      notify({ type: "failed", kind, request: query, error });
      return undefined;
    }
  }

  /** §4 "After a load": appends the page, counts it, takes the response's total. */
  function apply(page: LoadedPage<Item>): void {
    const before = paging();
    const shelf = shelfOf(before.category);
    // A fresh page replaces whatever memory held after the pages shown.
    shelf.items.length = before.count;
    for (const remembered of shelf.ends.keys()) if (remembered > before.page) shelf.ends.delete(remembered);
    shelf.items.push(...page.items);
    const after = loaded(before, { added: page.items.length, totalCount: page.totalCount });
    shelf.ends.set(after.page, after.count);
    shelf.totalCount = after.totalCount;
    grid.setTotal(after.totalCount);
    grid.append(page.items, before.count);
    set(after);
  }

  async function load(kind: "more" | "category", started: { state: PagingState; request: PagingRequest }): Promise<void> {
    const current = begin();
    set(started.state);
    const page = await fetchFor(current, started.request, kind);
    if (!page || !isCurrent(current)) return;
    apply(page);
    const { page: shown, category } = paging();
    notify({ type: "loaded", kind, page: shown, category, items: page.items, partNumbers: page.partNumbers, totalCount: page.totalCount });
  }

  /** Shows the first `count` remembered items of `category` (whole pages), in one grid change. */
  function showFromMemory(category: string, shelf: Shelf<Item>, count: number): void {
    const now = paging();
    if (category !== now.category) {
      grid.truncate(0);
      grid.append(shelf.items.slice(0, count), 0);
    } else if (count <= now.count) {
      grid.truncate(count);
    } else {
      grid.append(shelf.items.slice(now.count, count), now.count);
    }
    grid.setTotal(shelf.totalCount);
  }

  return {
    state,

    loadMore() {
      const started = startNext(paging());
      return started ? load(started.request.kind, started) : Promise.resolve();
    },

    selectCategory(category) {
      const started = startCategory(paging(), category);
      if (!started) return Promise.resolve();
      grid.truncate(0);
      shelves.set(category, emptyShelf());
      return load("category", started);
    },

    async restore(target) {
      const now = paging();
      const current = begin();
      const shelf = shelfOf(target.category);
      const base = restoreBase(shelf.ends, target.page);
      showFromMemory(target.category, shelf, base.count);
      set(mountPaging({ page: base.page, count: base.count, category: target.category, totalCount: shelf.totalCount }));
      const newCategory = target.category !== now.category;
      // The rest comes page by page; it stops early at the total.
      for (let started = startMore(paging()); started && paging().page < target.page; started = startMore(paging())) {
        set({ ...started.state, waiting: newCategory && paging().page === 0 ? "category" : "more" });
        const page = await fetchFor(current, started.request, "restore");
        if (!page || !isCurrent(current)) return;
        apply(page);
      }
      const { page, category, totalCount } = paging();
      notify({ type: "restored", page, category, totalCount, fetched: base.page < page });
    },

    dispose() {
      job?.abort();
    },
  };
}
