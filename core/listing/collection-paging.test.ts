// §4 "Load more (collection and special collection)", §8 "Special collection and looks", §9 "Paging and URLs".
import { describe, expect, it } from "vitest";
import {
  cancelled,
  failed,
  hasMorePages,
  loaded,
  mountPaging,
  showsButton,
  startCategory,
  startMore,
  startNext,
  type PagingState,
} from "./collection-paging";

const idle = (over: Partial<PagingState> = {}): PagingState => ({
  waiting: "none",
  active: true,
  page: 1,
  count: 8,
  category: "all",
  ...over,
});

describe("mountPaging (§4: checked on mount)", () => {
  it.each([
    // [what, input, active]
    ["special collection below its total", { page: 1, count: 12, category: "all", totalCount: 40 }, true],
    ["special collection at its total", { page: 2, count: 40, category: "all", totalCount: 40 }, false],
    ["special collection past its total", { page: 2, count: 41, category: "all", totalCount: 40 }, false],
    ["looks: page 2 shows 16", { page: 2, count: 16, category: "all", perPage: 8 }, true],
    ["looks: page 2 shows fewer than 2 × 8", { page: 2, count: 15, category: "all", perPage: 8 }, false],
  ])("%s", (_, input, active) => {
    expect(mountPaging(input)).toMatchObject({ waiting: "none", active, page: input.page, count: input.count });
  });
});

describe("startMore (§4: one request at a time)", () => {
  it("asks for the next page of the current category with the load-more spinner", () => {
    expect(startMore(idle({ page: 3, category: "bags" }))).toEqual({
      state: expect.objectContaining({ waiting: "more" }),
      request: { page: 4, category: "bags", kind: "more" },
    });
  });
  it.each([
    ["waiting for more", { waiting: "more" as const }],
    ["waiting for a category", { waiting: "category" as const }],
    ["turned off", { active: false }],
  ])("is ignored while %s", (_, over) => expect(startMore(idle(over))).toBeUndefined());
});

describe("startCategory (§4: switching to a category that differs)", () => {
  it("resets page and count to 0, resets the button and asks for page 1 with the category spinner", () => {
    expect(startCategory(idle({ page: 3, count: 24, active: false }), "shoes")).toEqual({
      state: expect.objectContaining({ waiting: "category", active: true, page: 0, count: 0, category: "shoes" }),
      request: { page: 1, category: "shoes", kind: "category" },
    });
  });
  it("ignores the current category", () => expect(startCategory(idle({ category: "shoes" }), "shoes")).toBeUndefined());
  it("ignores a tab switch while waiting", () => expect(startCategory(idle({ waiting: "more" }), "shoes")).toBeUndefined());
});

describe("loaded (§4: after a load)", () => {
  it("increments the page and adds the count", () => {
    expect(loaded(idle({ waiting: "more", page: 1, count: 8 }), { added: 8, totalCount: 40 })).toMatchObject({
      waiting: "none",
      page: 2,
      count: 16,
      totalCount: 40,
      active: true,
    });
  });
  it("turns the button off when the count reaches the total the response declared", () => {
    expect(loaded(idle({ waiting: "more", count: 32, totalCount: 40 }), { added: 8, totalCount: 40 })).toMatchObject({
      active: false,
      count: 40,
    });
  });
  it("keeps the previous total when the response declares none", () => {
    expect(loaded(idle({ waiting: "more", count: 8, totalCount: 12 }), { added: 4 })).toMatchObject({ active: false, totalCount: 12 });
  });
  it("turns the button off when a looks page returns fewer than 8 (§9)", () => {
    expect(loaded(idle({ waiting: "more" }), { added: 7, perPage: 8 })).toMatchObject({ active: false, page: 2 });
    expect(loaded(idle({ waiting: "more" }), { added: 8, perPage: 8 })).toMatchObject({ active: true });
  });
  it("after a category switch lands on page 1", () => {
    const switched = startCategory(idle({ page: 4 }), "bags")!.state;
    expect(loaded(switched, { added: 12, totalCount: 30 })).toMatchObject({ page: 1, count: 12, category: "bags", active: true });
  });
});

describe("failed (§8: load failure) and its retry (issue 8: a failed load more must not strand the shopper)", () => {
  const request = { page: 3, category: "all", kind: "more" } as const;

  it("clears the waiting state and turns load more off, keeping the failed request", () => {
    expect(failed(idle({ waiting: "more", page: 2 }), request)).toMatchObject({ waiting: "none", active: false, failed: request });
  });

  it("keeps the button for the retry, which asks for the same page again", () => {
    const down = failed(idle({ waiting: "more", page: 2, count: 16 }), request);
    expect(showsButton(down)).toBe(true);
    expect(startMore(down)).toBeUndefined();
    expect(startNext(down)).toEqual({ state: idle({ waiting: "more", page: 2, count: 16 }), request });
  });

  it("retries a failed tab switch as page 1 of that category, with the category spinner", () => {
    const switched = startCategory(idle({ page: 2, count: 24 }), "bags")!;
    const down = failed(switched.state, switched.request);
    expect(startNext(down)).toEqual({
      state: { ...switched.state, failed: undefined },
      request: { page: 1, category: "bags", kind: "category" },
    });
  });

  it("forgets the failure once a load lands; the button then follows the total again", () => {
    const retried = startNext(failed(idle({ waiting: "more", page: 2, count: 16, totalCount: 24 }), request))!.state;
    const after = loaded(retried, { added: 8 });
    expect(after.failed).toBeUndefined();
    expect(showsButton(after)).toBe(false);
  });
});

describe("cancelled (Back/Forward mid-load)", () => {
  it("clears the waiting state and keeps the button, page and count", () => {
    const waiting = startMore(idle({ page: 2, count: 16 }))!.state;
    expect(cancelled(waiting)).toEqual(idle({ page: 2, count: 16 }));
  });
});

describe("hasMorePages (§4: when a list goes on, for both engines)", () => {
  it.each([
    ["special collection below its total", { lastPage: 1, lastAdded: 12, count: 12, totalCount: 40 }, true],
    ["special collection at its total", { lastPage: 4, lastAdded: 4, count: 40, totalCount: 40 }, false],
    ["special collection: an empty page below the total does not end it", { lastPage: 2, lastAdded: 0, count: 12, totalCount: 40 }, true],
    ["looks: a full page of 8", { lastPage: 2, lastAdded: 8, pageSize: 8, count: 16 }, true],
    ["looks: a short page", { lastPage: 6, lastAdded: 4, pageSize: 8, count: 44 }, false],
    ["looks: a full last page at the declared total", { lastPage: 5, lastAdded: 8, pageSize: 8, count: 40, totalCount: 40 }, false],
    ["generic: before the last page", { lastPage: 3, pageCount: 10, lastAdded: 24, pageSize: 24, count: 72, totalCount: 240 }, true],
    ["generic: the last page", { lastPage: 10, pageCount: 10, lastAdded: 24, pageSize: 24, count: 240, totalCount: 240 }, false],
    ["generic: an empty page", { lastPage: 3, pageCount: 10, lastAdded: 0, pageSize: 24 }, false],
  ])("%s → %s", (_, input, more) => expect(hasMorePages(input)).toBe(more));
});
