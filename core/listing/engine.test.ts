// The one listing engine under both §4 sections' rules, against a fake list and a fake backend, then the races under
// fast-check's scheduler (answers out of order, new queries, tab switches, Back/Forward and failures mid-load: never a
// stale or duplicated list).
// - Generic rules (§4 "Load more (generic listings)", §2 infinite scroll, §8 defined failure states), as the product
//   listing: auto-load and the button, the latest query wins, Back/Forward fetches the entry's pages.
// - Collection rules (§4 "Load more (collection and special collection)", §8, §2 Back/Forward), as the special
//   collection: a tab switch is ignored while waiting and clears the grid at once, Back/Forward shows remembered
//   pages at once; and with 8 per page, as the looks.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createListing, type FetchedPage, type PageAnswer, type Update } from "./engine";
import { LOAD_MORE_OFF, LOAD_MORE_ON } from "./load-more";
import { feedSize, loadMoreOn, next, waiting, type ListingRules, type ListingState, type Load, type MountInput } from "./paging";

// --- the generic rules ----------------------------------------------------------------------------------------------

type Filters = Readonly<Record<string, string | readonly string[]>>;
const filtersKey = (filters: Filters): string => JSON.stringify(Object.entries(filters).sort());
const GENERIC: ListingRules<Filters> = { keyOf: filtersKey, newQuery: "latest-wins", dropOnSwitch: "on-arrival" };

const PAGE_SIZE = 24;
const SHOWN: Filters = { category: "bags" };

interface Body {
  key: string;
  page: number;
}

/** A fake listing: the pages shown (what the DOM would hold), and the requests made. */
function harness(
  fetch: (page: number, filters: Filters, signal: AbortSignal) => Promise<FetchedPage<Body>>,
  over: Partial<MountInput<Filters>> = {},
) {
  const view = {
    pages: [{ key: filtersKey(SHOWN), page: 1 }] as Body[],
    focused: [] as number[],
    failures: 0,
    states: [] as ListingState<Filters>[],
  };
  const listing = createListing<Filters, Body>({
    rules: GENERIC,
    initial: {
      query: SHOWN,
      page: 1,
      lastAdded: PAGE_SIZE,
      pageSize: PAGE_SIZE,
      count: PAGE_SIZE,
      totalCount: 240,
      pageCount: 10,
      ...over,
    },
    fetchPage: fetch,
    show({ keep, pages, load }) {
      if (keep === 0) view.pages = pages.map((page) => page.body);
      else {
        view.pages.push(...pages.map((page) => page.body));
        if (load.byUser) view.focused.push(...pages.map((page) => page.page));
      }
    },
    failed() {
      view.failures++;
    },
    changed(state) {
      view.states.push(state);
    },
  });
  return { controller: listing, state: () => listing.state.value, view };
}

const page = (n: number, filters: Filters, totalCount = 240): FetchedPage<Body> => ({
  page: n,
  body: { key: filtersKey(filters), page: n },
  added: PAGE_SIZE,
  totalCount,
  pageCount: Math.ceil(totalCount / PAGE_SIZE),
});

/** A request that answers when the test says so. */
function deferred() {
  const calls: Array<{ page: number; filters: Filters; signal: AbortSignal; resolve(): void; reject(error: unknown): void }> = [];
  const fetch = (n: number, filters: Filters, signal: AbortSignal) =>
    new Promise<FetchedPage<Body>>((resolve, reject) =>
      calls.push({ page: n, filters, signal, resolve: () => resolve(page(n, filters)), reject }),
    );
  return { calls, fetch };
}

