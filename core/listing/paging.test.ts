// The one listing state machine, tabled against the spec: §4 "Load more (collection and special collection)", §4
// "Load more (generic listings)", §8 "Special collection and looks", §9 "Paging and URLs". The collection rows run
// under the collection rules (a tab switch ignored while waiting, clearing the grid at once), the generic ones under
// the generic rules (the latest query wins); every expectation is written out.
import { describe, expect, it } from "vitest";
import {
  arrived,
  cancel,
  failed,
  feedSize,
  hasMorePages,
  loadMoreOn,
  mount,
  next,
  restore,
  restoreBase,
  showsButton,
  switchTo,
  waiting,
  type ListingRules,
  type ListingState,
  type Load,
} from "./paging";

const ON = { active: true, visible: true };
const OFF = { active: false, visible: false };

/** §4 collection: special collection and looks. */
const COLLECTION: ListingRules<string> = { keyOf: (c) => c, newQuery: "ignored-while-waiting", dropOnSwitch: "at-once", remember: true };
/** §4 generic, as the product listing: the latest query wins, the grid stays until page 1 of the new query is in. */
const GENERIC: ListingRules<string> = { keyOf: (q) => q, newQuery: "latest-wins", dropOnSwitch: "on-arrival" };
/** §4 generic, as the article list and the editorial search: a failed new query empties the list. */
const EMPTIED: ListingRules<string> = { ...GENERIC, dropOnSwitch: "on-failure" };

const idle = (over: Partial<ListingState<string>> = {}): ListingState<string> => ({
  query: "all",
  page: 1,
  count: 8,
  lastAdded: 8,
  loadMore: ON,
  ...over,
});

const more = (page: number, query = "all", byUser = true): Load<string> => ({ kind: "more", query, page, upTo: page, byUser });
const switchLoad = (query: string): Load<string> => ({ kind: "switch", query, page: 1, upTo: 1, byUser: false });

describe("mount (§4: checked on mount)", () => {
  it.each([
    // [what, input, load more on]
    ["special collection below its total", { page: 1, count: 12, query: "all", totalCount: 40 }, true],
    ["special collection at its total", { page: 2, count: 40, query: "all", totalCount: 40 }, false],
    ["special collection past its total", { page: 2, count: 41, query: "all", totalCount: 40 }, false],
    ["looks: page 2 shows 16", { page: 2, count: 16, query: "all", pageSize: 8 }, true],
    ["looks: page 2 shows fewer than 2 × 8", { page: 2, count: 15, query: "all", pageSize: 8 }, false],
    ["looks: the server rendered no load-more link", { page: 1, count: 8, query: "all", pageSize: 8, loadMore: OFF }, false],
  ])("%s", (_, input, on) => {
    const state = mount(input);
    expect(state).toMatchObject({ page: input.page, count: input.count });
    expect(waiting(state)).toBe("none");
    expect(state.failed).toBeUndefined();
    expect(loadMoreOn(state)).toBe(on);
  });
});

describe("next (§4: one request at a time)", () => {
  it("asks for the next page of the current category with the load-more spinner", () => {
    const step = next(idle({ page: 3, query: "bags" }), "user");
    expect(step).toEqual({
      state: expect.objectContaining({ loading: more(4, "bags") }),
      start: more(4, "bags"),
    });
    expect(waiting(step!.state)).toBe("more");
  });
  it.each([
    ["waiting for more", { loading: more(2) }],
    ["waiting for a category", { page: 0, count: 0, query: "bags", loading: switchLoad("bags") }],
    ["turned off", { loadMore: OFF }],
    ["disabled (§4 generic)", { loadMore: { active: false, visible: true } }],
    ["at the total", { count: 40, totalCount: 40 }],
    ["after a short page (looks)", { lastAdded: 7, pageSize: 8 }],
  ])("is ignored while %s", (_, over) => expect(next(idle(over), "user")).toBeUndefined());

  it("auto-load asks for the next page as the listing's, the button as the user's", () => {
    expect(next(idle(), "auto")?.start).toEqual(more(2, "all", false));
    expect(next(idle(), "user")?.start).toEqual(more(2, "all", true));
  });

  it("the button pressed while auto-load fetches that page makes it the user's, without a second request", () => {
    expect(next(idle({ loading: more(2, "all", false) }), "user")).toEqual({ state: idle({ loading: more(2, "all", true) }) });
    expect(next(idle({ loading: more(2, "all", false) }), "auto")).toBeUndefined();
  });
});

