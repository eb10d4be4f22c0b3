// The special collection on its server markup, hydrated by the real lifecycle, against the shared MSW handlers
// (§2, §4, §5, §7, §8). Browser-only behaviour (CLS, scrolling, real focus order, no-JS links) is in the e2e spec.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse } from "msw";
import { createLifecycle, type Lifecycle } from "../../core/lifecycle";
import { on } from "../../core/events";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { resetStock } from "../../core/stock";
import type { TrackingEvent } from "../../core/tracking";
import { SPECIAL_COLLECTION_CONTENT_PATH, SPECIAL_COLLECTION_FAULTS, collectionPages } from "../../fixtures/fragments/special-collection";
import { SPECIAL_COLLECTION_PATH, specialCollectionHref, specialCollectionSection } from "../../fixtures/server/screens/special-collection";
import { markets } from "../../markets/markets";
import { server } from "../../tests/unit/setup";
import { settle } from "../../tests/unit/hydrate";
import { widgets } from "../registry";
import specialCollection from "./index";

const entries = widgets.map((entry) => ({ ...entry, hydrate: "load" as const }));
let lifecycle: Lifecycle;
let requests: URL[];
let stockRequests: number;
let tracked: TrackingEvent[];
let stopTracking: () => void;

async function open(
  search = "",
  {
    style = "classic" as "classic" | "new",
    contentPath = SPECIAL_COLLECTION_CONTENT_PATH,
    html,
  }: { style?: "classic" | "new"; contentPath?: string; html?: string } = {},
) {
  history.replaceState(null, "", `${SPECIAL_COLLECTION_PATH}${search}`);
  const query = new URLSearchParams(search);
  setPageConfig({ contentPath });
  document.body.innerHTML =
    html ??
    specialCollectionSection({
      category: query.get("category") ?? "all",
      page: Number(query.get("page") ?? 1),
      market: markets.us,
      language: "en",
      style,
      href: (changes) => specialCollectionHref(query, changes),
    });
  lifecycle = createLifecycle(entries);
  // Settled once the section has mounted or been reported (its chunk loads lazily, slowly the first time).
  const offs: Array<() => void> = [];
  const mounted = new Promise<void>((resolve) => {
    const done = (e: { widget?: string }) => void (e.widget === "special-collection" && resolve());
    offs.push(on("mount", done), on("error", done));
  });
  await act(async () => {
    lifecycle.start();
    await mounted;
  });
  offs.forEach((off) => off());
  await settle();
}

const items = () => [...document.querySelectorAll<HTMLLIElement>("[data-special-collection-grid] > li")];
const partNumbers = () => items().map((item) => item.querySelector<HTMLElement>("[data-part-number]")!.dataset["partNumber"]);
const expectedPartNumbers = (category: string, from: number, to: number) => collectionPages(category, from, to).map((p) => p.partNumber);
const loadMoreButton = () => document.querySelector<HTMLButtonElement>("[data-special-collection-more] button");
const tab = (name: string) => [...document.querySelectorAll<HTMLElement>("[role=tab]")].find((el) => el.textContent === name)!;

beforeEach(() => {
  document.cookie = "static-country=us";
  requests = [];
  stockRequests = 0;
  tracked = [];
  stopTracking = on("track", (event) => tracked.push(event));
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes("special-collection-template")) requests.push(url);
    if (url.pathname.includes("variantsInventory")) stockRequests++;
  });
});

afterEach(async () => {
  stopTracking();
  server.events.removeAllListeners();
  await act(async () => {
    lifecycle.stop();
    unmountHost();
  });
  resetStock();
  document.body.innerHTML = "";
});