/** Lets the engine's continuations after an answer run (a macrotask turn, no time passes). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("generic: loading more (§2 infinite scroll, §4 one request at a time)", () => {
  it("appends the next page, counts it, and moves focus only for a load the user asked for", async () => {
    const { calls, fetch } = deferred();
    const { controller, state, view } = harness(fetch);
    void controller.more("auto");
    void controller.more("auto"); // while waiting: ignored
    expect(calls).toHaveLength(1);
    expect(state().loading).toEqual({ kind: "more", query: SHOWN, page: 2, upTo: 2, byUser: false });
    calls[0]!.resolve();
    await flush();
    expect(view.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(state()).toMatchObject({ page: 2, count: 48, loading: undefined });
    expect(view.focused).toEqual([]);

    void controller.more("user");
    calls[1]!.resolve();
    await flush();
    expect(view.focused).toEqual([3]);
  });

  it("a click on the button while an auto-load runs makes that load the user's (focus moves on arrival)", async () => {
    const { calls, fetch } = deferred();
    const { controller, view } = harness(fetch);
    void controller.more("auto");
    void controller.more("user");
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await flush();
    expect(view.focused).toEqual([2]);
  });

  it("stops at the last page and after an empty page", () => {
    const { fetch } = deferred();
    expect(next(harness(fetch, { page: 10 }).state(), "user")).toBeUndefined();
    expect(next(harness(fetch, { lastAdded: 0 }).state(), "user")).toBeUndefined();
  });

  it("a failure gives a defined state: not loading, the failure kept, auto-load stopped until the user retries (§8)", async () => {
    const { calls, fetch } = deferred();
    const { controller, state, view } = harness(fetch);
    void controller.more("auto");
    calls[0]!.reject(new Error("HTTP 500"));
    await flush();
    expect(state()).toMatchObject({ loading: undefined, failed: { kind: "more" } });
    expect(view.failures).toBe(1);
    void controller.more("auto");
    expect(calls).toHaveLength(1);
    void controller.more("user");
    expect(calls).toHaveLength(2);
    expect(state().failed).toBeUndefined();
    calls[1]!.resolve();
    await flush();
    expect(view.pages.map((p) => p.page)).toEqual([1, 2]);
  });

  it("a failing view update is a failure too, never a stuck loading state", async () => {
    const { calls, fetch } = deferred();
    const { controller, state, view } = harness(fetch);
    view.pages.push = () => {
      throw new Error("append failed");
    };
    void controller.more("auto");
    calls[0]!.resolve();
    await flush();
    expect(state()).toMatchObject({ loading: undefined, failed: { kind: "more" } });
  });
});

describe("generic load-more events (§4)", () => {
  it.each([
    ["turn-off", false],
    ["disable", false],
    ["hide", true], // no button, infinite scroll goes on
    ["reset", true],
  ] as const)("%s → auto-load %s", (action, loads) => {
    const { fetch, calls } = deferred();
    const { controller } = harness(fetch);
    controller.loadMore(action);
    void controller.more("auto");
    expect(calls.length > 0).toBe(loads);
  });

  it("reset turns a turned-off load-more on again", () => {
    const { fetch, calls } = deferred();
    const { controller } = harness(fetch);
    controller.loadMore("turn-off");
    controller.loadMore("reset");
    void controller.more("auto");
    expect(calls).toHaveLength(1);
  });
});

describe("generic: a new query (listing-query, Back and Forward)", () => {
  const RED: Filters = { category: "bags", ColorGroup: ["red"] };
  const BLACK: Filters = { category: "bags", ColorGroup: ["black"] };

  it("supersedes a load under way and replaces the grid with page 1", async () => {
    const { calls, fetch } = deferred();
    const { controller, state, view } = harness(fetch);
    void controller.more("auto");
    void controller.query(RED);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve(); // the stale answer arrives anyway
    calls[1]!.resolve();
    await flush();
    expect(view.pages).toEqual([{ key: filtersKey(RED), page: 1 }]);
    expect(state()).toMatchObject({ query: RED, page: 1, count: 24, loading: undefined });
  });

  it("does not ask again for the query shown or on its way", () => {
    const { calls, fetch } = deferred();
    const { controller } = harness(fetch);
    void controller.query({ category: "bags" });
    expect(calls).toHaveLength(0);
    void controller.query(RED);
    void controller.query({ ColorGroup: ["red"], category: "bags" });
    expect(calls).toHaveLength(1);
  });

  it("going back to the shown query while another loads cancels that load and keeps the grid", async () => {
    const { calls, fetch } = deferred();
    const { controller, state, view } = harness(fetch);
    void controller.query(RED);
    void controller.query(SHOWN);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(state().loading).toBeUndefined();
    calls[0]!.resolve();
    await flush();
    expect(view.pages).toEqual([{ key: filtersKey(SHOWN), page: 1 }]);
  });

  it("a failed new query is retried by the button, and forgotten when the shown query comes back", async () => {
    const { calls, fetch } = deferred();
    const { controller, state, view } = harness(fetch, { page: 10 }); // no next page: only the retry remains
    void controller.query(BLACK);
    calls[0]!.reject(new Error("timed out"));
    await flush();
    expect(state().failed).toEqual({ kind: "switch", query: BLACK, page: 1, upTo: 1, byUser: false });
    void controller.more("user");
    expect(calls[1]).toMatchObject({ page: 1, filters: BLACK });
    calls[1]!.reject(new Error("timed out"));
    await flush();
    void controller.query(SHOWN);
    expect(state().failed).toBeUndefined();
    expect(view.pages).toEqual([{ key: filtersKey(SHOWN), page: 1 }]);
  });
});

describe("generic: Back/Forward to a history entry (the article list's restore)", () => {
  const RED: Filters = { category: "bags", ColorGroup: ["red"] };

  it("loads pages 1..page of the entry's query in order and shows them at once", async () => {
    const { calls, fetch } = deferred();
    const { controller, state, view } = harness(fetch);
    void controller.restore(RED, 3);
    expect(calls.map((c) => c.page)).toEqual([1]);
    calls[0]!.resolve();
    await flush();
    calls[1]!.resolve();
    await flush();
    expect(view.pages).toEqual([{ key: filtersKey(SHOWN), page: 1 }]); // nothing shown until every page is in
    calls[2]!.resolve();
    await flush();
    expect(calls.map((c) => [c.page, c.filters])).toEqual([
      [1, RED],
      [2, RED],
      [3, RED],
    ]);
    expect(view.pages).toEqual([1, 2, 3].map((n) => ({ key: filtersKey(RED), page: n })));
    expect(state()).toMatchObject({ query: RED, page: 3, count: 3 * PAGE_SIZE, loading: undefined });
  });

  it("stops at the query's last page, and does nothing for the entry already shown", async () => {
    const { controller, view } = harness(async (n, filters) => page(n, filters, 30)); // 2 pages
    await controller.restore(RED, 5);
    expect(view.pages.map((p) => p.page)).toEqual([1, 2]);
    const states = view.states.length;
    void controller.restore(RED, 2);
    expect(view.states).toHaveLength(states);
  });
});

// --- the collection rules -------------------------------------------------------------------------------------------

const COLLECTION: ListingRules<string> = {
  keyOf: (category) => category,
  newQuery: "ignored-while-waiting",
  dropOnSwitch: "at-once",
  remember: true,
};

const GRID_PAGE_SIZE = 3;
/** Fake collection: every category's size (none empty; `d` fits on one page, the others end on a partial page). */
const TOTALS: Readonly<Record<string, number>> = { all: 11, a: 7, b: 4, d: 2 };
const CATEGORY_NAMES = Object.keys(TOTALS);

