// §7 "Editorial article list" (category, year, page; 15 articles, §9): filters replace, load more appends, one request
// at a time. Races proved with fast-check's scheduler: a filter change while loading more, Back/Forward mid-load.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { articlePage, filterArticles, type ArticleFilters as FixtureFilters } from "../../fixtures/articles";
import { createArticleList, sameFilters, type ArticleFilters, type ArticleListState, type LoadedPage } from "./controller";

/** The fixture journal as the loader: ids of the articles on a page. */
function page(filters: ArticleFilters, n: number): LoadedPage<string> {
  const p = articlePage(filters as FixtureFilters, n);
  return { items: p.items.map((a) => a.id), total: p.total, pageCount: p.pageCount };
}

const expectedIds = (filters: ArticleFilters, pages: number) =>
  filterArticles(filters as FixtureFilters)
    .slice(0, pages * 6)
    .map((a) => a.id);

function harness(load: (filters: ArticleFilters, n: number, signal: AbortSignal) => Promise<LoadedPage<string>>, initial: ArticleFilters = {}) {
  let list = expectedIds(initial, 1);
  const states: ArticleListState[] = [];
  const first = page(initial, 1);
  const controller = createArticleList<string>(
    {
      load,
      replace: (items, state) => {
        list = [...items];
        expect(list).toEqual(expectedIds(state.filters, state.page));
      },
      append: (items, state) => {
        list = [...list, ...items];
        expect(list).toEqual(expectedIds(state.filters, state.page));
      },
      onState: (state) => states.push(state),
    },
    { filters: initial, page: 1, pageCount: first.pageCount, total: first.total, count: first.items.length },
  );
  return { controller, states, list: () => list };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("article list controller", () => {
  it("load more appends pages until all 15 articles are shown, then stops", async () => {
    const requests: number[] = [];
    const { controller, list } = harness(async (f, n) => (requests.push(n), page(f, n)));
    expect(controller.loadMore()).toBe(true);
    expect(controller.loadMore()).toBe(false); // one request at a time
    await tick();
    expect(controller.loadMore()).toBe(true);
    await tick();
    expect(list()).toHaveLength(15);
    expect(controller.loadMore()).toBe(false);
    expect(requests).toEqual([2, 3]);
    expect(controller.state).toMatchObject({ page: 3, pageCount: 3, total: 15, count: 15, status: "idle" });
  });

  it("a filter change replaces the list with page 1 of the new filters", async () => {
    const { controller, list } = harness(async (f, n) => page(f, n));
    controller.setFilters({ category: "culture" });
    expect(controller.state.status).toBe("loading-filters");
    await tick();
    expect(list()).toEqual(expectedIds({ category: "culture" }, 1));
    expect(controller.state).toMatchObject({ filters: { category: "culture" }, page: 1, pageCount: 1, total: 4, status: "idle" });
    expect(controller.setFilters({ category: " culture " })).toBe(false);
  });

  it("restore loads pages 1..page in order and shows them at once", async () => {
    const requests: string[] = [];
    const { controller, list } = harness(async (f, n) => (requests.push(`${f.year ?? ""}:${n}`), page(f, n)));
    controller.restore({ year: "2025" }, 2);
    await tick();
    expect(requests).toEqual(["2025:1"]); // 5 articles of 2025: one page, so page 2 is never asked for
    expect(list()).toEqual(expectedIds({ year: "2025" }, 1));
    controller.restore({}, 3);
    await tick();
    expect(list()).toHaveLength(15);
  });

  it("a failed load more keeps the list and can be retried; a failed filter change empties it", async () => {
    let fail = true;
    const { controller, list } = harness(async (f, n) => {
      if (fail) throw new Error("HTTP 500");
      return page(f, n);
    });
    controller.loadMore();
    await tick();
    expect(controller.state.status).toBe("more-failed");
    expect(list()).toHaveLength(6);
    fail = false;
    controller.retry();
    await tick();
    expect(list()).toHaveLength(12);
    fail = true;
    controller.setFilters({ category: "fashion" });
    await tick();
    expect(controller.state.status).toBe("filters-failed");
    expect(list()).toEqual([]);
    expect(controller.loadMore()).toBe(false);
    fail = false;
    controller.retry();
    await tick();
    expect(list()).toEqual(expectedIds({ category: "fashion" }, 1));
  });

  it("a filter change aborts the load more in flight", () => {
    const signals: AbortSignal[] = [];
    const { controller } = harness((_f, _n, signal) => (signals.push(signal), new Promise(() => {})));
    controller.loadMore();
    controller.setFilters({ year: "2024" });
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });

  const filters = fc.record({ category: fc.constantFrom(undefined, "fashion", "craftsmanship", "culture"), year: fc.constantFrom(undefined, "2026", "2025", "2024") });
  const action = fc.oneof(
    fc.constant({ kind: "more" as const }),
    filters.map((f) => ({ kind: "filter" as const, filters: f })),
    fc.tuple(filters, fc.integer({ min: 1, max: 3 })).map(([f, p]) => ({ kind: "restore" as const, filters: f, page: p })),
  );

  it("races: filter changes while loading more, Back/Forward mid-load, responses in any order: never a stale or duplicated list (fast-check scheduler)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(action, { minLength: 1, maxLength: 8 }), fc.func(fc.boolean()), async (s, actions, fails) => {
        // Responses ignore their abort signal on purpose: a late one must still be dropped.
        const { controller, list } = harness(
          s.scheduleFunction(async (f: ArticleFilters, n: number) => {
            if (n > 1 && fails(`${f.category}${f.year}${n}`)) throw new Error("network");
            return page(f, n);
          }),
        );
        let wanted: ArticleFilters = {};
        s.scheduleSequence(
          actions.map((a) => ({
            label: JSON.stringify(a),
            builder: async () => {
              if (a.kind === "more") controller.loadMore();
              else if (a.kind === "filter") controller.setFilters(a.filters) && (wanted = a.filters);
              else (controller.restore(a.filters, a.page), (wanted = a.filters));
            },
          })),
        );
        await s.waitAll();
        const state = controller.state;
        expect(state.status).not.toMatch(/^loading/);
        expect(sameFilters(state.filters, wanted)).toBe(true);
        const shown = list();
        expect(new Set(shown).size).toBe(shown.length);
        expect(shown).toEqual(state.status === "filters-failed" ? [] : expectedIds(wanted, state.page));
        expect(state.count).toBe(shown.length);
      }),
      { numRuns: 300 },
    );
  });
});
