// The listing kit (kit.ts) on a bare list: the four history modes of §2 (push: special collection; rewrite: collection
// looks; replace: product listings, `page` omitted for page 1; follow), Back/Forward through the one popstate path,
// the reader's place kept for a Back that fetches again, focus after a load (§4), the live region and the failure
// report (§8). Each widget's own tests and the e2e specs run the same kit on the real listings.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emit, on, type VitrineEvents } from "../events";
import { withQuery } from "../url-state";
import { bindListing, type History, type ListingKitOptions } from "./kit";
import { onBackForward } from "./history";
import type { ListingRules } from "./paging";

const PAGE_SIZE = 2;
const TOTAL = 6;

/** Page `page` of `query`: two items named after them (the last page may be shorter). */
function itemsOf(query: string, page: number): HTMLElement[] {
  const first = (page - 1) * PAGE_SIZE + 1;
  return Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, TOTAL - first + 1)) }, (_, i) => {
    const item = document.createElement("li");
    item.tabIndex = -1;
    item.textContent = `${query} ${first + i}`;
    return item;
  });
}

const readQuery = () => ({
  query: new URLSearchParams(location.search).get("category") ?? "all",
  page: Number(new URLSearchParams(location.search).get("page") ?? 1),
});
const writeQuery = ({ query, page }: { query: string; page: number }) =>
  withQuery(location.href, { category: query, page: page > 1 ? page : null });

let list: HTMLElement;
let stop: (() => void) | undefined;
const shown = () => [...list.children].map((item) => item.textContent);
const settle = () => new Promise((resolve) => setTimeout(resolve));
/** Dispatches popstate as the browser does once the URL and state are the entry's. */
function goTo(href: string, state: unknown = null): void {
  history.replaceState(state, "", href);
  dispatchEvent(new PopStateEvent("popstate", { state }));
}

function listing(history: History<string>, over: Partial<ListingKitOptions<string, HTMLElement[]>> = {}) {
  const rules: ListingRules<string> = { keyOf: (q) => q, newQuery: "latest-wins", dropOnSwitch: "on-arrival" };
  const { query, page } = readQuery();
  for (let p = 1; p <= page; p++) list.append(...itemsOf(query, p));
  const bound = bindListing<string, HTMLElement[]>({
    widget: "test-listing",
    element: list,
    rules,
    initial: { query, page, count: list.children.length, pageSize: PAGE_SIZE, totalCount: TOTAL },
    fetchPage: async (page, query) => {
      const body = itemsOf(query, page);
      return { body, added: body.length, totalCount: TOTAL };
    },
    read: readQuery,
    history,
    render({ keep, pages }) {
      const added = pages.flatMap((p) => p.body);
      [...list.children].slice(keep).forEach((item) => item.remove());
      list.append(...added);
      return added;
    },
    items: () => [...list.children] as HTMLElement[],
    voice: {
      loaded:
        ({ pages }) =>
        () =>
          `${pages.length} loaded`,
      failed: () => () => "failed",
    },
    report: (error) => `load failed: ${String(error)}`,
    ...over,
  });
  stop = bound.start();
  return bound;
}

const push: History<string> = {
  mode: "push",
  title: "special-collection",
  write: writeQuery,
  state: ({ query, page }) => ({ page, category: query }),
};
const rewrite: History<string> = { mode: "rewrite", title: "collection", write: writeQuery };
const replace: History<string> = { mode: "replace", title: "product-listing", write: writeQuery };