interface GridQuery {
  page: number;
  category: string;
}

/** The items of one page: `category:page:index`, unique across the collection. */
function pageItems(category: string, page: number): string[] {
  const total = TOTALS[category] ?? 0;
  const from = (page - 1) * GRID_PAGE_SIZE;
  return Array.from({ length: Math.max(0, Math.min(GRID_PAGE_SIZE, total - from)) }, (_, i) => `${category}:${page}:${from + i}`);
}
const pagesUpTo = (category: string, page: number) => Array.from({ length: page }, (_, i) => pageItems(category, i + 1)).flat();
const loadedPage = ({ category, page }: GridQuery): PageAnswer<string[]> => {
  const items = pageItems(category, page);
  return { body: items, added: items.length, totalCount: TOTALS[category] ?? 0 };
};

/** A grid showing what the engine's changes make it show; it checks a change never keeps items it does not show. */
function fakeGrid(initial: string[]) {
  const grid = {
    shown: [...initial],
    busy: false,
    setSizeShown: undefined as number | undefined,
    show({ keep, pages, state }: Update<string, string[]>) {
      expect(keep, "keeps only items the grid shows").toBeLessThanOrEqual(grid.shown.length);
      grid.shown.length = keep;
      grid.shown.push(...pages.flatMap((page) => page.body));
      grid.setSizeShown = feedSize(state);
    },
  };
  return grid;
}