describe("hydration (§2, APG tabs)", () => {
  it("replaces the server tabs and load-more link with tabs and a button, and numbers the items", async () => {
    await open("?category=bags");
    const tabs = [...document.querySelectorAll<HTMLElement>("[role=tablist] [role=tab]")];
    expect(tabs.map((el) => el.textContent)).toEqual([
      "All",
      "Bags",
      "Shoes",
      "Ready-to-wear",
      "Jewellery",
      "Accessories",
      "Small leather goods",
    ]);
    expect(tabs.map((el) => el.getAttribute("aria-selected"))).toEqual(["false", "true", "false", "false", "false", "false", "false"]);
    expect(tabs.map((el) => el.tabIndex)).toEqual([-1, 0, -1, -1, -1, -1, -1]);
    const panel = document.querySelector("[data-special-collection-panel]")!;
    expect(panel.getAttribute("role")).toBe("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(tabs[1]!.id);
    expect(tabs.every((el) => el.getAttribute("aria-controls") === panel.id)).toBe(true);
    expect(document.querySelector<HTMLElement>(".special-collection__tablist:not([role])")!.hidden).toBe(true);
    expect(document.querySelector<HTMLAnchorElement>("[data-special-collection-more] a")!.hidden).toBe(true);
    expect(loadMoreButton()?.textContent).toBe("Load more");
    expect(items().map((item) => [item.getAttribute("aria-posinset"), item.getAttribute("aria-setsize")])).toEqual(
      Array.from({ length: 12 }, (_, i) => [String(i + 1), "43"]),
    );
  });

  it("has no load-more button when the category fits on one page (§4: checked on mount)", async () => {
    await open("?category=jewellery");
    expect(items()).toHaveLength(9);
    expect(loadMoreButton()).toBeNull();
  });
});

describe("load more (§4, §7)", () => {
  it("asks for the next page, appends it, pushes the entry, tracks the part numbers and focuses the first new tile", async () => {
    await open("?page=2&category=bags");
    const length = history.length;
    await act(async () => loadMoreButton()!.click());
    await settle();
    expect(requests.map((url) => `${url.pathname}${url.search}`)).toEqual([
      `${SPECIAL_COLLECTION_CONTENT_PATH}.component-special-collection-template.html?page=3&category=bags&pageLoad=false`,
    ]);
    expect(partNumbers()).toEqual(expectedPartNumbers("bags", 1, 3));
    expect(history.length).toBe(length + 1);
    expect(history.state).toEqual({ vitrine: "special-collection", page: 3, category: "bags" });
    expect(location.search).toBe("?page=3&category=bags");
    expect(tracked).toEqual([{ event: "load-more", partNumbers: expectedPartNumbers("bags", 3, 3), page: 3, category: "bags" }]);
    expect(document.activeElement).toBe(items()[24]!.querySelector("[data-part-number]"));
    expect(items()[24]!.getAttribute("aria-posinset")).toBe("25");
    expect(
      items()
        .slice(24)
        .every((item) => item.querySelector("img")?.getAttribute("loading") === "lazy"),
    ).toBe(true);
    expect(document.querySelector("[role=status]")?.textContent).toBe("12 more items loaded");
    expect(document.querySelector("[data-special-collection-grid]")!.getAttribute("aria-busy")).toBe("false");
  });

  it("hydrates the appended tiles' labels with one stock request for the page", async () => {
    await open("?category=shoes");
    await settle();
    stockRequests = 0;
    await act(async () => loadMoreButton()!.click());
    await settle();
    expect(
      items()
        .slice(12)
        .every((item) => item.querySelector("[data-part-number] > .vitrine-tile")),
    ).toBe(true);
    expect(stockRequests).toBe(1);
  });

  it("ignores a second click while waiting, and turns off at the total", async () => {
    await open("?page=3&category=bags");
    await act(async () => {
      loadMoreButton()!.click();
      loadMoreButton()!.click();
    });
    await settle();
    expect(requests).toHaveLength(1);
    expect(items()).toHaveLength(43);
    expect(loadMoreButton()).toBeNull();
  });

  it("uses the .new.html address in the new-experience mode (§4) and appends its alternate tiles", async () => {
    await open("?category=bags", { style: "new" });
    await act(async () => loadMoreButton()!.click());
    await settle();
    expect(requests[0]!.pathname).toBe(`${SPECIAL_COLLECTION_CONTENT_PATH}.component-special-collection-template.new.html`);
    expect(
      items()
        .slice(12)
        .every((item) => item.querySelector(".product-tile--new")),
    ).toBe(true);
  });
});

describe("tab switch (§4)", () => {
  it("clears the tiles, loads page 1 of the category, pushes the entry and announces the count", async () => {
    await open("?page=2");
    await act(async () => tab("Shoes").click());
    await settle();
    expect(requests.map((url) => url.searchParams.toString())).toEqual(["page=1&category=shoes&pageLoad=false"]);
    expect(partNumbers()).toEqual(expectedPartNumbers("shoes", 1, 1));
    expect(history.state).toEqual({ vitrine: "special-collection", page: 1, category: "shoes" });
    expect(tab("Shoes").getAttribute("aria-selected")).toBe("true");
    expect(document.querySelector("[role=status]")?.textContent).toBe("Shoes: 40 products");
    expect(tracked).toEqual([{ event: "load-more", partNumbers: expectedPartNumbers("shoes", 1, 1), page: 1, category: "shoes" }]);
  });

  it("arrow keys move focus without activating; Space activates (manual activation)", async () => {
    await open();
    tab("All").focus();
    await act(async () => tab("All").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true })));
    expect(document.activeElement).toBe(tab("Bags"));
    expect(requests).toHaveLength(0);
    await act(async () => tab("Bags").dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true })));
    expect(document.activeElement).toBe(tab("Small leather goods"));
    await act(async () => tab("Small leather goods").dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true })));
    await settle();
    expect(requests.map((url) => url.searchParams.get("category"))).toEqual(["small-leather-goods"]);
  });
});

describe("Back/Forward (§2)", () => {
  it("restores the entry's page and category", async () => {
    await open();
    await act(async () => loadMoreButton()!.click());
    await settle();
    await act(async () => tab("Bags").click());
    await settle();
    await act(async () => {
      const popped = new Promise((resolve) => addEventListener("popstate", resolve, { once: true }));
      history.back();
      await popped;
    });
    await settle();
    expect(location.search).toBe("?page=2&category=all");
    expect(partNumbers()).toEqual(expectedPartNumbers("all", 1, 2));
    expect(tab("All").getAttribute("aria-selected")).toBe("true");
    expect(requests).toHaveLength(2); // from memory
  });
});

