// Product listing pages in Debian's Chromium: §2 "Product listing pages", §4 "Load more (generic listings)",
// §5 "Lists and counts", §7 "Content fragments", §8 (defined failure state), §9 "Paging and URLs".
import type { Page, Request } from "@playwright/test";
import { products } from "../../fixtures/catalogue";
import { STOCK_URL, axeViolations, expect, idle, test } from "./fixtures";
import { shiftsFromNow } from "./shifts";

const PLP = "/pages/plp.html";
const GRID = "**/content/vitrine/plp.component-grid-template.html*";
const LOAD_FAILED = [/\[vitrine\] product-listing on section#plp: load failed/, /Failed to load resource/];

const lists = (page: Page) => page.locator("#plp [data-listing-page]");
const link = (page: Page) => page.locator("#plp [data-load-more]");
const feed = (page: Page) => page.locator("#plp [role=feed]");

/** The page with its listing hydrated: waited for on the runtime's idle signal, which a loaded machine reaches later
 * than an expectation's 5 s allow. */
async function open(page: Page, path: string, id = "plp"): Promise<void> {
  await page.goto(path);
  await idle(page);
  await expect(page.locator(`#${id} [role=feed]`)).toBeAttached();
}

/** Brings the load-more link into view: the generic load-more loads the next page. */
async function scrollToLink(page: Page): Promise<void> {
  await link(page).evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
}

async function scrollToPage(page: Page, n: number, block: ScrollLogicalPosition = "center"): Promise<void> {
  await page.locator(`#plp [data-listing-page="${n}"]`).evaluate((el, b) => el.scrollIntoView({ block: b, behavior: "instant" }), block);
}

const historyOf = (page: Page) =>
  page.evaluate(() => ({ length: history.length, title: (history.state as { vitrine?: string } | null)?.vitrine, href: location.href }));

/** Holds matching responses until `release()`; `asked` resolves at the first request. */
async function gate(page: Page, glob: string) {
  let release!: () => void;
  let ask!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (ask = resolve));
  const seen: string[] = [];
  await page.route(glob, async (route) => {
    seen.push(route.request().url());
    ask();
    await opened;
    await route.continue().catch(() => {}); // a superseded request was aborted meanwhile
  });
  return { release, seen, asked };
}

/** Nothing else will happen: the observers have had two frames to report, and no request or mount is pending. */
async function quiet(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await idle(page);
}

function emit(page: Page, type: "listing-query" | "load-more", detail: Record<string, unknown>) {
  return page.evaluate(([t, d]) => document.dispatchEvent(new CustomEvent(`vitrine:${t}`, { detail: d })), [type, detail] as const);
}

test.describe("§2 tile click", () => {
  test("puts PN and productPage in the hash and page in the query, pushes product-listing, navigates; Back returns to that page, scrolled to the product", async ({
    page,
  }) => {
    await open(page, `${PLP}?page=3`);
    const tile = page.locator('#plp [data-listing-page="2"] [data-part-number]').nth(5);
    const partNumber = (await tile.getAttribute("data-part-number"))!;
    const productPage = (await tile.getAttribute("data-product-page"))!;
    const before = await historyOf(page);
    await tile.locator("a").click();
    await page.waitForURL(/\/products\./);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(productPage);
    expect((await historyOf(page)).length).toBe(before.length + 2); // the pushed entry, then the product

    await page.goBack();
    await expect(feed(page)).toBeAttached();
    const back = await historyOf(page);
    expect(back.title).toBe("product-listing");
    const url = new URL(back.href);
    expect(url.searchParams.get("page")).toBe("2");
    expect(url.hash).toBe(`#PN=${partNumber}&productPage=2`);
    const returned = page.locator(`#plp [data-part-number="${partNumber}"]`);
    await expect(returned).toBeInViewport();
    await expect(returned.locator("a")).toBeFocused();
  });

  test("a tile of page 1 drops page from the query", async ({ page }) => {
    await open(page, `${PLP}?page=2`);
    await scrollToPage(page, 1);
    const tile = page.locator('#plp [data-listing-page="1"] [data-part-number]').first();
    const partNumber = await tile.getAttribute("data-part-number");
    await tile.locator("a").click();
    await page.waitForURL(/\/products\./);
    await page.goBack();
    await expect(feed(page)).toBeAttached();
    const url = new URL(page.url());
    expect(url.searchParams.has("page")).toBe(false);
    expect(url.hash).toBe(`#PN=${partNumber}&productPage=1`);
  });

  test("a modified click behaves natively: new tab, no history entry", async ({ page, context }) => {
    await open(page, PLP);
    const before = await historyOf(page);
    const opened = context.waitForEvent("page");
    await page
      .locator("#plp [data-part-number] a")
      .first()
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/products\./);
    expect(await historyOf(page)).toEqual(before);
  });

  test("data-new-tab: the product opens in a new tab after the entry is pushed", async ({ page }) => {
    await open(page, `${PLP}?newTab=1`);
    const tile = page.locator("#plp [data-part-number]").nth(2);
    const partNumber = await tile.getAttribute("data-part-number");
    const before = await historyOf(page);
    const popup = page.waitForEvent("popup");
    await tile.locator("a").click();
    expect((await popup).url()).toMatch(/\/products\./);
    const after = await historyOf(page);
    expect(after.length).toBe(before.length + 1);
    expect(after.title).toBe("product-listing");
    expect(new URL(after.href).hash).toBe(`#PN=${partNumber}&productPage=1`);
  });
});