type Outcome =
  | { how: Update<string, string[]>["how"]; kind: Load<string>["kind"]; page: number; query: string; items: string[]; totalCount?: number }
  | { how: "failed"; load: Load<string>; error: unknown };

interface Setup {
  initial?: GridQuery;
  fetchPage?: (request: GridQuery, signal: AbortSignal) => Promise<PageAnswer<string[]>>;
}

function setup({ initial = { page: 1, category: "all" }, fetchPage }: Setup = {}) {
  const requests: GridQuery[] = [];
  const signals: AbortSignal[] = [];
  const outcomes: Outcome[] = [];
  const grid = fakeGrid(pagesUpTo(initial.category, initial.page));
  const controller = createListing<string, string[]>({
    rules: COLLECTION,
    initial: {
      query: initial.category,
      page: initial.page,
      count: grid.shown.length,
      totalCount: TOTALS[initial.category] ?? 0,
      body: [...grid.shown],
    },
    fetchPage: (page, category, signal) => {
      requests.push({ page, category });
      signals.push(signal);
      return fetchPage ? fetchPage({ page, category }, signal) : Promise.resolve(loadedPage({ page, category }));
    },
    show(update) {
      grid.show(update);
      const { how, load, pages, state } = update;
      outcomes.push({
        how,
        kind: load.kind,
        page: state.page,
        query: state.query,
        items: pages.flatMap((p) => p.body),
        totalCount: state.totalCount,
      });
    },
    failed: (error, load) => outcomes.push({ how: "failed", load, error }),
    changed: (state) => void (grid.busy = state.loading !== undefined),
  });
  return { controller, grid, requests, signals, outcomes, state: () => controller.state.value };
}

/** A response the test releases by hand. */
function deferredPages() {
  const waiting: Array<{ request: GridQuery; resolve: () => void; reject: (error: Error) => void }> = [];
  const fetchPage = (request: GridQuery) =>
    new Promise<PageAnswer<string[]>>((resolve, reject) => waiting.push({ request, resolve: () => resolve(loadedPage(request)), reject }));
  return { waiting, fetchPage };
}

const moreOf = (page: number, query = "all"): Load<string> => ({ kind: "more", query, page, upTo: page, byUser: true });

describe("collection: load more (§4)", () => {
  it("asks for the next page of the current category and appends it; the page number goes up", async () => {
    const { controller, grid, requests, outcomes, state } = setup();
    await controller.more();
    expect(requests).toEqual([{ page: 2, category: "all" }]);
    expect(grid.shown).toEqual(pagesUpTo("all", 2));
    expect(state()).toMatchObject({ page: 2, count: 6 });
    expect(waiting(state())).toBe("none");
    expect(loadMoreOn(state())).toBe(true);
    expect(outcomes).toEqual([{ how: "loaded", kind: "more", page: 2, query: "all", items: pageItems("all", 2), totalCount: 11 }]);
  });

  it("runs one request at a time: a second load and a tab switch are ignored while waiting", async () => {
    const backend = deferredPages();
    const { controller, requests, grid, state } = setup({ fetchPage: backend.fetchPage });
    void controller.more();
    expect(waiting(state())).toBe("more");
    expect(grid.busy).toBe(true);
    void controller.more();
    void controller.query("a");
    expect(requests).toHaveLength(1);
    backend.waiting[0]!.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(state()).toMatchObject({ page: 2, query: "all" });
    expect(waiting(state())).toBe("none");
    expect(grid.busy).toBe(false);
  });

  it("turns the button off once the total is shown: on mount and after a load", async () => {
    expect(loadMoreOn(setup({ initial: { page: 1, category: "d" } }).state())).toBe(false);
    expect(loadMoreOn(setup({ initial: { page: 3, category: "a" } }).state())).toBe(false);
    const { controller, state, requests } = setup({ initial: { page: 2, category: "a" } });
    expect(loadMoreOn(state())).toBe(true);
    await controller.more();
    expect(state()).toMatchObject({ page: 3, count: 7 });
    expect(loadMoreOn(state())).toBe(false);
    await controller.more();
    expect(requests).toHaveLength(1);
  });

  it("takes totalCount from each response", async () => {
    const { controller, state } = setup({ fetchPage: async (request) => ({ ...loadedPage(request), totalCount: 6 }) });
    await controller.more();
    expect(state()).toMatchObject({ totalCount: 6, count: 6 });
    expect(loadMoreOn(state())).toBe(false);
  });
});

