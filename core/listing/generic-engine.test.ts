// §2 infinite scroll, §4 "Load more (generic listings)", §8 defined failure states: the listing engine, with a
// fast-check scheduler for the races (out-of-order answers, a new query while loading, Back/Forward mid-load).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createListingEngine,
  hasMorePages,
  initialState,
  mayLoadMore,
  type FetchedPage,
  type ListingEffects,
  type ListingState,
} from "./generic-engine";

type Filters = Readonly<Record<string, string | readonly string[]>>;
const filtersKey = (filters: Filters): string => JSON.stringify(Object.entries(filters).sort());

const PAGE_SIZE = 24;
const SHOWN: Filters = { category: "bags" };

interface Body {
  key: string;
  page: number;
}

/** A fake listing: the pages shown (what the DOM would hold), and the requests made. */
function harness(
  fetch: (page: number, filters: Filters, signal: AbortSignal) => Promise<FetchedPage<Body>>,
  over: Partial<ListingState<Filters>> = {},
) {
  const view = {
    pages: [{ key: filtersKey(SHOWN), page: 1 }] as Body[],
    focused: [] as number[],
    failures: 0,
    states: [] as ListingState<Filters>[],
  };
  const effects: ListingEffects<Body, Filters> = {
    fetchPage: fetch,
    append(page, byUser) {
      view.pages.push(page.body);
      if (byUser) view.focused.push(page.page);
    },
    replace(pages) {
      view.pages = pages.map((page) => page.body);
    },
    failed() {
      view.failures++;
    },
    changed(state) {
      view.states.push(state);
    },
  };
  const controller = createListingEngine(
    {
      ...initialState({
        filters: SHOWN,
        lastPage: 1,
        lastAdded: PAGE_SIZE,
        pageSize: PAGE_SIZE,
        count: PAGE_SIZE,
        totalCount: 240,
        pageCount: 10,
      }),
      ...over,
    },
    effects,
    filtersKey,
  );
  return { controller, view };
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("loading more (§2 infinite scroll, §4 one request at a time)", () => {
  it("appends the next page, counts it, and moves focus only for a load the user asked for", async () => {
    const { calls, fetch } = deferred();
    const { controller, view } = harness(fetch);
    controller.more("auto");
    controller.more("auto"); // while waiting: ignored
    expect(calls).toHaveLength(1);
    expect(controller.state.loading).toEqual({ kind: "more", byUser: false, filters: SHOWN });
    calls[0]!.resolve();
    await settle();
    expect(view.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(controller.state).toMatchObject({ lastPage: 2, count: 48, loading: undefined });
    expect(view.focused).toEqual([]);

    controller.more("user");
    calls[1]!.resolve();
    await settle();
    expect(view.focused).toEqual([3]);
  });

  it("a click on the button while an auto-load runs makes that load the user's (focus moves on arrival)", async () => {
    const { calls, fetch } = deferred();
    const { controller, view } = harness(fetch);
    controller.more("auto");
    controller.more("user");
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await settle();
    expect(view.focused).toEqual([2]);
  });

  it("stops at the last page and after an empty page", () => {
    const { fetch } = deferred();
    expect(mayLoadMore(harness(fetch, { lastPage: 10 }).controller.state, "user")).toBe(false);
    expect(mayLoadMore(harness(fetch, { lastAdded: 0 }).controller.state, "user")).toBe(false);
  });

  it("a failure gives a defined state: not loading, the failure kept, auto-load stopped until the user retries (§8)", async () => {
    const { calls, fetch } = deferred();
    const { controller, view } = harness(fetch);
    controller.more("auto");
    calls[0]!.reject(new Error("HTTP 500"));
    await settle();
    expect(controller.state).toMatchObject({ loading: undefined, failed: { kind: "more" } });
    expect(view.failures).toBe(1);
    controller.more("auto");
    expect(calls).toHaveLength(1);
    controller.more("user");
    expect(calls).toHaveLength(2);
    expect(controller.state.failed).toBeUndefined();
    calls[1]!.resolve();
    await settle();
    expect(view.pages.map((p) => p.page)).toEqual([1, 2]);
  });

  it("a failing view update is a failure too, never a stuck loading state", async () => {
    const { calls, fetch } = deferred();
    const { controller, view } = harness(fetch);
    view.pages.push = () => {
      throw new Error("append failed");
    };
    controller.more("auto");
    calls[0]!.resolve();
    await settle();
    expect(controller.state).toMatchObject({ loading: undefined, failed: { kind: "more" } });
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
    controller.more("auto");
    expect(calls.length > 0).toBe(loads);
  });

  it("reset turns a turned-off load-more on again", () => {
    const { fetch, calls } = deferred();
    const { controller } = harness(fetch);
    controller.loadMore("turn-off");
    controller.loadMore("reset");
    controller.more("auto");
    expect(calls).toHaveLength(1);
  });
});

describe("a new query (listing-query, Back and Forward)", () => {
  const RED: Filters = { category: "bags", ColorGroup: ["red"] };
  const BLACK: Filters = { category: "bags", ColorGroup: ["black"] };

  it("supersedes a load under way and replaces the grid with page 1", async () => {
    const { calls, fetch } = deferred();
    const { controller, view } = harness(fetch);
    controller.more("auto");
    controller.query(RED);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve(); // the stale answer arrives anyway
    calls[1]!.resolve();
    await settle();
    expect(view.pages).toEqual([{ key: filtersKey(RED), page: 1 }]);
    expect(controller.state).toMatchObject({ filters: RED, lastPage: 1, count: 24, loading: undefined });
  });

  it("does not ask again for the query shown or on its way", () => {
    const { calls, fetch } = deferred();
    const { controller } = harness(fetch);
    controller.query({ category: "bags" });
    expect(calls).toHaveLength(0);
    controller.query(RED);
    controller.query({ ColorGroup: ["red"], category: "bags" });
    expect(calls).toHaveLength(1);
  });

  it("going back to the shown query while another loads cancels that load and keeps the grid", async () => {
    const { calls, fetch } = deferred();
    const { controller, view } = harness(fetch);
    controller.query(RED);
    controller.query(SHOWN);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(controller.state.loading).toBeUndefined();
    calls[0]!.resolve();
    await settle();
    expect(view.pages).toEqual([{ key: filtersKey(SHOWN), page: 1 }]);
  });

  it("a failed new query is retried by the button, and forgotten when the shown query comes back", async () => {
    const { calls, fetch } = deferred();
    const { controller, view } = harness(fetch, { lastPage: 10 }); // no next page: only the retry remains
    controller.query(BLACK);
    calls[0]!.reject(new Error("timed out"));
    await settle();
    expect(controller.state.failed).toEqual({ kind: "reload", filters: BLACK });
    controller.more("user");
    expect(calls[1]).toMatchObject({ page: 1, filters: BLACK });
    calls[1]!.reject(new Error("timed out"));
    await settle();
    controller.query(SHOWN);
    expect(controller.state.failed).toBeUndefined();
    expect(view.pages).toEqual([{ key: filtersKey(SHOWN), page: 1 }]);
  });
});

describe("Back/Forward to a history entry (the article list's restore)", () => {
  const RED: Filters = { category: "bags", ColorGroup: ["red"] };

  it("loads pages 1..page of the entry's query in order and shows them at once", async () => {
    const { calls, fetch } = deferred();
    const { controller, view } = harness(fetch);
    controller.restore(RED, 3);
    expect(calls.map((c) => c.page)).toEqual([1]);
    calls[0]!.resolve();
    await settle();
    calls[1]!.resolve();
    await settle();
    expect(view.pages).toEqual([{ key: filtersKey(SHOWN), page: 1 }]); // nothing shown until every page is in
    calls[2]!.resolve();
    await settle();
    expect(calls.map((c) => [c.page, c.filters])).toEqual([
      [1, RED],
      [2, RED],
      [3, RED],
    ]);
    expect(view.pages).toEqual([1, 2, 3].map((n) => ({ key: filtersKey(RED), page: n })));
    expect(controller.state).toMatchObject({ filters: RED, lastPage: 3, count: 3 * PAGE_SIZE, loading: undefined });
  });

  it("stops at the query's last page, and does nothing for the entry already shown", async () => {
    const { controller, view } = harness(async (n, filters) => page(n, filters, 30)); // 2 pages
    controller.restore(RED, 5);
    await settle();
    await settle();
    expect(view.pages.map((p) => p.page)).toEqual([1, 2]);
    const states = view.states.length;
    controller.restore(RED, 2);
    expect(view.states).toHaveLength(states);
  });
});

describe("hasMorePages", () => {
  it.each([
    ["before the last page", { lastPage: 3, pageCount: 10, lastAdded: 24, pageSize: 24 }, true],
    ["on the last page", { lastPage: 10, pageCount: 10, lastAdded: 24, pageSize: 24 }, false],
    ["an empty page ends the list", { lastPage: 3, pageCount: 10, lastAdded: 0, pageSize: 24 }, false],
    ["unknown count, after a full page", { lastPage: 3, lastAdded: 24, pageSize: 24 }, true],
    ["unknown count, after a short page", { lastPage: 3, lastAdded: 7, pageSize: 24 }, false],
  ])("%s", (_, input, more) => expect(hasMorePages(input)).toBe(more));
});

// --- races ------------------------------------------------------------------------------------------------------

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

describe("races (fast-check scheduler): never a stale or duplicated grid", () => {
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
          const { controller, view } = harness(fetch);
          let lastQuery = SHOWN;
          const consistent = () => {
            const key = filtersKey(controller.state.filters);
            expect(
              view.pages.every((p) => p.key === key),
              "every page shown is of the query shown",
            ).toBe(true);
            expect(
              view.pages.map((p) => p.page),
              "pages 1..n, each once",
            ).toEqual(view.pages.map((_, i) => i + 1));
            expect(controller.state.lastPage).toBe(view.pages.length);
            expect(controller.state.count).toBe(view.pages.length * PAGE_SIZE);
          };

          s.scheduleSequence(
            commands.map((c) => ({
              label: JSON.stringify(c),
              builder: async () => {
                if (c.kind === "more") controller.more(c.trigger);
                else if (c.kind === "query") controller.query((lastQuery = QUERIES[c.index]!));
                else controller.loadMore(c.action);
                consistent();
              },
            })),
          );
          await s.waitAll();
          await settle(); // the engine's own continuations after the last answer

          consistent();
          expect(maxLive, "one request at a time").toBeLessThanOrEqual(1);
          expect(controller.state.loading, "nothing left loading (no stuck aria-busy)").toBeUndefined();
          if (controller.state.failed?.kind !== "reload") expect(controller.state.filters).toEqual(lastQuery);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000); // 300 interleavings: more than the default 5 s on a busy machine
});
