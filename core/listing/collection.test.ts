// §4 "Load more (collection and special collection)", §8 "Special collection and looks", §2 Back/Forward: the
// collection engine against a fake grid and a fake backend, then the races under fast-check's scheduler.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createCollectionListing, restoreBase, type Grid, type LoadedPage, type Outcome, type PageQuery as GridQuery } from "./collection";

const PAGE_SIZE = 3;
/** Fake collection: every category's size (none empty; `d` fits on one page, the others end on a partial page). */
const TOTALS: Readonly<Record<string, number>> = { all: 11, a: 7, b: 4, d: 2 };
const CATEGORY_NAMES = Object.keys(TOTALS);

/** The items of one page: `category:page:index`, unique across the collection. */
function pageItems(category: string, page: number): string[] {
  const total = TOTALS[category] ?? 0;
  const from = (page - 1) * PAGE_SIZE;
  return Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - from)) }, (_, i) => `${category}:${page}:${from + i}`);
}
const pagesUpTo = (category: string, page: number) => Array.from({ length: page }, (_, i) => pageItems(category, i + 1)).flat();
const loadedPage = ({ category, page }: GridQuery): LoadedPage<string> => {
  const items = pageItems(category, page);
  return { items, partNumbers: items, totalCount: TOTALS[category] ?? 0 };
};

/** A grid that checks the controller always appends where the shown items end. */
function fakeGrid(initial: string[]) {
  const shown = [...initial];
  const grid: Grid<string> & { shown: string[]; busy: boolean; setSizeShown?: number } = {
    shown,
    busy: false,
    append(items, start) {
      expect(start, "appends where the shown items end").toBe(shown.length);
      shown.push(...items);
    },
    truncate(count) {
      shown.length = Math.min(shown.length, count);
    },
    setBusy(busy) {
      grid.busy = busy;
    },
    setSize(setSize) {
      grid.setSizeShown = setSize;
    },
  };
  return grid;
}

interface Setup {
  initial?: GridQuery;
  fetchPage?: (request: GridQuery, signal: AbortSignal) => Promise<LoadedPage<string>>;
}

function setup({ initial = { page: 1, category: "all" }, fetchPage }: Setup = {}) {
  const requests: GridQuery[] = [];
  const signals: AbortSignal[] = [];
  const outcomes: Outcome<string>[] = [];
  const grid = fakeGrid(pagesUpTo(initial.category, initial.page));
  const controller = createCollectionListing({
    initial: { ...initial, items: grid.shown, totalCount: TOTALS[initial.category] ?? 0 },
    fetchPage: (request, signal) => {
      requests.push(request);
      signals.push(signal);
      return fetchPage ? fetchPage(request, signal) : Promise.resolve(loadedPage(request));
    },
    grid,
    notify: (outcome) => outcomes.push(outcome),
  });
  return { controller, grid, requests, signals, outcomes, paging: () => controller.state.value.paging };
}

/** A response the test releases by hand. */
function deferred() {
  const waiting: Array<{ request: GridQuery; resolve: () => void; reject: (error: Error) => void }> = [];
  const fetchPage = (request: GridQuery) =>
    new Promise<LoadedPage<string>>((resolve, reject) => waiting.push({ request, resolve: () => resolve(loadedPage(request)), reject }));
  return { waiting, fetchPage };
}