describe("collection: tab switch (§4)", () => {
  it("clears the tiles, resets the button and loads page 1 of the new category with the category spinner", async () => {
    const backend = deferredPages();
    const { controller, grid, requests, state, outcomes } = setup({ initial: { page: 4, category: "all" }, fetchPage: backend.fetchPage });
    expect(loadMoreOn(state())).toBe(false);
    void controller.query("a");
    expect(grid.shown).toEqual([]);
    expect(state()).toMatchObject({ loading: { kind: "switch", query: "a", page: 1 }, page: 0, count: 0, query: "a" });
    expect(waiting(state())).toBe("query");
    expect(loadMoreOn(state())).toBe(true);
    backend.waiting[0]!.resolve();
    await flush();
    expect(requests).toEqual([{ page: 1, category: "a" }]);
    expect(grid.shown).toEqual(pageItems("a", 1));
    expect(state()).toMatchObject({ page: 1, query: "a", totalCount: 7 });
    expect(waiting(state())).toBe("none");
    expect(loadMoreOn(state())).toBe(true);
    expect(outcomes.at(-1)).toMatchObject({ how: "loaded", kind: "switch", page: 1, query: "a" });
  });

  it("ignores the current category", async () => {
    const { controller, requests } = setup();
    await controller.query("all");
    expect(requests).toEqual([]);
  });
});

describe("collection: failures (§8)", () => {
  it("turns load more off, clears the waiting state and reports the error", async () => {
    const error = new Error("HTTP 500");
    const { controller, state, grid, outcomes } = setup({ fetchPage: () => Promise.reject(error) });
    await controller.more();
    expect(state()).toMatchObject({ page: 1 });
    expect(waiting(state())).toBe("none");
    expect(loadMoreOn(state())).toBe(false);
    expect(grid.busy).toBe(false);
    expect(state().failed).toEqual(moreOf(2));
    expect(outcomes).toEqual([{ how: "failed", load: moreOf(2), error }]);
  });

  it("a tab switch after a failure resets the button and clears the failure", async () => {
    let fail = true;
    const { controller, state } = setup({ fetchPage: async (request) => (fail ? Promise.reject(new Error("x")) : loadedPage(request)) });
    await controller.more();
    fail = false;
    await controller.query("a");
    expect(state()).toMatchObject({ query: "a", page: 1 });
    expect(loadMoreOn(state())).toBe(true);
    expect(state().failed).toBeUndefined();
  });
});

describe("collection: pages of a fixed size (looks, §9: 8 per page)", () => {
  const fixed = (initialCount: number, canLoadMore = true) => {
    const grid = fakeGrid(pagesUpTo("all", 1).slice(0, initialCount));
    const listing = createListing<string, string[]>({
      rules: COLLECTION,
      initial: {
        query: "all",
        page: 1,
        count: grid.shown.length,
        pageSize: GRID_PAGE_SIZE,
        loadMore: canLoadMore ? LOAD_MORE_ON : LOAD_MORE_OFF,
      },
      // Looks declare no total in their pages.
      fetchPage: (page, category) => {
        const { body, added } = loadedPage({ page, category });
        return Promise.resolve({ body, added });
      },
      show: (update) => grid.show(update),
    });
    return { grid, listing, state: () => listing.state.value };
  };

  it("is off on mount when the first page is short or the server rendered no link; else a short page ends it", async () => {
    expect(loadMoreOn(fixed(2).state())).toBe(false);
    expect(loadMoreOn(fixed(3, false).state())).toBe(false);
    const { listing, grid, state } = fixed(3);
    expect(grid.setSizeShown).toBeUndefined();
    await listing.more();
    expect(grid.setSizeShown).toBe(-1);
    for (let i = 0; i < 3; i++) await listing.more();
    expect(state()).toMatchObject({ page: 4, count: 11 });
    expect(loadMoreOn(state())).toBe(false);
    // No total declared: the feed's size is the count once the short page ended the list.
    expect(grid.setSizeShown).toBe(11);
  });
});