test.describe("§2 infinite scroll", () => {
  test("per-page markers; page follows the page in view by replaceState (no new entries), omitted for page 1", async ({ page }) => {
    await open(page, PLP);
    const start = await historyOf(page);
    await scrollToLink(page);
    await expect(lists(page)).toHaveCount(2);
    await scrollToLink(page);
    await expect(lists(page)).toHaveCount(3);
    await expect(lists(page)).toHaveText([/./, /./, /./]);
    expect(await lists(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-listing-page")))).toEqual(["1", "2", "3"]);

    await scrollToPage(page, 2);
    await expect(page).toHaveURL(/\?page=2$/);
    await scrollToPage(page, 3);
    await expect(page).toHaveURL(/\?page=3$/);
    await scrollToPage(page, 1);
    await expect(page).toHaveURL(/\/plp\.html$/);
    const end = await historyOf(page);
    expect(end.length).toBe(start.length);
    expect(end.title).toBe("product-listing");
  });

  test("on load, scrolls to the page named in the query", async ({ page }) => {
    await open(page, `${PLP}?page=3`);
    await expect(lists(page)).toHaveCount(3);
    await expect
      .poll(() => page.locator('#plp [data-listing-page="3"]').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(1);
    await expect(page).toHaveURL(/\?page=3$/);
  });

  test("on load, scrolls to the product in the hash on that page; selector syntax in the hash is harmless", async ({ page }) => {
    const target = products[2 * 24 + 17]!.partNumber; // catalogue order: page 3
    await open(page, `${PLP}?page=3#PN=${target}&productPage=3`);
    const tile = page.locator(`#plp [data-part-number="${target}"]`);
    await expect(tile).toBeInViewport();
    await expect(tile.locator("a")).toBeFocused();

    await open(page, `${PLP}?page=2#PN=${encodeURIComponent('"],body,[x="')}`);
    await expect
      .poll(() => page.locator('#plp [data-listing-page="2"]').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(1);
  });

  test("Back and Forward between listing entries scroll to the page in the query", async ({ page }) => {
    await open(page, `${PLP}?page=3`);
    const tile = page.locator('#plp [data-listing-page="3"] [data-part-number]').first();
    // A new-tab click pushes an entry here without leaving: Back is a popstate in the same document.
    await page.evaluate(() => history.pushState({ vitrine: "product-listing" }, "", "?page=1"));
    await scrollToPage(page, 1, "start");
    await page.goBack();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(tile).toBeInViewport();
  });
});

test.describe("feed pattern, focus and live region", () => {
  test("role=feed, aria-busy while appending, posinset/setsize, auto-load keeps focus, polite announcement", async ({ page }) => {
    await open(page, PLP);
    await expect(feed(page)).toHaveAttribute("aria-labelledby", "plp-heading");
    const articles = page.locator("#plp [role=feed] article");
    await expect(articles).toHaveCount(24);
    await expect(articles.nth(23)).toHaveAttribute("aria-posinset", "24");
    await expect(articles.first()).toHaveAttribute("aria-setsize", "240");

    const held = await gate(page, GRID);
    await page.locator("#plp-heading").evaluate((el) => (el.setAttribute("tabindex", "-1"), el.focus()));
    await scrollToLink(page);
    await held.asked; // the auto-load's request, however long a loaded machine takes to see the link near
    await expect(feed(page)).toHaveAttribute("aria-busy", "true");
    await expect(link(page)).toHaveText("Loading…");
    await expect(link(page)).toHaveAttribute("aria-disabled", "true");
    held.release();
    await idle(page); // the page appended and its tiles hydrated
    await expect(lists(page)).toHaveCount(2);
    await expect(feed(page)).toHaveAttribute("aria-busy", "false");
    await expect(articles.nth(24)).toHaveAttribute("aria-posinset", "25");
    await expect(page.locator("#plp-heading")).toBeFocused(); // auto-load does not steal focus
    await expect(page.getByRole("status")).toHaveText("24 more items loaded. 48 of 240");
    await expect(page.locator("#plp [data-results-counter]")).toHaveText("48 of 240");
    await expect(link(page)).toHaveText("Load more");
    await expect(link(page)).toHaveAttribute("href", /\/pages\/plp\.html\?page=3$/);
  });

  test("a failure shows the button again with the message, stops auto-load, and the retry moves focus to the first new item", async ({
    page,
    watch,
  }) => {
    watch.allowErrors(...LOAD_FAILED);
    await open(page, PLP);
    const grid: string[] = [];
    page.on("request", (r) => r.url().includes(".component-grid-template.html") && grid.push(r.url()));
    await page.route(GRID, (route) => route.fulfill({ status: 404, body: "gone" }));
    await scrollToLink(page);
    const message = page.locator("#plp .vitrine-listing__error");
    await expect(message).toHaveText("More items could not be loaded.");
    await expect(message).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("More items could not be loaded.");
    await expect(link(page)).toBeVisible();
    await expect(link(page)).toHaveText("Load more");
    await expect(link(page)).not.toHaveAttribute("aria-disabled");
    await expect(feed(page)).toHaveAttribute("aria-busy", "false");
    expect(grid).toHaveLength(1);

    await scrollToPage(page, 1);
    await scrollToLink(page);
    await quiet(page);
    expect(grid).toHaveLength(1); // no auto-load until the user retries

    await page.unroute(GRID);
    await link(page).click();
    await expect(lists(page)).toHaveCount(2);
    await expect(page.locator('#plp [aria-posinset="25"]')).toBeFocused();
    await expect(message).toHaveCount(0);
  });

  test("one request at a time, pages in order, never twice", async ({ page }) => {
    await open(page, PLP);
    let live = 0;
    let max = 0;
    const isGrid = (r: Request) => r.url().includes(".component-grid-template.html");
    page.on("request", (r) => isGrid(r) && (max = Math.max(max, ++live)));
    const done = (r: Request) => isGrid(r) && live--;
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    for (let i = 0; i < 8; i++) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve))); // one scroll per frame
    }
    await expect(lists(page)).not.toHaveCount(1);
    await page.waitForLoadState("networkidle");
    const pages = await lists(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-listing-page"))));
    expect(pages).toEqual(pages.map((_, i) => i + 1));
    expect(max).toBe(1);
  });
});

test.describe("listing-query, Back and Forward mid-load (races)", () => {
  // The fixture category's black-or-red products (61, the first VT10002) and its shoes (40), written out.
  const shoes = [
    "VT10003",
    "VT10004",
    "VT10016",
    "VT10021",
    "VT10027",
    "VT10033",
    "VT10039",
    "VT10045",
    "VT10051",
    "VT10057",
    "VT10063",
    "VT10069",
    "VT10075",
    "VT10081",
    "VT10087",
    "VT10093",
    "VT10099",
    "VT10105",
    "VT10111",
    "VT10117",
    "VT10123",
    "VT10129",
    "VT10135",
    "VT10141",
  ];

  test("reloads from page 1 with the URL's facets (repeated), superseding a reload under way", async ({ page }) => {
    await open(page, PLP);
    await scrollToLink(page);
    await expect(lists(page)).toHaveCount(2);
    await page.evaluate(() => window.scrollTo(0, 0)); // at the facets
    const held = await gate(page, GRID);
    await page.evaluate(() => history.pushState({}, "", "?ColorGroup=black&ColorGroup=red"));
    await emit(page, "listing-query", {});
    await expect.poll(() => held.seen.length).toBe(1);
    expect(new URL(held.seen[0]!).searchParams.getAll("ColorGroup")).toEqual(["black", "red"]);
    await page.evaluate(() => history.pushState({}, "", "?categories2=shoes"));
    await emit(page, "listing-query", { listing: "plp" });
    await expect.poll(() => held.seen.length).toBe(2);
    held.release();
    await expect(lists(page)).toHaveCount(1);
    await expect(feed(page)).toHaveAttribute("aria-busy", "false");
    const shown = await page.locator("#plp [data-part-number]").evaluateAll((els) => els.map((el) => el.getAttribute("data-part-number")));
    expect(shown).toEqual(shoes);
    await expect(page.locator("#plp [data-results-counter]")).toHaveText("24 of 40");
  });

  test("Back mid-load cancels the new query and keeps the grid; Forward loads it again", async ({ page }) => {
    await open(page, PLP);
    const first = await page.locator("#plp [data-part-number]").first().getAttribute("data-part-number");
    const held = await gate(page, GRID);
    await page.evaluate(() => history.pushState({}, "", "?ColorGroup=black&ColorGroup=red"));
    await emit(page, "listing-query", {});
    await expect(feed(page)).toHaveAttribute("aria-busy", "true");
    await page.goBack();
    await expect(feed(page)).toHaveAttribute("aria-busy", "false");
    held.release();
    await quiet(page);
    await expect(lists(page)).toHaveCount(1);
    await expect(page.locator("#plp [data-part-number]").first()).toHaveAttribute("data-part-number", first!);
    await expect(page.locator("#plp [data-part-number]")).toHaveCount(24);

    await page.goForward();
    await expect(page.locator("#plp [data-part-number]").first()).toHaveAttribute("data-part-number", "VT10002");
    await expect(page.locator("#plp [data-results-counter]")).toHaveText("24 of 61");
  });

  test("a listing-query for another listing is ignored", async ({ page }) => {
    await open(page, PLP);
    const grid: string[] = [];
    page.on("request", (r) => r.url().includes(".component-grid-template.html") && grid.push(r.url()));
    await page.evaluate(() => history.pushState({}, "", "?ColorGroup=black"));
    await emit(page, "listing-query", { listing: "search" });
    await quiet(page);
    expect(grid).toEqual([]);
  });
});

test.describe("§4 generic load-more events", () => {
  test("turn-off, reset, hide and disable drive the button and the auto-load", async ({ page }) => {
    await open(page, PLP);
    await emit(page, "load-more", { action: "turn-off" });
    await expect(link(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await quiet(page);
    await expect(lists(page)).toHaveCount(1);

    await emit(page, "load-more", { action: "reset", listing: "plp" });
    await expect(lists(page)).toHaveCount(2); // near the end already: loads at once

    await emit(page, "load-more", { action: "hide" });
    await expect(link(page)).toHaveCSS("visibility", "hidden");
    await scrollToLink(page);
    await expect(lists(page)).toHaveCount(3); // hidden, infinite scroll goes on

    await emit(page, "load-more", { action: "reset" });
    await emit(page, "load-more", { action: "disable" });
    await expect(link(page)).toBeVisible();
    await expect(link(page)).toHaveAttribute("aria-disabled", "true");
    await scrollToLink(page);
    await link(page).click({ force: true });
    await quiet(page);
    await expect(lists(page)).toHaveCount(3);
  });
});

test.describe("append performance", () => {
  test("a 24-tile page is one DOM insertion, hydrated with one stock request, CLS ≤ 0.01", async ({ page }) => {
    await open(page, PLP);
    await page.waitForLoadState("networkidle");
    const shifts = await shiftsFromNow(page);
    await page.evaluate(() => {
      const w = window as unknown as { insertions: number };
      w.insertions = 0;
      new MutationObserver((records) => {
        for (const record of records) w.insertions += record.addedNodes.length;
      }).observe(document.querySelector("#plp [role=feed]")!, { childList: true });
    });
    const stock: string[] = [];
    page.on("request", (r) => STOCK_URL.test(r.url()) && stock.push(r.url()));
    // As in use: the link comes within the 500 px offset while still below the viewport.
    await link(page).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - innerHeight - 300));
    await expect(lists(page)).toHaveCount(2);
    await scrollToPage(page, 2);
    await expect(page.locator('#plp [data-listing-page="2"] .vitrine-tile').first()).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { insertions: number }).insertions)).toBe(1);
    const moved = await shifts();
    expect(moved.unexpected, moved.report).toBeLessThanOrEqual(0.01);
    expect(stock).toHaveLength(1);
    expect(stock[0]).toContain(products[24]!.sizes[0]!.productId);
  });
});

