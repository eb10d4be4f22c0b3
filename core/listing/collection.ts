// The listing engine for §4 "Load more (collection and special collection)": load more, category (tab) switches,
// Back/Forward and the cancel of a load the page has left, over one grid, one request at a time. The state is the
// pure machine of `collection-paging.ts`; requests go through `latestRequest()` (supersede/abort, only the current answer
// applies). No DOM and no network of its own: the widget passes in what to request, the grid it fills and what
// follows an outcome (history, tracking, focus, the announcement), so the races can be tested with a scheduler.
//
// Invariant: the grid shows exactly pages 1..paging.page of paging.category, in order, each once.
import { signal, type ReadonlySignal } from "@preact/signals-react";
import { feedSetSize } from "./feed";
import {
  cancelled,
  failed,
  loaded,
  mountPaging,
  startCategory,
  startMore,
  startNext,
  type PagingRequest,
  type PagingState,
} from "./collection-paging";
import { latestRequest, type Job } from "./requests";

/** What a request asks for: a page of a category (looks: always the default category). */
export interface PageQuery {
  page: number;
  category: string;
}

export interface LoadedPage<Item> {
  items: readonly Item[];
  /** The total the response declares (special collection); absent: the last one known stays. */
  totalCount?: number;
  /** The part numbers of the page's tiles (the load-more tracking event), where it has any. */
  partNumbers?: readonly string[];
}

/** The list the engine fills: each call is one DOM change. */
export interface Grid<Item> {
  /** Appends after the first `start` items, in one insertion. */
  append(items: readonly Item[], start: number): void;
  /** Keeps the first `count` items. */
  truncate(count: number): void;
  /** Feed pattern: busy while a page is on its way. */
  setBusy(busy: boolean): void;
  /** Feed pattern: the set size of every item (-1: unknown). */
  setSize(setSize: number): void;
}

/** What started a request: load more, a category switch, or Back/Forward. */
export type LoadKind = "more" | "category" | "restore";

export type Outcome<Item> =
  | ({ type: "loaded"; kind: "more" | "category"; page: number; category: string } & LoadedPage<Item>)
  | { type: "restored"; page: number; category: string; totalCount?: number; fetched: boolean }
  | { type: "failed"; kind: LoadKind; request: PageQuery; error: unknown };

export interface Failure {
  kind: LoadKind;
  request: PageQuery;
}

export interface CollectionState {
  paging: PagingState;
  /** The last load failed (§8): cleared by the next one. */
  failure?: Failure;
}

export interface CollectionOptions<Item> {
  /** What the server rendered: pages 1..page of category, and the total the page declares (if it does). */
  initial: PageQuery & { items: readonly Item[]; totalCount?: number };
  /** Looks (§9: 8): a page holds this many, so a shorter one ends the list. */
  perPage?: number;
  /** False: the server rendered no load-more link (every item is shown). */
  canLoadMore?: boolean;
  fetchPage(request: PageQuery, signal: AbortSignal): Promise<LoadedPage<Item>>;
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

export interface PageEnd {
  page: number;
  /** Items shown once pages 1..page are. */
  count: number;
}

/** Back/Forward: the most of pages 1..target memory can show at once, i.e. the largest remembered page ≤ target
 * (`ends` maps a page to the item count at its end; page 0 → 0 is always there). */
export function restoreBase(ends: ReadonlyMap<number, number>, target: number): PageEnd {
  let best: PageEnd = { page: 0, count: 0 };
  for (const [page, count] of ends) if (page <= target && page > best.page) best = { page, count };
  return best;
}

/** The feed's set size for a paging state: the declared total, the count once the list has ended, else unknown. */
export const pagingSetSize = (paging: PagingState): number =>
  feedSetSize({ declaredTotal: paging.totalCount, count: paging.count, ended: !paging.active && !paging.failed });

export interface CollectionListing {
  readonly state: ReadonlySignal<CollectionState>;
  /** §4: ignored while waiting or when the button is off; after a failure, the failed request again. */
  loadMore(): Promise<void>;
  /** §4: ignored while waiting and for the current category; clears the grid and loads page 1. */
  selectCategory(category: string): Promise<void>;
  /** Back/Forward: aborts anything in flight and shows exactly pages 1..page of category. */
  restore(target: PageQuery): Promise<void>;
  /** Back/Forward where the grid keeps its pages (looks): the load in flight is dropped, nothing else changes. */
  cancel(): void;
  dispose(): void;
}

const emptyShelf = <Item>(): Shelf<Item> => ({ items: [], ends: new Map([[0, 0]]) });

export function createCollectionListing<Item>({
  initial,
  perPage,
  canLoadMore = true,
  fetchPage,
  grid,
  notify,
}: CollectionOptions<Item>): CollectionListing {
  const mounted = mountPaging({ ...initial, count: initial.items.length, perPage });
  const state = signal<CollectionState>({ paging: { ...mounted, active: mounted.active && canLoadMore } });
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
  const request = latestRequest();

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

  /** Fetches one page for `job`; undefined when the request failed (then reported, unless superseded). The caller
   * checks `isCurrent` again after its own await: another job may start in between. */
  async function fetchFor(job: Job, started: PagingRequest, kind: LoadKind): Promise<LoadedPage<Item> | undefined> {
    const query = { page: started.page, category: started.category };
    try {
      return await fetchPage(query, job.signal);
    } catch (error) {
      if (!job.isCurrent()) return undefined;
      job.end();
      set(failed(paging(), started), { kind, request: query });
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
    const after = loaded(before, { added: page.items.length, totalCount: page.totalCount, perPage });
    shelf.ends.set(after.page, after.count);
    shelf.totalCount = after.totalCount;
    grid.setSize(pagingSetSize(after));
    grid.append(page.items, before.count);
    set(after);
  }

  async function load(kind: "more" | "category", started: { state: PagingState; request: PagingRequest }): Promise<void> {
    const job = request.begin();
    set(started.state);
    const page = await fetchFor(job, started.request, kind);
    if (!page || !job.isCurrent()) return;
    job.end();
    apply(page);
    const { page: shown, category } = paging();
    notify({ type: "loaded", kind, page: shown, category, ...page });
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
      const job = request.begin();
      const shelf = shelfOf(target.category);
      const base = restoreBase(shelf.ends, target.page);
      showFromMemory(target.category, shelf, base.count);
      set(mountPaging({ page: base.page, count: base.count, category: target.category, totalCount: shelf.totalCount, perPage }));
      grid.setSize(pagingSetSize(paging()));
      const newCategory = target.category !== now.category;
      // The rest comes page by page; it stops early at the total.
      for (let started = startMore(paging()); started && paging().page < target.page; started = startMore(paging())) {
        set({ ...started.state, waiting: newCategory && paging().page === 0 ? "category" : "more" });
        const page = await fetchFor(job, started.request, "restore");
        if (!page || !job.isCurrent()) return;
        apply(page);
      }
      job.end();
      const { page, category, totalCount } = paging();
      notify({ type: "restored", page, category, totalCount, fetched: base.page < page });
    },

    cancel() {
      if (!request.running) return;
      request.cancel();
      set(cancelled(paging()));
    },

    dispose() {
      request.cancel();
    },
  };
}