describe("collection: cancel (Back/Forward where the grid keeps its pages)", () => {
  it("drops the load in flight: aborted, not busy, its late answer never reaches the grid; the button stays on", async () => {
    const backend = deferredPages();
    const { controller, grid, signals, state, outcomes } = setup({ fetchPage: backend.fetchPage });
    void controller.more();
    controller.cancel();
    expect(signals[0]!.aborted).toBe(true);
    expect(grid.busy).toBe(false);
    backend.waiting[0]!.resolve();
    await flush();
    expect(grid.shown).toEqual(pagesUpTo("all", 1));
    expect(state()).toMatchObject({ page: 1 });
    expect(waiting(state())).toBe("none");
    expect(loadMoreOn(state())).toBe(true);
    expect(outcomes).toEqual([]);
  });

  it("does nothing when nothing is in flight", async () => {
    const { controller, state } = setup();
    await controller.more();
    const before = state();
    controller.cancel();
    expect(state()).toBe(before);
    expect(state().page).toBe(2);
  });
});

describe("collection: Back/Forward (§2)", () => {
  it("shows remembered pages at once, without a request", async () => {
    const { controller, grid, requests, state } = setup();
    await controller.more();
    await controller.more();
    await controller.query("a");
    requests.length = 0;
    void controller.restore("all", 2); // synchronous when remembered
    expect(grid.shown).toEqual(pagesUpTo("all", 2));
    expect(state()).toMatchObject({ page: 2, query: "all", count: 6, totalCount: 11 });
    expect(loadMoreOn(state())).toBe(true);
    void controller.restore("all", 3);
    expect(grid.shown).toEqual(pagesUpTo("all", 3));
    void controller.restore("a", 1);
    expect(grid.shown).toEqual(pagesUpTo("a", 1));
    expect(requests).toEqual([]);
  });

  it("fetches what memory lacks, page by page, and stops at the total", async () => {
    const { controller, grid, requests, state, outcomes } = setup();
    await controller.restore("a", 9);
    expect(requests).toEqual([1, 2, 3].map((page) => ({ page, category: "a" })));
    expect(grid.shown).toEqual(pagesUpTo("a", 3));
    expect(state()).toMatchObject({ page: 3 });
    expect(waiting(state())).toBe("none");
    expect(loadMoreOn(state())).toBe(false);
    expect(outcomes.at(-1)).toEqual({ how: "loaded", kind: "restore", page: 3, query: "a", items: pagesUpTo("a", 3), totalCount: 7 });
  });

  it("aborts the load in flight and drops its answer", async () => {
    const backend = deferredPages();
    const { controller, grid, signals, state, outcomes } = setup({ fetchPage: backend.fetchPage });
    void controller.more();
    backend.waiting[0]!.resolve();
    await flush();
    void controller.more();
    void controller.restore("all", 1);
    expect(signals[1]!.aborted).toBe(true);
    expect(grid.shown).toEqual(pagesUpTo("all", 1));
    backend.waiting[1]!.resolve();
    await flush();
    expect(grid.shown).toEqual(pagesUpTo("all", 1));
    expect(state()).toMatchObject({ page: 1 });
    expect(waiting(state())).toBe("none");
    expect(outcomes.map((o) => [o.how, "kind" in o ? o.kind : o.load.kind])).toEqual([
      ["loaded", "more"],
      ["remembered", "restore"],
    ]);
  });

  it("pages the server rendered together are fetched again when Back asks for fewer", async () => {
    const { controller, grid, requests } = setup({ initial: { page: 3, category: "all" } });
    await controller.restore("all", 2);
    expect(requests).toEqual([
      { page: 1, category: "all" },
      { page: 2, category: "all" },
    ]);
    expect(grid.shown).toEqual(pagesUpTo("all", 2));
  });

  it("restoring the shown page mid-load aborts the load and keeps exactly that page", async () => {
    const backend = deferredPages();
    const { controller, signals, grid, state } = setup({ fetchPage: backend.fetchPage });
    void controller.more();
    await controller.restore("all", 1);
    expect(signals[0]!.aborted).toBe(true);
    expect(grid.shown).toEqual(pagesUpTo("all", 1));
    expect(state()).toMatchObject({ page: 1 });
    expect(waiting(state())).toBe("none");
    expect(loadMoreOn(state())).toBe(true);
  });
});

// --- races ----------------------------------------------------------------------------------------------------------