describe("failures (§5, §8)", () => {
  it("a response without #total-count raises the §5 error: load more off, spinner gone, message shown", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const reported: string[] = [];
    const off = on("error", (e) => reported.push(e.message));
    await open("", { contentPath: SPECIAL_COLLECTION_FAULTS["no-total-count"] });
    loadMoreButton()!.focus();
    await act(async () => loadMoreButton()!.click());
    await settle();
    off();
    expect(reported).toEqual(["missing total count tracker in html response"]);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[vitrine\] special-collection on .*: missing total count tracker in html response$/),
      expect.any(Error),
    );
    // The button stays as the retry, labelled from the market texts, and keeps the focus (never <body>).
    const retry = loadMoreButton();
    expect(retry?.textContent).toBe("Try again");
    expect(document.activeElement).toBe(retry);
    expect(document.querySelector("[data-spinner]")).toBeNull();
    expect(document.querySelector(".vitrine-special-collection__error")?.textContent).toBe("More items could not be loaded.");
    expect(items()).toHaveLength(12);
    expect(document.querySelector("[data-special-collection-grid]")!.getAttribute("aria-busy")).toBe("false");
  });

  it("a failed load more is retried in place: the same page again, then the next", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(mock.get(/special-collection-template/, () => HttpResponse.text("gone", { status: 404 }), { once: true }));
    await open();
    await act(async () => loadMoreButton()!.click());
    await settle();
    const retry = document.querySelector<HTMLButtonElement>("[data-special-collection-more] button")!;
    expect(retry.textContent).toBe("Try again");
    await act(async () => retry.click());
    await settle();
    expect(partNumbers()).toEqual(expectedPartNumbers("all", 1, 2));
    expect(location.search).toBe("?page=2&category=all");
    expect(document.querySelector(".vitrine-special-collection__error")).toBeNull();
    expect(loadMoreButton()?.textContent).toBe("Load more");
  });

  it("a failed tab switch says so and offers a retry of that category", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(mock.get(/special-collection-template/, () => HttpResponse.text("down", { status: 503 })));
    await open();
    // The client's two retries wait a jittered back-off (under 1.5 s in all): fake time, stepped until the failure shows.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await act(async () => tab("Bags").click());
    const error = () => document.querySelector(".vitrine-special-collection__error");
    for (let step = 0; step < 20 && !error(); step++) await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    expect(requests.map((url) => url.searchParams.get("category"))).toEqual(["bags", "bags", "bags"]);
    expect(error()?.textContent).toBe("This category could not be loaded.");
    expect(document.querySelector("[data-special-collection-more] button")?.textContent).toBe("Try again");
    expect(document.querySelector("[data-spinner]")).toBeNull();
  });
});

describe("markup contract", () => {
  it("a bad attribute is reported by name and the section stays server-rendered", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await open("?category=bags");
    await act(async () => {
      lifecycle.stop();
      unmountHost();
    });
    const html = document.body.innerHTML.replace('data-total-count="43"', 'data-total-count="many"');
    await open("?category=bags", { html });
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[vitrine\] special-collection on section\.special-collection \(data-total-count\): expected an integer$/),
    );
    expect(document.querySelector("[role=tablist]")).toBeNull();
    expect(document.querySelector<HTMLAnchorElement>("[data-special-collection-more] a")!.hidden).toBe(false);
  });

  it("a missing part is named like an attribute", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await open("", {
      html: `<section data-special-collection data-total-count="3"><nav data-special-collection-tabs><ul><li><a href="?category=all" data-category="all">All</a></li></ul></nav><div data-special-collection-panel></div><div data-special-collection-more><a href="?page=2">More</a></div></section>`,
    });
    expect(errors).toHaveBeenCalledWith(
      "[vitrine] special-collection on section (part [data-special-collection-panel] [data-special-collection-grid]): missing required part",
    );
    expect(document.querySelector("[role=tablist]")).toBeNull();
  });

  it("a tab link without its category is named like an attribute", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await open("", {
      html: `<section data-special-collection data-total-count="3"><nav data-special-collection-tabs><ul><li><a href="?category=all">All</a></li></ul></nav><div data-special-collection-panel><ul data-special-collection-grid></ul></div><div data-special-collection-more><a href="?page=2">More</a></div></section>`,
    });
    expect(errors).toHaveBeenCalledWith("[vitrine] special-collection on section (data-category): a tab link has no category");
    expect(document.querySelector("[role=tablist]")).toBeNull();
  });

  it("declares its data-* attributes to the lifecycle, so an author's in-place edit remounts it", () => {
    expect(specialCollection.attributes).toEqual(["data-total-count", "data-new-experience"]);
  });
});
