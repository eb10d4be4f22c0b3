// The looks grid on the listing engine: §4 "Load more (collection and special collection)", §7 "Looks load", §8 "Looks load
// failure", §2 (`page` rewritten without a new history entry), and the races of loads, Back/Forward and answers (fast-check scheduler).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { COLLECTION_LOOKS } from "../../fixtures/looks";
import { looksFragment } from "../../fixtures/fragments/collection";
import { on, type VitrineEvents } from "../../core/events";
import { loadMoreOn, waiting } from "../../core/listing/paging";
import { createLooksFeed, type LooksFeedOptions } from "./feed";
import { lookElements } from "./looks-dom";

function parse(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

/** A feed showing pages 1..`pages` of the collection, as the server renders it. */
function feedOf(pages: number): HTMLElement {
  document.body.innerHTML = `<div data-looks-feed>${Array.from({ length: pages }, (_, i) => looksFragment(i + 1, false)).join("")}</div>`;
  return document.querySelector<HTMLElement>("[data-looks-feed]")!;
}

const ids = (feed: HTMLElement) => lookElements(feed).map((el) => el.dataset.lookId);
const collectionIds = (count: number) => COLLECTION_LOOKS.slice(0, count).map((l) => l.lookId);

function create(feed: HTMLElement, over: Partial<LooksFeedOptions> = {}) {
  const looks = createLooksFeed({
    element: feed,
    feed,
    page: 1,
    declaredTotal: 44,
    canLoadMore: true,
    fetchPage: async (page) => parse(looksFragment(page, false)),
    ...over,
  });
  looks.start();
  return looks;
}

beforeEach(() => history.replaceState(null, "", "/pages/collection.html"));
afterEach(() => document.body.replaceChildren());

describe("mount (§4: checked on mount)", () => {
  it("makes the grid an APG feed and numbers the server's looks against the declared total", () => {
    const feed = feedOf(2);
    const looks = create(feed, { page: 2 });
    expect(feed.getAttribute("role")).toBe("feed");
    expect(feed.getAttribute("aria-busy")).toBe("false");
    expect(lookElements(feed).map((el) => [el.getAttribute("aria-posinset"), el.getAttribute("aria-setsize")])).toEqual(
      Array.from({ length: 16 }, (_, i) => [String(i + 1), "44"]),
    );
    expect(looks.state.value).toMatchObject({ page: 2, count: 16 });
    expect(loadMoreOn(looks.state.value)).toBe(true);
  });

  it.each([
    ["fewer than page × 8 looks are shown", { page: 3 }, 2],
    ["the server rendered no load-more link", { canLoadMore: false }, 1],
    ["the declared total is shown", { page: 1, declaredTotal: 8 }, 1],
  ])("turns the button off when %s", (_, over, pages) => {
    expect(loadMoreOn(create(feedOf(pages), over).state.value)).toBe(false);
  });

  it("numbers with -1 while the total is unknown, and with the count once every look is shown", () => {
    const open = feedOf(1);
    create(open, { declaredTotal: undefined });
    expect(lookElements(open)[0]!.getAttribute("aria-setsize")).toBe("-1");
    const ended = feedOf(1);
    create(ended, { declaredTotal: undefined, canLoadMore: false });
    expect(lookElements(ended)[0]!.getAttribute("aria-setsize")).toBe("8");
  });
});

describe("load more (§4, §7 Looks load)", () => {
  it("asks for the next page, appends its looks, rewrites `page` on the same entry, focuses the first new look", async () => {
    const feed = feedOf(1);
    const fetchPage = vi.fn(async (page: number) => parse(looksFragment(page, false)));
    const looks = create(feed, { fetchPage });
    const entries = history.length;
    await looks.loadMore();
    expect(fetchPage).toHaveBeenCalledWith(2, expect.any(AbortSignal));
    expect(ids(feed)).toEqual(collectionIds(16));
    expect(lookElements(feed)[15]!.getAttribute("aria-posinset")).toBe("16");
    expect(location.search).toBe("?page=2");
    expect(history.length).toBe(entries);
    expect(history.state).toEqual({ vitrine: "collection", page: 2 });
    expect(document.activeElement).toBe(lookElements(feed)[8]);
    expect(looks.state.value).toMatchObject({ page: 2, count: 16 });
    expect(looks.state.value.failed).toBeUndefined();
    expect(loadMoreOn(looks.state.value)).toBe(true);
    expect(looks.announcer.text("en")).toBe("8 more looks loaded");
  });

  it("keeps the state the entry already had, and the hash", async () => {
    history.replaceState({ vitrine: "collection", lookId: "L03" }, "", "/pages/collection.html#look-id=L03");
    const looks = create(feedOf(1));
    await looks.loadMore();
    expect(location.href).toMatch(/\?page=2#look-id=L03$/);
    expect(history.state).toEqual({ vitrine: "collection", lookId: "L03", page: 2 });
  });

  it("holds the room of the page with placeholders while waiting, then swaps them for the looks", async () => {
    const feed = feedOf(1);
    let answer!: (fragment: DocumentFragment) => void;
    const looks = create(feed, { fetchPage: () => new Promise((resolve) => (answer = resolve)) });
    const loading = looks.loadMore();
    expect(feed.getAttribute("aria-busy")).toBe("true");
    expect(feed.querySelectorAll(".vitrine-looks__placeholder")).toHaveLength(8);
    const placeholder = feed.querySelector(".vitrine-looks__placeholder")!;
    expect([...placeholder.querySelectorAll("*")].some((el) => [...el.attributes].some((a) => /^(data-|id$|href$)/.test(a.name)))).toBe(
      false,
    );
    expect(looks.state.value).toMatchObject({ loading: { kind: "more", page: 2 } });
    expect(waiting(looks.state.value)).toBe("more");
    expect(looks.announcer.text("en")).toBe("Loading…");
    answer(parse(looksFragment(2, false)));
    await loading;
    expect(feed.querySelector(".vitrine-looks__pending")).toBeNull();
    expect(feed.getAttribute("aria-busy")).toBe("false");
  });

  it("appends only the looks of a response that wraps them", async () => {
    const feed = feedOf(1);
    const looks = create(feed, { fetchPage: async () => parse(`<div class="wrapper"><p>ignored</p>${looksFragment(2, false)}</div>`) });
    await looks.loadMore();
    expect(ids(feed)).toEqual(collectionIds(16));
    expect(feed.querySelector(".wrapper")).toBeNull();
  });

  it("turns off on a short page (§9: fewer than 8) and sets the now-known feed size on every look", async () => {
    const feed = feedOf(5);
    const looks = create(feed, { page: 5, declaredTotal: undefined });
    await looks.loadMore();
    expect(ids(feed)).toHaveLength(44);
    expect(looks.state.value).toMatchObject({ page: 6 });
    expect(loadMoreOn(looks.state.value)).toBe(false);
    expect(new Set(lookElements(feed).map((el) => el.getAttribute("aria-setsize")))).toEqual(new Set(["44"]));
  });

  it("focuses the last look when the next page turns out empty", async () => {
    const feed = feedOf(1);
    const looks = create(feed, { declaredTotal: undefined, fetchPage: async () => parse("") });
    await looks.loadMore();
    expect(loadMoreOn(looks.state.value)).toBe(false);
    expect(document.activeElement).toBe(lookElements(feed)[7]);
  });

  it("ignores load more while waiting and once off", async () => {
    const fetchPage = vi.fn(async (page: number) => parse(looksFragment(page, false)));
    const looks = create(feedOf(1), { fetchPage });
    await Promise.all([looks.loadMore(), looks.loadMore(), looks.loadMore()]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    const off = create(feedOf(1), { canLoadMore: false, fetchPage });
    await off.loadMore();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe("failure (§8: looks load failure)", () => {
  it("clears the waiting state and the placeholders, turns the button off and propagates the error", async () => {
    const feed = feedOf(1);
    const error = new Error("HTTP 503");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const reported: VitrineEvents["error"][] = [];
    const off = on("error", (detail) => reported.push(detail));
    const looks = create(feed, { fetchPage: async () => Promise.reject(error) });
    await looks.loadMore();
    off();
    expect(reported).toEqual([{ widget: "collection-looks", element: "div", message: "looks load failed: HTTP 503" }]);
    expect(errors).toHaveBeenCalledWith("[vitrine] collection-looks on div: looks load failed: HTTP 503", error);
    expect(looks.state.value).toMatchObject({ failed: { kind: "more", page: 2 }, page: 1 });
    expect(waiting(looks.state.value)).toBe("none");
    expect(loadMoreOn(looks.state.value)).toBe(false);
    expect(looks.announcer.text("en")).toBe("More looks could not be loaded.");
    expect(feed.getAttribute("aria-busy")).toBe("false");
    expect(feed.querySelector(".vitrine-looks__pending")).toBeNull();
    expect(ids(feed)).toEqual(collectionIds(8));
    expect(location.search).toBe("");
  });

  it("keeps the failed page for a retry in place, and every look stays reachable after it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // the failure's report
    const feed = feedOf(1);
    let down = true;
    const fetchPage = vi.fn(async (page: number) => (down ? Promise.reject(new Error("HTTP 500")) : parse(looksFragment(page, false))));
    const looks = create(feed, { fetchPage });
    await looks.loadMore();
    expect(looks.state.value).toMatchObject({ failed: { page: 2 } });
    expect(loadMoreOn(looks.state.value)).toBe(false);
    expect(lookElements(feed)[0]!.getAttribute("aria-setsize")).toBe("44");
    down = false;
    await looks.loadMore();
    expect(fetchPage).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    for (let page = 3; page <= 6; page++) await looks.loadMore();
    expect(ids(feed)).toEqual(collectionIds(44));
    expect(looks.state.value).toMatchObject({ page: 6, count: 44 });
    expect(looks.state.value.failed).toBeUndefined();
    expect(loadMoreOn(looks.state.value)).toBe(false);
  });
});

describe("cancel (Back/Forward mid-load)", () => {
  it("aborts the request, drops the placeholders and ignores the late answer; the button stays on", async () => {
    const feed = feedOf(1);
    let signal!: AbortSignal;
    let answer!: (fragment: DocumentFragment) => void;
    const looks = create(feed, {
      fetchPage: (_, s) => ((signal = s), new Promise((resolve) => (answer = resolve))),
    });
    const loading = looks.loadMore();
    looks.cancel();
    expect(signal.aborted).toBe(true);
    expect(feed.querySelector(".vitrine-looks__pending")).toBeNull();
    expect(feed.getAttribute("aria-busy")).toBe("false");
    answer(parse(looksFragment(2, false)));
    await loading;
    expect(ids(feed)).toEqual(collectionIds(8));
    expect(looks.state.value).toMatchObject({ page: 1 });
    expect(waiting(looks.state.value)).toBe("none");
    expect(loadMoreOn(looks.state.value)).toBe(true);
    expect(looks.announcer.text("en")).toBe("");
    expect(location.search).toBe("");
  });
});

describe("races (fast-check scheduler)", () => {
  it("clicks, Back/Forward and answers in any order: one request at a time, never a duplicated or stale grid", async () => {
    const command = fc.constantFrom("more" as const, "more" as const, "back" as const);
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(command, { minLength: 1, maxLength: 16 }), async (s, commands) => {
        history.replaceState(null, "", "/pages/collection.html");
        const feed = feedOf(1);
        let live = 0;
        let mostLive = 0;
        const fetchPage = async (page: number, signal: AbortSignal) => {
          mostLive = Math.max(mostLive, ++live);
          signal.addEventListener("abort", () => live--);
          const html = await s.schedule(Promise.resolve(looksFragment(page, false)), `answer to page ${page}`);
          if (!signal.aborted) live--;
          return parse(html);
        };
        const looks = create(feed, { fetchPage });
        for (const c of commands) void s.schedule(Promise.resolve(c), c).then(() => (c === "more" ? looks.loadMore() : looks.cancel()));
        // The answers pass through the engine's own awaits: let their continuations run too.
        do {
          await s.waitAll();
          await new Promise((resolve) => setTimeout(resolve));
        } while (s.count() > 0);

        const state = looks.state.value;
        expect(mostLive).toBe(commands.includes("more") ? 1 : 0);
        expect(ids(feed)).toEqual(collectionIds(state.count));
        expect(state.count).toBe(Math.min(state.page * 8, COLLECTION_LOOKS.length));
        expect(loadMoreOn(state)).toBe(state.count < COLLECTION_LOOKS.length);
        expect(waiting(state)).toBe("none");
        expect(feed.getAttribute("aria-busy")).toBe("false");
        expect(feed.querySelector(".vitrine-looks__pending")).toBeNull();
        expect(location.search).toBe(state.page > 1 ? `?page=${state.page}` : "");
      }),
      { numRuns: 100 },
    );
    // 100 replays through the DOM take ~16 s alone and passed 30 s at a load of 20+: the bound is for a hang only.
  }, 120_000);
});