describe("switchTo under the collection rules (§4: switching to a category that differs)", () => {
  it("resets page and count to 0, resets the button, clears the grid and asks for page 1 with the category spinner", () => {
    const step = switchTo(COLLECTION, idle({ page: 3, count: 24, totalCount: 24 }), "shoes");
    expect(step).toEqual({
      state: idle({ query: "shoes", page: 0, count: 0, lastAdded: 0, totalCount: 24, loading: switchLoad("shoes") }),
      start: switchLoad("shoes"),
      cleared: true,
    });
    expect(loadMoreOn(step!.state)).toBe(true);
    expect(waiting(step!.state)).toBe("query");
  });
  it("ignores the current category", () => expect(switchTo(COLLECTION, idle({ query: "shoes" }), "shoes")).toBeUndefined());
  it("ignores a tab switch while waiting", () => expect(switchTo(COLLECTION, idle({ loading: more(2) }), "shoes")).toBeUndefined());
  it("after a failed switch, the failed category is the current one: its tab is ignored, the button retries", () => {
    const down = failed(COLLECTION, switchTo(COLLECTION, idle(), "shoes")!.state, switchLoad("shoes")).state;
    expect(switchTo(COLLECTION, down, "shoes")).toBeUndefined();
    expect(next(down, "user")?.start).toEqual({ ...switchLoad("shoes"), byUser: true });
  });
});

describe("switchTo under the generic rules (a new query: listing-query, filters, a search)", () => {
  const failedSwitch = idle({ failed: switchLoad("red") });
  it.each([
    // [what, state, query, step]
    [
      "idle, another query: page 1 of it; the grid stays",
      idle(),
      "red",
      { state: idle({ loading: switchLoad("red") }), start: switchLoad("red") },
    ],
    ["idle, the query shown: nothing", idle(), "all", undefined],
    ["loading more, the query shown: nothing", idle({ loading: more(2) }), "all", undefined],
    [
      "loading more, another query: it supersedes",
      idle({ loading: more(2) }),
      "red",
      { state: idle({ loading: switchLoad("red") }), start: switchLoad("red") },
    ],
    ["loading a query, the same one: nothing", idle({ loading: switchLoad("red") }), "red", undefined],
    ["loading a query, the query shown: that load is dropped", idle({ loading: switchLoad("red") }), "all", { state: idle(), abort: true }],
    [
      "loading a query, a third one: it supersedes",
      idle({ loading: switchLoad("red") }),
      "blue",
      { state: idle({ loading: switchLoad("blue") }), start: switchLoad("blue") },
    ],
    ["a failed query, the query shown: the failure is forgotten", failedSwitch, "all", { state: idle(), abort: true }],
    [
      "a failed query, that query again: asked again",
      failedSwitch,
      "red",
      { state: idle({ loading: switchLoad("red") }), start: switchLoad("red") },
    ],
    ["a failed load more, the query shown: the failure stays", idle({ failed: more(2) }), "all", undefined],
  ])("%s", (_, state, query, step) => expect(switchTo(GENERIC, state, query)).toEqual(step));

  it("a failed query empties the list under `on-failure`; after it, the query before is asked again, the failed one too", () => {
    const down = failed(EMPTIED, idle({ loading: switchLoad("red") }), switchLoad("red"));
    expect(down).toEqual({ state: idle({ query: "red", page: 0, count: 0, lastAdded: 0, failed: switchLoad("red") }), cleared: true });
    expect(switchTo(EMPTIED, down.state, "all")?.start).toEqual(switchLoad("all"));
    expect(switchTo(EMPTIED, down.state, "red")?.start).toEqual(switchLoad("red"));
  });

  it("a failed query keeps the list under `on-arrival`", () => {
    expect(failed(GENERIC, idle({ loading: switchLoad("red") }), switchLoad("red"))).toEqual({
      state: idle({ failed: switchLoad("red") }),
      cleared: false,
    });
  });
});