describe("load more (§4)", () => {
  it("asks for the next page of the current category and appends it; the page number goes up", async () => {
    const { controller, grid, requests, outcomes, paging } = setup();
    await controller.loadMore();
    expect(requests).toEqual([{ page: 2, category: "all" }]);
    expect(grid.shown).toEqual(pagesUpTo("all", 2));
    expect(paging()).toMatchObject({ page: 2, count: 6, waiting: "none", active: true });
    expect(outcomes).toEqual([
      {
        type: "loaded",
        kind: "more",
        page: 2,
        category: "all",
        items: pageItems("all", 2),
        partNumbers: pageItems("all", 2),
        totalCount: 11,
      },
    ]);
  });

  it("runs one request at a time: a second load and a tab switch are ignored while waiting", async () => {
    const backend = deferred();
    const { controller, requests, grid, paging } = setup({ fetchPage: backend.fetchPage });
    void controller.loadMore();
    expect(paging().waiting).toBe("more");
    expect(grid.busy).toBe(true);
    void controller.loadMore();
    void controller.selectCategory("a");
    expect(requests).toHaveLength(1);
    backend.waiting[0]!.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(paging()).toMatchObject({ waiting: "none", page: 2, category: "all" });
    expect(grid.busy).toBe(false);
  });

  it("turns the button off once the total is shown: on mount and after a load", async () => {
    expect(setup({ initial: { page: 1, category: "d" } }).paging().active).toBe(false);
    expect(setup({ initial: { page: 3, category: "a" } }).paging().active).toBe(false);
    const { controller, paging, requests } = setup({ initial: { page: 2, category: "a" } });
    expect(paging().active).toBe(true);
    await controller.loadMore();
    expect(paging()).toMatchObject({ page: 3, count: 7, active: false });
    await controller.loadMore();
    expect(requests).toHaveLength(1);
  });

  it("takes totalCount from each response", async () => {
    const { controller, paging } = setup({ fetchPage: async (request) => ({ ...loadedPage(request), totalCount: 6 }) });
    await controller.loadMore();
    expect(paging()).toMatchObject({ totalCount: 6, count: 6, active: false });
  });
});

describe("tab switch (§4)", () => {
  it("clears the tiles, resets the button and loads page 1 of the new category with the category spinner", async () => {
    const backend = deferred();
    const { controller, grid, requests, paging, outcomes } = setup({ initial: { page: 4, category: "all" }, fetchPage: backend.fetchPage });
    expect(paging().active).toBe(false);
    void controller.selectCategory("a");
    expect(grid.shown).toEqual([]);
    expect(paging()).toMatchObject({ waiting: "category", active: true, page: 0, count: 0, category: "a" });
    backend.waiting[0]!.resolve();
    await new Promise((resolve) => setTimeout(resolve));
    expect(requests).toEqual([{ page: 1, category: "a" }]);
    expect(grid.shown).toEqual(pageItems("a", 1));
    expect(paging()).toMatchObject({ waiting: "none", page: 1, category: "a", totalCount: 7, active: true });
    expect(outcomes.at(-1)).toMatchObject({ type: "loaded", kind: "category", page: 1, category: "a" });
  });

  it("ignores the current category", async () => {
    const { controller, requests } = setup();
    await controller.selectCategory("all");
    expect(requests).toEqual([]);
  });
});

describe("failures (§8)", () => {
  it("turns load more off, clears the waiting state and reports the error", async () => {
    const error = new Error("HTTP 500");
    const { controller, paging, grid, outcomes } = setup({ fetchPage: () => Promise.reject(error) });
    await controller.loadMore();
    expect(paging()).toMatchObject({ waiting: "none", active: false, page: 1 });
    expect(grid.busy).toBe(false);
    expect(controller.state.value.failure).toEqual({ kind: "more", request: { page: 2, category: "all" } });
    expect(outcomes).toEqual([{ type: "failed", kind: "more", request: { page: 2, category: "all" }, error }]);
  });

  it("a tab switch after a failure resets the button and clears the failure", async () => {
    let fail = true;
    const { controller, paging } = setup({ fetchPage: async (request) => (fail ? Promise.reject(new Error("x")) : loadedPage(request)) });
    await controller.loadMore();
    fail = false;
    await controller.selectCategory("a");
    expect(paging()).toMatchObject({ active: true, category: "a", page: 1 });
    expect(controller.state.value.failure).toBeUndefined();
  });
});

describe("pages of a fixed size (looks, §9: 8 per page)", () => {
  const fixed = (initialCount: number, canLoadMore = true) => {
    const grid = fakeGrid(pagesUpTo("all", 1).slice(0, initialCount));
    const listing = createCollectionListing({
      initial: { page: 1, category: "all", items: grid.shown },
      perPage: PAGE_SIZE,
      canLoadMore,
      // Looks declare no total in their pages.
      fetchPage: (request) => Promise.resolve({ items: loadedPage(request).items }),
      grid,
      notify: () => {},
    });
    return { grid, listing, paging: () => listing.state.value.paging };
  };

  it("is off on mount when the first page is short or the server rendered no link; else a short page ends it", async () => {
    expect(fixed(2).paging().active).toBe(false);
    expect(fixed(3, false).paging().active).toBe(false);
    const { listing, grid, paging } = fixed(3);
    expect(grid.setSizeShown).toBeUndefined();
    await listing.loadMore();
    expect(grid.setSizeShown).toBe(-1);
    for (let i = 0; i < 3; i++) await listing.loadMore();
    expect(paging()).toMatchObject({ page: 4, count: 11, active: false });
    // No total declared: the feed's size is the count once the short page ended the list.
    expect(grid.setSizeShown).toBe(11);
  });
});