const QUERIES: readonly Filters[] = [SHOWN, { category: "bags", ColorGroup: ["red"] }, { category: "shoes" }, { q: "silk" }];

type Command =
  | { kind: "more"; trigger: "auto" | "user" }
  | { kind: "query"; index: number } // listing-query, or popstate to another URL: both read the URL's filters
  | { kind: "load-more"; action: "reset" | "turn-off" | "hide" | "disable" };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant("more" as const), trigger: fc.constantFrom("auto" as const, "user" as const) }),
  fc.record({ kind: fc.constant("query" as const), index: fc.integer({ min: 0, max: QUERIES.length - 1 }) }),
  fc.record({
    kind: fc.constant("load-more" as const),
    action: fc.constantFrom("reset" as const, "turn-off" as const, "hide" as const, "disable" as const),
  }),
);

describe("races under the generic rules (fast-check scheduler): never a stale or duplicated grid", () => {
  it("any interleaving of loads, new queries, Back/Forward, failures and answers out of order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(command, { minLength: 1, maxLength: 12 }),
        fc.func(fc.boolean()), // which answers fail
        fc.boolean(), // does an aborted request reject (like core/http) or still answer?
        async (s, commands, fails, abortRejects) => {
          let live = 0;
          let maxLive = 0;
          let calls = 0;
          const fetch = (n: number, filters: Filters, signal: AbortSignal): Promise<FetchedPage<Body>> => {
            live++;
            maxLive = Math.max(maxLive, live);
            const call = calls++;
            let settled = false;
            const done = () => {
              if (!settled) live--;
              settled = true;
            };
            signal.addEventListener("abort", done);
            const total = 24 * (4 + (filtersKey(filters).length % 5));
            return s.schedule(Promise.resolve(), `answer ${call}: page ${n} of ${filtersKey(filters)}`).then(() => {
              done();
              if (signal.aborted && abortRejects) throw new Error("aborted");
              if (fails(call, n)) throw new Error("HTTP 503");
              return page(n, filters, total);
            });
          };
          const { controller, state, view } = harness(fetch);
          let lastQuery = SHOWN;
          // What the grid shows after each command, recorded there and checked after the run: a failed expect inside
          // a builder would only mark fast-check's sequence faulty, and the property would pass.
          const shown: Array<{ key: string; pages: Array<{ key: string; page: number }>; page: number; count: number }> = [];
          const record = () =>
            shown.push({
              key: filtersKey(state().query),
              pages: view.pages.map(({ key, page }) => ({ key, page })),
              page: state().page,
              count: state().count,
            });

          s.scheduleSequence(
            commands.map((c) => ({
              label: JSON.stringify(c),
              builder: async () => {
                if (c.kind === "more") void controller.more(c.trigger);
                else if (c.kind === "query") void controller.query((lastQuery = QUERIES[c.index]!));
                else controller.loadMore(c.action);
                record();
              },
            })),
          );
          await s.waitAll();
          await flush(); // the engine's own continuations after the last answer

          record();
          expect(shown).toHaveLength(commands.length + 1); // every command ran
          for (const { key, pages, page, count } of shown) {
            expect(
              pages.every((p) => p.key === key),
              "every page shown is of the query shown",
            ).toBe(true);
            expect(
              pages.map((p) => p.page),
              "pages 1..n, each once",
            ).toEqual(pages.map((_, i) => i + 1));
            expect(page).toBe(pages.length);
            expect(count).toBe(pages.length * PAGE_SIZE);
          }
          expect(maxLive, "one request at a time").toBeLessThanOrEqual(1);
          expect(state().loading, "nothing left loading (no stuck aria-busy)").toBeUndefined();
          if (state().failed?.kind !== "switch") expect(state().query).toEqual(lastQuery);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000); // 300 interleavings: more than the default 5 s on a busy machine
});

// The races under the collection rules (§4 one request at a time; Back/Forward mid-load): whatever the order
// responses arrive in, the grid ends showing exactly pages 1..page of the current category, each once.
type Action = { type: "more" } | { type: "tab"; category: string } | { type: "back"; category: string; page: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constant<Action>({ type: "more" }),
  fc.constantFrom(...CATEGORY_NAMES).map((category): Action => ({ type: "tab", category })),
  fc
    .record({ category: fc.constantFrom(...CATEGORY_NAMES), page: fc.integer({ min: 1, max: 5 }) })
    .map((target): Action => ({ type: "back", ...target })),
);

function run(controller: ReturnType<typeof setup>["controller"], next: Action): Promise<void> {
  if (next.type === "more") return controller.more();
  if (next.type === "tab") return controller.query(next.category);
  return controller.restore(next.category, next.page);
}

function expectExactGrid({ grid, state }: ReturnType<typeof setup>): void {
  const { query, page, count } = state();
  expect(grid.shown).toEqual(pagesUpTo(query, page));
  expect(new Set(grid.shown).size).toBe(grid.shown.length);
  expect(count).toBe(grid.shown.length);
}

/** Runs the scheduled tasks, including those a task's continuation schedules a few microtasks later. */
async function settle(s: fc.Scheduler): Promise<void> {
  do {
    await s.waitAll();
    await flush();
  } while (s.count() > 0);
}

describe("races under the collection rules (fast-check scheduler)", () => {
  it("out-of-order responses, tab switches and Back/Forward mid-load never leave a stale or duplicated grid", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.record({ category: fc.constantFrom(...CATEGORY_NAMES), page: fc.integer({ min: 1, max: 3 }) }),
        fc.array(action, { minLength: 1, maxLength: 12 }),
        fc.uniqueArray(
          fc.tuple(fc.constantFrom(...CATEGORY_NAMES), fc.integer({ min: 1, max: 4 })).map(([c, p]) => `${c}:${p}`),
          { maxLength: 3 },
        ),
        async (s, initial, actions, failing) => {
          const live = new Set<AbortSignal>();
          // Requests still open when another started: recorded here, checked after the run (the engine calls
          // fetchPage inside its own try/catch, so an expect in it would turn into a failed page, not a failed test).
          const overlapping: number[] = [];
          // The scheduler releases answers; a failing one becomes a rejection outside it (no unhandled rejections).
          const backend = s.scheduleFunction(async function fetchPage(request: GridQuery) {
            return failing.includes(`${request.category}:${request.page}`) ? undefined : loadedPage(request);
          });
          const test = setup({
            initial,
            fetchPage: (request, signal) => {
              overlapping.push([...live].filter((other) => !other.aborted).length);
              live.add(signal);
              return backend(request)
                .finally(() => live.delete(signal))
                .then((page) => page ?? Promise.reject(new Error("HTTP 500")));
            },
          });
          s.scheduleSequence(
            actions.map((next) => ({ label: JSON.stringify(next), builder: async () => void run(test.controller, next) })),
          );
          await settle(s);
          expect(
            overlapping.filter((open) => open > 0),
            "one request at a time",
          ).toEqual([]);
          expectExactGrid(test);
          expect(test.state().loading).toBeUndefined();
          expect(test.grid.busy).toBe(false);
          if (!loadMoreOn(test.state()))
            expect(test.state().count >= (test.state().totalCount ?? Infinity) || test.state().failed).toBeTruthy();
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000); // 300 interleavings: more than the default 5 s on a busy machine

  it("Back/Forward while anything is in flight ends on exactly that entry's page and category", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(action, { maxLength: 8 }),
        fc.record({ category: fc.constantFrom(...CATEGORY_NAMES), page: fc.integer({ min: 1, max: 5 }) }),
        async (s, before, target) => {
          const backend = s.scheduleFunction(async function fetchPage(request: GridQuery) {
            return loadedPage(request);
          });
          const test = setup({ fetchPage: (request) => backend(request) });
          s.scheduleSequence([
            ...before.map((next) => ({ label: JSON.stringify(next), builder: async () => void run(test.controller, next) })),
            {
              label: `popstate ${JSON.stringify(target)}`,
              builder: async () => void test.controller.restore(target.category, target.page),
            },
          ]);
          await settle(s);
          expectExactGrid(test);
          const lastPage = Math.ceil((TOTALS[target.category] ?? 0) / GRID_PAGE_SIZE);
          expect(test.state()).toMatchObject({ query: target.category, page: Math.min(target.page, lastPage) });
          expect(waiting(test.state())).toBe("none");
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000); // 300 interleavings: more than the default 5 s on a busy machine
});