test.describe("§7 sources", () => {
  test("category listing: the category grid and the category data, with category, order and page", async ({ page }) => {
    await open(page, `${PLP}?category=bags&order=price-asc`);
    const requests: URL[] = [];
    page.on("request", (r) => /component-grid-template\.html|dataProducts\.json/.test(r.url()) && requests.push(new URL(r.url())));
    await scrollToLink(page);
    await expect(lists(page)).toHaveCount(2);
    expect(requests.map((u) => u.pathname).sort()).toEqual([
      "/content/vitrine/plp.component-grid-template.html",
      "/content/vitrine/plp.dataProducts.json",
    ]);
    for (const url of requests) expect(Object.fromEntries(url.searchParams)).toEqual({ category: "bags", order: "price-asc", page: "2" });
    const prices = await page.locator("#plp [data-price]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-price"))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(page.locator("#plp [data-results-counter]")).toHaveText("43 of 43");
    await expect(link(page)).toBeHidden(); // 43 bags: 2 pages
  });

  test("collection product grid: page, category, order and pageLoad=false, to the end", async ({ page }) => {
    await open(page, "/pages/collection-grid.html?order=newest", "collection-grid");
    const requests: URL[] = [];
    page.on("request", (r) => r.url().includes("component-plp-grid.productlist.html") && requests.push(new URL(r.url())));
    const grid = page.locator("#collection-grid");
    for (const n of [2, 3]) {
      await grid.locator("[data-load-more]").evaluate((el) => el.scrollIntoView({ block: "end" }));
      await expect(grid.locator("[data-listing-page]")).toHaveCount(n);
    }
    expect(requests.map((u) => `${u.pathname}?${u.searchParams}`)).toEqual([
      "/content/vitrine/collections/cruise-2026/component-plp-grid.productlist.html?category=all&order=newest&page=2&pageLoad=false",
      "/content/vitrine/collections/cruise-2026/component-plp-grid.productlist.html?category=all&order=newest&page=3&pageLoad=false",
    ]);
    await expect(grid.locator("[data-results-counter]")).toHaveText("59 of 59");
    await expect(grid.locator("[data-load-more]")).toBeHidden();
  });
});