describe("cancel (Back/Forward where the grid keeps its pages)", () => {
  it("drops the load in flight: aborted, not busy, its late answer never reaches the grid; the button stays on", async () => {
    const backend = deferred();
    const { controller, grid, signals, paging, outcomes } = setup({ fetchPage: backend.fetchPage });
    void controller.loadMore();
    controller.cancel();
    expect(signals[0]!.aborted).toBe(true);
    expect(grid.busy).toBe(false);
    backend.waiting[0]!.resolve();
    await new Promise((resolve) => setTimeout(resolve));
    expect(grid.shown).toEqual(pagesUpTo("all", 1));
    expect(paging()).toMatchObject({ page: 1, waiting: "none", active: true });
    expect(outcomes).toEqual([]);
  });

  it("does nothing when nothing is in flight", async () => {
    const { controller, paging } = setup();
    await controller.loadMore();
    const before = controller.state.value;
    controller.cancel();
    expect(controller.state.value).toBe(before);
    expect(paging().page).toBe(2);
  });
});

describe("Back/Forward (§2)", () => {
  it("shows remembered pages at once, without a request", async () => {
    const { controller, grid, requests, paging } = setup();
    await controller.loadMore();
    await controller.loadMore();
    await controller.selectCategory("a");
    requests.length = 0;
    void controller.restore({ page: 2, category: "all" }); // synchronous when remembered
    expect(grid.shown).toEqual(pagesUpTo("all", 2));
    expect(paging()).toMatchObject({ page: 2, category: "all", count: 6, active: true, totalCount: 11 });
    void controller.restore({ page: 3, category: "all" });
    expect(grid.shown).toEqual(pagesUpTo("all", 3));
    void controller.restore({ page: 1, category: "a" });
    expect(grid.shown).toEqual(pagesUpTo("a", 1));
    expect(requests).toEqual([]);
  });

  it("fetches what memory lacks, page by page, and stops at the total", async () => {
    const { controller, grid, requests, paging, outcomes } = setup();
    await controller.restore({ page: 9, category: "a" });
    expect(requests).toEqual([1, 2, 3].map((page) => ({ page, category: "a" })));
    expect(grid.shown).toEqual(pagesUpTo("a", 3));
    expect(paging()).toMatchObject({ page: 3, active: false, waiting: "none" });
    expect(outcomes.at(-1)).toEqual({ type: "restored", page: 3, category: "a", totalCount: 7, fetched: true });
  });

  it("aborts the load in flight and drops its answer", async () => {
    const backend = deferred();
    const { controller, grid, signals, paging, outcomes } = setup({ fetchPage: backend.fetchPage });
    void controller.loadMore();
    backend.waiting[0]!.resolve();
    await new Promise((resolve) => setTimeout(resolve));
    void controller.loadMore();
    void controller.restore({ page: 1, category: "all" });
    expect(signals[1]!.aborted).toBe(true);
    expect(grid.shown).toEqual(pagesUpTo("all", 1));
    backend.waiting[1]!.resolve();
    await new Promise((resolve) => setTimeout(resolve));
    expect(grid.shown).toEqual(pagesUpTo("all", 1));
    expect(paging()).toMatchObject({ page: 1, waiting: "none" });
    expect(outcomes.map((o) => o.type)).toEqual(["loaded", "restored"]);
  });

  it("pages the server rendered together are fetched again when Back asks for fewer", async () => {
    const { controller, grid, requests } = setup({ initial: { page: 3, category: "all" } });
    await controller.restore({ page: 2, category: "all" });
    expect(requests).toEqual([
      { page: 1, category: "all" },
      { page: 2, category: "all" },
    ]);
    expect(grid.shown).toEqual(pagesUpTo("all", 2));
  });

  it("restoring the shown page mid-load aborts the load and keeps exactly that page", async () => {
    const backend = deferred();
    const { controller, signals, grid, paging } = setup({ fetchPage: backend.fetchPage });
    void controller.loadMore();
    await controller.restore({ page: 1, category: "all" });
    expect(signals[0]!.aborted).toBe(true);
    expect(grid.shown).toEqual(pagesUpTo("all", 1));
    expect(paging()).toMatchObject({ page: 1, waiting: "none", active: true });
  });
});