beforeEach(() => {
  history.replaceState(null, "", "/pages/list.html");
  document.body.innerHTML = `<ul id="grid"></ul>`;
  list = document.querySelector("ul")!;
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe("push (§2 special collection: each load and tab switch pushes an entry)", () => {
  it("a load more pushes its page once shown, keeping the reader's place on the entry left", async () => {
    const bound = listing(push);
    const length = history.length;
    scrollTo(0, 120);
    const loading = bound.more("user");
    expect(history.length).toBe(length); // nothing until the page shows
    await loading;
    expect(shown()).toEqual(["all 1", "all 2", "all 3", "all 4"]);
    expect([history.length, location.search, history.state]).toEqual([
      length + 1,
      "?category=all&page=2",
      { vitrine: "special-collection", page: 2, category: "all" },
    ]);
    const popped = new Promise((resolve) => addEventListener("popstate", resolve, { once: true }));
    history.back();
    await popped;
    expect(history.state).toEqual({ vitrine: "special-collection", scrollY: 120 });
  });

  it("a tab the listing takes pushes page 1 at once; one it ignores (§4: while waiting) pushes nothing", async () => {
    const rules: ListingRules<string> = { keyOf: (q) => q, newQuery: "ignored-while-waiting", dropOnSwitch: "at-once" };
    const bound = listing(push, { rules });
    const length = history.length;
    const loading = bound.select("shoes");
    expect([history.length, location.search]).toEqual([length + 1, "?category=shoes"]);
    void bound.select("bags"); // ignored while shoes loads
    expect([history.length, location.search]).toEqual([length + 1, "?category=shoes"]);
    await loading;
    expect(shown()).toEqual(["shoes 1", "shoes 2"]);
    expect(history.length).toBe(length + 1);
  });

  it("Back/Forward shows exactly the entry's pages, and where the reader was once they are fetched again", async () => {
    const scrolled = vi.spyOn(window, "scrollTo");
    const bound = listing(push);
    await bound.select("bags");
    await bound.more("user");
    goTo("/pages/list.html?category=all&page=3", { vitrine: "special-collection", scrollY: 300 });
    await settle();
    expect(shown()).toEqual(["all 1", "all 2", "all 3", "all 4", "all 5", "all 6"]);
    expect(scrolled).toHaveBeenLastCalledWith({ top: 300, behavior: "instant" });
  });

  it("Back/Forward to the entry shown (only the hash moved) drops a load more on its way and reveals what the hash names", async () => {
    const reveal = vi.fn();
    let answer!: () => void;
    const bound = listing(push, {
      reveal,
      fetchPage: (page, query) => new Promise((resolve) => (answer = () => resolve({ body: itemsOf(query, page), added: 2 }))),
    });
    expect(reveal).toHaveBeenCalledWith("load");
    void bound.more("user");
    goTo("/pages/list.html#PN=123");
    answer();
    await settle();
    expect(shown()).toEqual(["all 1", "all 2"]);
    expect(bound.state.value.loading).toBeUndefined();
    expect(bound.announcer.text("en")).toBe("");
    expect(reveal).toHaveBeenLastCalledWith("back");
  });
});

describe("rewrite (§2 collection: loading more rewrites `page`, no new entry)", () => {
  it("rewrites `page` on the current entry, its state and hash kept", async () => {
    history.replaceState({ vitrine: "collection", lookId: "L3" }, "", "/pages/list.html#look-id=L3");
    const bound = listing(rewrite);
    const length = history.length;
    await bound.more("user");
    expect([history.length, location.search, location.hash, history.state]).toEqual([
      length,
      "?category=all&page=2",
      "#look-id=L3",
      { vitrine: "collection", lookId: "L3", page: 2 },
    ]);
  });
});

describe("replace (§2 listings: `page` follows the page in view, omitted for page 1)", () => {
  it("the page in view replaces `page`; page 1 drops it; no new entry", () => {
    history.replaceState(null, "", "/pages/list.html?page=2");
    const bound = listing(replace);
    const length = history.length;
    bound.pageInView(3);
    expect([location.search, history.state]).toEqual(["?page=3&category=all", { vitrine: "product-listing", page: 3 }]);
    bound.pageInView(1);
    expect([location.search, history.length]).toEqual(["?category=all", length]);
  });

  it("takes the URL's query on `listing-query` naming it (not another listing), and page 1 of it drops `page`", async () => {
    history.replaceState(null, "", "/pages/list.html?page=2");
    listing(replace);
    history.pushState(null, "", "/pages/list.html?category=bags&page=2");
    emit("listing-query", { listing: "elsewhere" });
    await settle();
    expect(shown()).toEqual(["all 1", "all 2", "all 3", "all 4"]);
    emit("listing-query", { listing: "grid" });
    await settle();
    expect(shown()).toEqual(["bags 1", "bags 2"]);
    expect(location.search).toBe("?category=bags");
  });

  it("Back/Forward loads the entry's query; to the query shown, it reveals the page the URL names", async () => {
    const reveal = vi.fn();
    listing(replace, { reveal });
    goTo("/pages/list.html?category=bags");
    await settle();
    expect(shown()).toEqual(["bags 1", "bags 2"]);
    goTo("/pages/list.html?category=bags&page=2");
    expect(reveal).toHaveBeenLastCalledWith("back");
  });

  it("the listing restores its own scroll position while it is mounted", () => {
    history.scrollRestoration = "auto";
    listing(replace);
    expect(history.scrollRestoration).toBe("manual");
    stop?.();
    stop = undefined;
    expect(history.scrollRestoration).toBe("auto");
  });
});

describe("follow (the journal's search: the URL's query, nothing written)", () => {
  it("takes the URL's query on mount and on every listing-query when it follows them all", async () => {
    history.replaceState(null, "", "/pages/list.html?category=gold");
    document.body.innerHTML = `<ul></ul>`; // no id: no listing-query names it
    list = document.querySelector("ul")!;
    const length = history.length;
    const asked: string[] = [];
    listing(
      { mode: "follow" },
      {
        followsEveryQuery: true,
        initial: { query: "all", page: 1, count: 2 },
        fetchPage: async (page, query) => (asked.push(`${query} ${page}`), { body: itemsOf(query, page), added: PAGE_SIZE }),
      },
    );
    await settle();
    history.replaceState(null, "", "/pages/list.html?category=silk");
    emit("listing-query", { listing: "another-grid" });
    await settle();
    expect(asked).toEqual(["gold 1", "silk 1"]);
    expect(shown()).toEqual(["silk 1", "silk 2"]);
    expect(history.length).toBe(length);
  });
});

describe("focus, voice and failure (§4, §8)", () => {
  it("the first new item takes focus after a load the reader asked for; auto-load leaves focus alone", async () => {
    const bound = listing(replace);
    await bound.more("user");
    expect(document.activeElement?.textContent).toBe("all 3");
    await bound.more("auto");
    expect(document.activeElement?.textContent).toBe("all 3");
    expect(bound.announcer.text("en")).toBe("1 loaded");
  });

  it("a load that adds nothing leaves focus on the last item shown, never on <body>", async () => {
    const bound = listing(replace, { fetchPage: async () => ({ body: [], added: 0 }) });
    await bound.more("user");
    expect(document.activeElement?.textContent).toBe("all 2");
  });

  it("a failure is reported through the one funnel, naming widget and element, and said", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const reported: VitrineEvents["error"][] = [];
    const off = on("error", (detail) => reported.push(detail));
    const bound = listing(replace, { fetchPage: () => Promise.reject(new Error("HTTP 503")) });
    await bound.more("user");
    off();
    expect(reported).toEqual([{ widget: "test-listing", element: "ul#grid", message: "load failed: Error: HTTP 503" }]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(bound.announcer.text("en")).toBe("failed");
    expect(bound.state.value.failed).toMatchObject({ kind: "more", page: 2 });
  });
});

describe("the one popstate path (history.ts)", () => {
  it("one window listener however many listings and controls follow Back/Forward, gone with the last", () => {
    const added = vi.spyOn(window, "addEventListener");
    const removed = vi.spyOn(window, "removeEventListener");
    const moves: unknown[] = [];
    const offs = [onBackForward((state) => moves.push(["a", state])), onBackForward((state) => moves.push(["b", state]))];
    dispatchEvent(new PopStateEvent("popstate", { state: { page: 2 } }));
    offs.forEach((off) => off());
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
    expect(moves).toEqual([
      ["a", { page: 2 }],
      ["b", { page: 2 }],
    ]);
    expect(added.mock.calls.filter(([type]) => type === "popstate")).toHaveLength(1);
    expect(removed.mock.calls.filter(([type]) => type === "popstate")).toHaveLength(1);
  });

  it("no other module of core/ or widgets/ listens to popstate", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)
            ? [join(dir, entry.name)]
            : [],
      );
    const listening = [...sources("core"), ...sources("widgets")].filter((file) => readFileSync(file, "utf8").includes('"popstate"'));
    expect(listening).toEqual([join("core", "listing", "history.ts")]);
  });
});