test("axe finds no serious or critical violation, before and after an append", async ({ page }) => {
  await open(page, PLP);
  const serious = () => axeViolations(page, "#plp");
  expect(await serious()).toEqual([]);
  await scrollToLink(page);
  await expect(lists(page)).toHaveCount(2);
  expect(await serious()).toEqual([]);
});

test.describe("markets", () => {
  test.use({ market: "kw" });
  test("kw: the counter reads right to left with Arabic-Indic digits, before and after a load", async ({ page }) => {
    await open(page, PLP);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const counter = page.locator("#plp [data-results-counter]");
    await expect(counter).toHaveText("٢٤ من ٢٤٠");
    expect(await counter.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    await expect(link(page)).toHaveText("عرض المزيد");
    await scrollToLink(page);
    await expect(counter).toHaveText("٤٨ من ٢٤٠");
    await expect(page.getByRole("status")).toHaveText("تم تحميل ٢٤ منتجًا. ٤٨ من ٢٤٠");
  });
});

test.describe("progressive enhancement", () => {
  test.use({ javaScriptEnabled: false });
  test("without JS, load more is a link to the server's pages 1..N+1 and tiles are links", async ({ page }) => {
    await page.goto(PLP);
    await link(page).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(lists(page)).toHaveCount(2);
    await expect(page.locator("#plp [data-results-counter]")).toHaveText("48 of 240");
    await page.locator('#plp [data-listing-page="2"] [data-part-number] a').first().click();
    await expect(page.locator("h1")).toHaveText(products[24]!.name || products[24]!.partNumber);
  });
});