// The races (§4 one request at a time; Back/Forward mid-load): whatever the order responses arrive in, the grid
// ends showing exactly pages 1..page of the current category, each once.
type Action = { type: "more" } | { type: "tab"; category: string } | { type: "back"; category: string; page: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constant<Action>({ type: "more" }),
  fc.constantFrom(...CATEGORY_NAMES).map((category): Action => ({ type: "tab", category })),
  fc
    .record({ category: fc.constantFrom(...CATEGORY_NAMES), page: fc.integer({ min: 1, max: 5 }) })
    .map((target): Action => ({ type: "back", ...target })),
);

function run(controller: ReturnType<typeof setup>["controller"], next: Action): Promise<void> {
  if (next.type === "more") return controller.loadMore();
  if (next.type === "tab") return controller.selectCategory(next.category);
  return controller.restore(next);
}

function expectExactGrid({ grid, paging }: ReturnType<typeof setup>): void {
  const { category, page, count } = paging();
  expect(grid.shown).toEqual(pagesUpTo(category, page));
  expect(new Set(grid.shown).size).toBe(grid.shown.length);
  expect(count).toBe(grid.shown.length);
}

/** Runs the scheduled tasks, including those a task's continuation schedules a few microtasks later. */
async function settle(s: fc.Scheduler): Promise<void> {
  do {
    await s.waitAll();
    await new Promise((resolve) => setTimeout(resolve));
  } while (s.count() > 0);
}

describe("races (fast-check scheduler)", () => {
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
          // The scheduler releases answers; a failing one becomes a rejection outside it (no unhandled rejections).
          const backend = s.scheduleFunction(async function fetchPage(request: GridQuery) {
            return failing.includes(`${request.category}:${request.page}`) ? undefined : loadedPage(request);
          });
          const test = setup({
            initial,
            fetchPage: (request, signal) => {
              // One request at a time: every earlier one has settled or been aborted.
              expect([...live].filter((other) => !other.aborted)).toEqual([]);
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
          expectExactGrid(test);
          expect(test.paging().waiting).toBe("none");
          expect(test.grid.busy).toBe(false);
          if (!test.paging().active)
            expect(test.paging().count >= (test.paging().totalCount ?? Infinity) || test.controller.state.value.failure).toBeTruthy();
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
            { label: `popstate ${JSON.stringify(target)}`, builder: async () => void test.controller.restore(target) },
          ]);
          await settle(s);
          expectExactGrid(test);
          const lastPage = Math.ceil((TOTALS[target.category] ?? 0) / PAGE_SIZE);
          expect(test.paging()).toMatchObject({ category: target.category, page: Math.min(target.page, lastPage), waiting: "none" });
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000); // 300 interleavings: more than the default 5 s on a busy machine
});

describe("restoreBase (Back/Forward: the most memory can show at once)", () => {
  const ends = new Map([
    [0, 0],
    [1, 12],
    [2, 24],
    [5, 60],
  ]);
  it.each([
    [1, { page: 1, count: 12 }],
    [2, { page: 2, count: 24 }],
    [4, { page: 2, count: 24 }],
    [5, { page: 5, count: 60 }],
    [9, { page: 5, count: 60 }],
  ])("page %d → %j", (target, base) => expect(restoreBase(ends, target)).toEqual(base));
  it("a server-rendered block (pages 1..3 together) cannot be split", () => {
    expect(
      restoreBase(
        new Map([
          [0, 0],
          [3, 36],
        ]),
        2,
      ),
    ).toEqual({ page: 0, count: 0 });
  });
});