describe("arrived (§4: after a load)", () => {
  it("increments the page and adds the count", () => {
    const state = arrived(COLLECTION, idle({ loading: more(2), count: 8 }), more(2), [{ page: 2, added: 8, totalCount: 40 }]);
    expect(state).toEqual(idle({ page: 2, count: 16, lastAdded: 8, totalCount: 40 }));
    expect(loadMoreOn(state)).toBe(true);
  });
  it("turns the button off when the count reaches the total the response declared", () => {
    const state = arrived(COLLECTION, idle({ loading: more(2), count: 32, totalCount: 40 }), more(2), [
      { page: 2, added: 8, totalCount: 40 },
    ]);
    expect(state).toMatchObject({ count: 40 });
    expect(loadMoreOn(state)).toBe(false);
  });
  it("keeps the previous total when the response declares none", () => {
    const state = arrived(COLLECTION, idle({ loading: more(2), count: 8, totalCount: 12 }), more(2), [{ page: 2, added: 4 }]);
    expect(state).toMatchObject({ totalCount: 12 });
    expect(loadMoreOn(state)).toBe(false);
  });
  it("turns the button off when a looks page returns fewer than 8 (§9)", () => {
    const short = arrived(COLLECTION, idle({ loading: more(2), pageSize: 8 }), more(2), [{ page: 2, added: 7 }]);
    expect(short).toMatchObject({ page: 2 });
    expect(loadMoreOn(short)).toBe(false);
    expect(loadMoreOn(arrived(COLLECTION, idle({ loading: more(2), pageSize: 8 }), more(2), [{ page: 2, added: 8 }]))).toBe(true);
  });
  it("after a category switch lands on page 1", () => {
    const switched = switchTo(COLLECTION, idle({ page: 4 }), "bags")!.state;
    const state = arrived(COLLECTION, switched, switchLoad("bags"), [{ page: 1, added: 12, totalCount: 30 }]);
    expect(state).toMatchObject({ page: 1, count: 12, query: "bags" });
    expect(loadMoreOn(state)).toBe(true);
  });
  it("page 1 of a new query (generic) replaces the pages shown", () => {
    const state = arrived(GENERIC, idle({ page: 3, count: 24, loading: switchLoad("red") }), switchLoad("red"), [{ page: 1, added: 5 }]);
    expect(state).toEqual(idle({ query: "red", page: 1, count: 5, lastAdded: 5 }));
  });
  it("Back/Forward's pages (generic) replace the pages shown, all at once", () => {
    const load: Load<string> = { kind: "restore", query: "red", page: 1, upTo: 2, byUser: false };
    const state = arrived(GENERIC, idle({ loading: load }), load, [
      { page: 1, added: 8, pageCount: 5 },
      { page: 2, added: 8, pageCount: 5 },
    ]);
    expect(state).toEqual(idle({ query: "red", page: 2, count: 16, lastAdded: 8, pageCount: 5 }));
  });
});

describe("failed (§8: load failure) and its retry (a failed load more must not strand the shopper)", () => {
  const request = more(3);

  it("clears the waiting state and turns load more off, keeping the failed request", () => {
    const { state } = failed(COLLECTION, idle({ loading: request, page: 2 }), request);
    expect(state).toMatchObject({ loading: undefined, page: 2, failed: request });
    expect(loadMoreOn(state)).toBe(false);
    expect(waiting(state)).toBe("none");
  });

  it("keeps the button for the retry, which asks for the same page again; auto-load waits for it", () => {
    const { state: down } = failed(COLLECTION, idle({ loading: request, page: 2, count: 16 }), request);
    expect(showsButton(down)).toBe(true);
    expect(next(down, "auto")).toBeUndefined();
    expect(next(down, "user")).toEqual({ state: idle({ page: 2, count: 16, loading: request }), start: request });
  });

  it("retries a failed tab switch as page 1 of that category, with the category spinner", () => {
    const switched = switchTo(COLLECTION, idle({ page: 2, count: 24 }), "bags")!;
    const { state: down } = failed(COLLECTION, switched.state, switched.start!);
    const retry = next(down, "user")!;
    expect(retry).toEqual({
      state: { ...switched.state, loading: { ...switchLoad("bags"), byUser: true } },
      start: { ...switchLoad("bags"), byUser: true },
    });
    expect(waiting(retry.state)).toBe("query");
  });

  it("forgets the failure once a load lands; the button then follows the total again", () => {
    const { state: down } = failed(COLLECTION, idle({ loading: request, page: 2, count: 16, totalCount: 24 }), request);
    const retried = next(down, "user")!.state;
    const after = arrived(COLLECTION, retried, request, [{ page: 3, added: 8 }]);
    expect(after.failed).toBeUndefined();
    expect(showsButton(after)).toBe(false);
  });
});

describe("cancel (Back/Forward mid-load)", () => {
  it("clears the waiting state and keeps the button, page and count", () => {
    const loading = next(idle({ page: 2, count: 16 }), "user")!.state;
    expect(cancel(loading)).toEqual({ state: idle({ page: 2, count: 16 }), abort: true });
  });
  it("does nothing when nothing is in flight", () => expect(cancel(idle())).toBeUndefined());
});

describe("restore (§2 Back/Forward)", () => {
  const entry = (page: number, upTo: number, query = "all"): Load<string> => ({ kind: "restore", query, page, upTo, byUser: false });

  it("without memory: pages 1..page of the entry, the list unchanged until they are in", () => {
    expect(restore(GENERIC, idle(), "red", 3)).toEqual({ state: idle({ loading: entry(1, 3, "red") }), start: entry(1, 3, "red") });
  });
  it("nothing to do for the entry shown, idle; mid-load it is asked again", () => {
    expect(restore(GENERIC, idle(), "all", 1)).toBeUndefined();
    expect(restore(GENERIC, idle({ loading: more(2) }), "all", 1)?.start).toEqual(entry(1, 1));
  });
  it("with memory: what it holds shows at once, the rest is asked for from the next page", () => {
    expect(restore(COLLECTION, idle({ query: "bags" }), "all", 4, { page: 2, count: 16, totalCount: 40 })).toEqual({
      state: idle({ page: 2, count: 16, lastAdded: 16, totalCount: 40, loading: entry(3, 4) }),
      start: entry(3, 4),
    });
  });
  it("with memory holding the entry's page: no request", () => {
    expect(restore(COLLECTION, idle({ query: "bags" }), "all", 2, { page: 2, count: 16, totalCount: 40 })).toEqual({
      state: idle({ page: 2, count: 16, lastAdded: 16, totalCount: 40 }),
      abort: true,
    });
  });
  it("with memory, nothing remembered: the grid is empty and page 1 is next, with the category spinner", () => {
    const step = restore(COLLECTION, idle({ query: "bags" }), "all", 2, { page: 0, count: 0 });
    expect(step?.start).toEqual(entry(1, 2));
    expect(waiting(step!.state)).toBe("query");
  });
  it("with memory, the list ends before the entry's page: no request", () => {
    expect(restore(COLLECTION, idle({ query: "bags" }), "all", 5, { page: 2, count: 11, totalCount: 11 })?.start).toBeUndefined();
  });
});

describe("feedSize (APG feed: aria-setsize)", () => {
  it.each([
    ["the declared total", idle({ totalCount: 44 }), 44],
    ["unknown while the list goes on", idle({ pageSize: 8 }), -1],
    ["the count once a short page ended the list", idle({ page: 6, count: 44, lastAdded: 4, pageSize: 8 }), 44],
    ["the count when the server rendered no link", idle({ loadMore: OFF }), 8],
    ["unknown after a failure (the retry may bring more)", idle({ loadMore: OFF, failed: more(2) }), -1],
    ["unknown while loading", idle({ lastAdded: 4, pageSize: 8, loading: more(2) }), -1],
  ])("%s", (_, state, size) => expect(feedSize(state)).toBe(size));
});

describe("hasMorePages (§4: when a list goes on, for every listing)", () => {
  it.each([
    ["special collection below its total", { page: 1, lastAdded: 12, count: 12, totalCount: 40 }, true],
    ["special collection at its total", { page: 4, lastAdded: 4, count: 40, totalCount: 40 }, false],
    ["special collection: an empty page below the total does not end it", { page: 2, lastAdded: 0, count: 12, totalCount: 40 }, true],
    ["looks: a full page of 8", { page: 2, lastAdded: 8, pageSize: 8, count: 16 }, true],
    ["looks: a short page", { page: 6, lastAdded: 4, pageSize: 8, count: 44 }, false],
    ["looks: a full last page at the declared total", { page: 5, lastAdded: 8, pageSize: 8, count: 40, totalCount: 40 }, false],
    ["generic: before the last page", { page: 3, pageCount: 10, lastAdded: 24, pageSize: 24, count: 72, totalCount: 240 }, true],
    ["generic: the last page", { page: 10, pageCount: 10, lastAdded: 24, pageSize: 24, count: 240, totalCount: 240 }, false],
    ["generic: an empty page", { page: 3, pageCount: 10, lastAdded: 0, pageSize: 24 }, false],
    ["before the last page", { page: 3, pageCount: 10, lastAdded: 24, pageSize: 24 }, true],
    ["on the last page", { page: 10, pageCount: 10, lastAdded: 24, pageSize: 24 }, false],
    ["an empty page ends the list", { page: 3, pageCount: 10, lastAdded: 0, pageSize: 24 }, false],
    ["unknown count, after a full page", { page: 3, lastAdded: 24, pageSize: 24 }, true],
    ["unknown count, after a short page", { page: 3, lastAdded: 7, pageSize: 24 }, false],
  ])("%s → %s", (_, input, goesOn) => expect(hasMorePages(input)).toBe(goesOn));
});

describe("restoreBase (Back/Forward: the most memory can show at once)", () => {
  const blocks = [
    { page: 1, added: 12 },
    { page: 2, added: 12 },
    { page: 5, added: 36 },
  ];
  it.each([
    [1, { page: 1, count: 12 }],
    [2, { page: 2, count: 24 }],
    [4, { page: 2, count: 24 }],
    [5, { page: 5, count: 60 }],
    [9, { page: 5, count: 60 }],
  ])("page %d → %j", (target, base) => expect(restoreBase(blocks, target)).toEqual(base));
  it("a server-rendered block (pages 1..3 together) cannot be split", () => {
    expect(restoreBase([{ page: 3, added: 36 }], 2)).toEqual({ page: 0, count: 0 });
  });
});
