// The search results page (§2 "search-results", §9 "Search facets", §7 "Editorial search") and the journal's
// article list (§7 "Editorial article list", §9: 15 articles), in Debian's Chromium. The facets are checked through
// the URL, the history entries and the `vitrine:listing-query` event they emit, and end to end: the product-listing
// grid reloads to exactly what the server renders for the same URL without JS.
import type { Page } from "@playwright/test";
import { filterArticles, searchArticles } from "../../fixtures/articles";
import { axeViolations, expect, idle, test } from "./fixtures";
import { shiftsFromLoad } from "./shifts";

const SEARCH = "/pages/search-results.html";
const JOURNAL = "/pages/editorial.html";
const EDITORIAL_SEARCH = /\/content\/vitrine\/search\.editorial-search\.html\?q=/;
const ARTICLE_LIST = /\/content\/vitrine\/journal\.component-journal-page\./;

declare global {
  interface Window {
    queries: unknown[];
  }
}

/** Records every `vitrine:listing-query`, and the layout shifts from the first paint on. */
async function record(page: Page) {
  await page.addInitScript(() => {
    window.queries = [];
    document.addEventListener("vitrine:listing-query", (e) => window.queries.push((e as CustomEvent).detail));
  });
  return shiftsFromLoad(page);
}

const queries = (page: Page) => page.evaluate(() => window.queries);
const historyState = (page: Page) =>
  page.evaluate(() => ({ length: history.length, title: (history.state as { vitrine?: string } | null)?.vitrine }));
const search = (page: Page) => new URL(page.url()).search;
const box = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });
const facet = (page: Page, legend: string) => page.getByRole("group", { name: legend, exact: true });
const editorialStatus = (page: Page) => page.locator(".vitrine-editorial-search__status");
const editorialTitles = (page: Page) => page.locator("[data-editorial-results] .editorial-result__title");

async function ready(page: Page, url: string) {
  const shifts = await record(page);
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  return shifts;
}

test.describe("search facets (§9)", () => {
  test("a ticked box pushes a `search` entry with repeated parameters and emits listing-query for the grid", async ({ page }) => {
    await ready(page, `${SEARCH}?q=bag`);
    const before = await historyState(page);
    await box(page, "Black").check();
    await expect.poll(() => search(page)).toBe("?q=bag&ColorGroup=black");
    expect(await historyState(page)).toEqual({ length: before.length + 1, title: "search" });
    expect(await queries(page)).toEqual([{ listing: "search-grid" }]);

    await box(page, "Red").check();
    await expect.poll(() => search(page)).toBe("?q=bag&ColorGroup=black&ColorGroup=red");
    expect(await historyState(page)).toEqual({ length: before.length + 2, title: "search" });
    expect(await queries(page)).toHaveLength(2);
  });

  test("the product grid reloads from page 1 with the facets: OR inside one, AND across; Back brings the previous results", async ({
    page,
  }) => {
    await ready(page, `${SEARCH}?q=bag`);
    const grid = page.locator("#search-grid");
    const tiles = grid.locator("[data-product-id]");
    const shown = () => tiles.evaluateAll((els) => els.map((el) => el.getAttribute("data-part-number")));
    // The fixture catalogue's bags that are black or red, and of those the leather ones (written out, not computed).
    const orColours = [
      "VT10002",
      "VT10011",
      "VT10015",
      "VT10020",
      "VT10068",
      "VT10086",
      "VT10110",
      "VT10158",
      "VT10176",
      "VT10194",
      "VT10200",
    ];
    const andMaterial = ["VT10011", "VT10068", "VT10086", "VT10110", "VT10158", "VT10194", "VT10200"];

    await box(page, "Black").check();
    await box(page, "Red").check();
    await expect.poll(shown).toEqual(orColours);
    await expect(grid.locator("[data-results-counter]")).toHaveText("11 of 11");

    await box(page, "Leather").check();
    await expect.poll(shown).toEqual(andMaterial);

    await page.goBack();
    await expect(box(page, "Leather")).not.toBeChecked();
    await expect.poll(shown).toEqual(orColours);
  });

  test("level 3 and SizeGroup show only after a level-2 value, with that category's types; unticking it drops them", async ({ page }) => {
    await ready(page, `${SEARCH}?q=bag`);
    const legends = () => page.locator("fieldset[data-facet]:visible legend").allTextContents();
    expect(await legends()).toEqual(["Category", "Collection", "Colour", "Material"]);

    await box(page, "Bags").check();
    await expect(facet(page, "Type")).toBeVisible();
    expect(await legends()).toEqual(["Category", "Type", "Collection", "Colour", "Material", "Size"]);
    await expect(box(page, "Totes")).toBeVisible();
    await expect(box(page, "Boots")).toBeHidden();

    await box(page, "Totes").check();
    await box(page, "One size").check();
    await expect.poll(() => search(page)).toBe("?q=bag&categories2=bags&categories3=totes&SizeGroup=one-size");

    await box(page, "Bags").uncheck();
    await expect.poll(() => search(page)).toBe("?q=bag");
    await expect(facet(page, "Type")).toBeHidden();
    await expect(facet(page, "Size")).toBeHidden();
  });

  test("Back and Forward restore the boxes from the URL and emit listing-query again", async ({ page }) => {
    await ready(page, `${SEARCH}?q=bag`);
    await box(page, "Black").check();
    await expect.poll(() => search(page)).toContain("ColorGroup=black");
    await box(page, "Leather").check();
    await expect.poll(() => search(page)).toBe("?q=bag&ColorGroup=black&MaterialGroup=leather");

    await page.goBack();
    await expect.poll(() => search(page)).toBe("?q=bag&ColorGroup=black");
    await expect(box(page, "Leather")).not.toBeChecked();
    await expect(box(page, "Black")).toBeChecked();
    await page.goBack();
    await expect(box(page, "Black")).not.toBeChecked();
    await page.goForward();
    await expect(box(page, "Black")).toBeChecked();
    expect(await queries(page)).toHaveLength(5); // two ticks, two Backs, one Forward
    expect((await historyState(page)).title).toBe("search");
  });

  test("a new query from the search box pushes `search`, keeps the facets and drops the page", async ({ page }) => {
    await ready(page, `${SEARCH}?q=bag&ColorGroup=black&page=2`);
    const before = await historyState(page);
    await page.getByRole("searchbox", { name: "Search the store" }).fill("silk scarf");
    await page.getByRole("searchbox", { name: "Search the store" }).press("Enter");
    await expect.poll(() => search(page)).toBe("?q=silk+scarf&ColorGroup=black");
    expect(await historyState(page)).toEqual({ length: before.length + 1, title: "search" });
    expect(await queries(page)).toEqual([{ listing: "search-grid" }]);
  });
});

test.describe("editorial search (§7)", () => {
  test("follows q in the URL: a new search shows the journal's results for it, from {contentPath}{editorialSearchResultsPath}{query}", async ({
    page,
  }) => {
    await ready(page, `${SEARCH}?q=bag`);
    await expect(editorialTitles(page)).toHaveText(searchArticles("bag").map((a) => a.title));
    const request = page.waitForRequest(EDITORIAL_SEARCH);
    await page.getByRole("searchbox", { name: "Search the store" }).fill("silk");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    expect(new URL((await request).url()).pathname + new URL((await request).url()).search).toBe(
      "/content/vitrine/search.editorial-search.html?q=silk",
    );
    await expect(editorialStatus(page)).toHaveText("2 journal articles for “silk”");
    await expect(editorialTitles(page)).toHaveText(searchArticles("silk").map((a) => a.title));

    await page.goBack(); // Back to "bag": the results follow the URL
    await expect(editorialTitles(page)).toHaveText(searchArticles("bag").map((a) => a.title));
  });

  test("a slow answer to an older query never replaces the newer one (superseded, and aborted)", async ({ page }) => {
    await ready(page, `${SEARCH}?q=bag`);
    const held: Promise<void>[] = [];
    let letSilkThrough!: () => void;
    const silkGate = new Promise<void>((resolve) => (letSilkThrough = resolve));
    await page.route(EDITORIAL_SEARCH, (route) => {
      const slow = new URL(route.request().url()).searchParams.get("q") === "silk" ? silkGate : Promise.resolve();
      const answered = slow.then(() => route.continue().catch(() => {})); // the page may have aborted it meanwhile
      held.push(answered);
      return answered;
    });
    const aborted: string[] = [];
    page.on("requestfailed", (r) => EDITORIAL_SEARCH.test(r.url()) && aborted.push(new URL(r.url()).searchParams.get("q") ?? ""));
    const field = page.getByRole("searchbox", { name: "Search the store" });
    await field.fill("silk");
    await field.press("Enter");
    await expect(editorialStatus(page)).toHaveText("Searching the journal for “silk”…");
    await expect(page.locator("[data-editorial-results]")).toHaveAttribute("aria-busy", "true");
    await field.fill("gold");
    await field.press("Enter");
    await expect(editorialTitles(page)).toHaveText(searchArticles("gold").map((a) => a.title));
    letSilkThrough(); // only now, whatever the machine's speed: the older answer comes after the newer one
    await Promise.all(held); // the slow answer has come (or found its request gone)
    await idle(page);
    await expect(editorialTitles(page)).toHaveText(searchArticles("gold").map((a) => a.title));
    await expect(editorialStatus(page)).toHaveText("1 journal article for “gold”");
    await expect.poll(() => aborted).toEqual(["silk"]);
  });

  test("no results, then a failure with a working retry: never a stuck spinner", async ({ page, watch }) => {
    watch.allowErrors(/Failed to load resource: the server responded with a status of 500/);
    await ready(page, `${SEARCH}?q=bag`);
    const field = page.getByRole("searchbox", { name: "Search the store" });
    await field.fill("zzz");
    await field.press("Enter");
    await expect(editorialStatus(page)).toHaveText("No journal articles for “zzz”.");
    await expect(editorialTitles(page)).toHaveCount(0);

    let fail = true;
    await page.route(EDITORIAL_SEARCH, (route) => (fail ? route.fulfill({ status: 500, body: "down" }) : route.continue()));
    await field.fill("cashmere");
    await field.press("Enter");
    await expect(editorialStatus(page)).toHaveText("Journal articles could not be loaded.", { timeout: 10_000 });
    await expect(page.locator("[data-editorial-results]")).toHaveAttribute("aria-busy", "false");
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(editorialTitles(page)).toHaveText(searchArticles("cashmere").map((a) => a.title));
  });
});

test.describe("search page quality", () => {
  test("axe finds no serious or critical violation; hydration shifts nothing (CLS ≤ 0.01)", async ({ page }) => {
    test.slow(); // axe over the whole search page takes 15 s and more on a busy 2-core machine
    const shifts = await ready(page, `${SEARCH}?q=bag&categories2=bags`);
    await expect(editorialStatus(page)).toBeVisible();
    await idle(page);
    const moved = await shifts();
    expect(moved.unexpected, moved.report).toBeLessThanOrEqual(0.01);
    expect(await axeViolations(page, "body")).toEqual([]);
  });

  test.describe("right to left (kw)", () => {
    test.use({ market: "kw" });
    test("kw: rtl page, Arabic journal status with Arabic-Indic digits, the facets still push `search`", async ({ page }) => {
      await ready(page, `${SEARCH}?q=bag`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(editorialStatus(page)).toHaveText("٣ مقالات في المجلة عن «bag»");
      await expect(editorialStatus(page)).toContainText("٣");
      await expect(page.locator("[data-results-counter]")).toContainText("٤٣");
      await box(page, "ذهبي").check(); // Gold, as the kw page labels it
      await expect.poll(() => search(page)).toBe("?q=bag&ColorGroup=gold");
      expect((await historyState(page)).title).toBe("search");
      expect(await axeViolations(page, "body")).toEqual([]);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the GET form filters the server grid: OR inside a facet, AND across facets", async ({ page }) => {
      await page.goto(`${SEARCH}?q=bag`);
      await box(page, "Black").check();
      await box(page, "Red").check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect.poll(() => search(page)).toBe("?q=bag&ColorGroup=black&ColorGroup=red");
      await expect(page.locator("#search-grid [data-product-id]")).toHaveCount(11); // OR widens: 4 bags are black

      await box(page, "Bags").check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(facet(page, "Type")).toBeVisible(); // level 3 shows once level 2 is selected
      await box(page, "Totes").check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.locator("#search-grid [data-product-id]")).toHaveCount(3); // AND narrows
      const ids = await page
        .locator("#search-grid [data-product-id]")
        .evaluateAll((tiles) => tiles.map((t) => (t as HTMLElement).dataset.productId));
      expect(ids).toEqual(["10002", "10086", "10110"]);
    });

    test("load more is a real link, and ?page=2 renders pages 1..2; the journal results are server HTML", async ({ page }) => {
      await page.goto(`${SEARCH}?q=bag`);
      await expect(page.locator("#search-grid [data-product-id]")).toHaveCount(24);
      await expect(page.locator("[data-results-counter]")).toHaveText("24 of 43");
      await expect(editorialTitles(page)).toHaveText(searchArticles("bag").map((a) => a.title));
      await expect(page.locator("[data-editorial-status]")).toHaveText("3 journal articles for “bag”");
      await page.locator("#search-grid [data-load-more]").click();
      await expect.poll(() => search(page)).toBe("?q=bag&page=2");
      await expect(page.locator("#search-grid [data-product-id]")).toHaveCount(43);
      await expect(page.locator("#search-grid [data-load-more]")).toHaveCount(0);
    });
  });
});

// ---------------------------------------------------------------------------
// The journal

const feed = (page: Page) => page.getByRole("feed");
const articles = (page: Page) => feed(page).getByRole("article");
const listStatus = (page: Page) => page.locator(".vitrine-article-list__status");
const ids = (page: Page) => articles(page).evaluateAll((list) => list.map((a) => (a as HTMLElement).dataset.articleId));
const loadMore = (page: Page) => page.locator("a[data-load-more]");

test.describe("editorial article list (§7, §9: 15 articles)", () => {
  test("load more appends the next page as an APG feed: busy while loading, positions, focus, live count, URL page replaced", async ({
    page,
  }) => {
    await ready(page, JOURNAL);
    await expect(listStatus(page)).toHaveText("6 of 15 articles");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ARTICLE_LIST, async (route) => (await held, route.continue()));
    const before = await historyState(page);
    await loadMore(page).click();
    await expect(feed(page)).toHaveAttribute("aria-busy", "true");
    release();
    await expect(articles(page)).toHaveCount(12);
    await expect(feed(page)).toHaveAttribute("aria-busy", "false");
    await expect(articles(page).nth(6)).toBeFocused();
    await expect(articles(page).nth(6)).toHaveAttribute("aria-posinset", "7");
    await expect(articles(page).nth(6)).toHaveAttribute("aria-setsize", "15");
    await expect(listStatus(page)).toHaveText(`${"6 more articles loaded"}. ${"12 of 15 articles"}`);
    await expect.poll(() => search(page)).toBe("?page=2");
    expect(await historyState(page)).toEqual({ length: before.length, title: "editorial" }); // replaced, not pushed

    await loadMore(page).click();
    await expect(articles(page)).toHaveCount(15);
    await expect(loadMore(page)).toBeHidden(); // all 15 shown
    expect(await ids(page)).toEqual(filterArticles({}).map((a) => a.id));
    await page.keyboard.press("PageUp"); // APG feed: Page Up/Down move between articles
    await expect(articles(page).nth(11)).toBeFocused();
  });

  test("filter links replace the list and push `editorial`; Back restores filters, pages and scroll", async ({ page }) => {
    await ready(page, JOURNAL);
    await loadMore(page).click();
    await expect(articles(page)).toHaveCount(12);
    const before = await historyState(page);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page.getByRole("link", { name: "Culture" }).dispatchEvent("click"); // clicked where the reader is, without scrolling
    await expect.poll(() => search(page)).toBe("?category=culture");
    await expect(articles(page)).toHaveCount(4);
    await expect.poll(() => ids(page)).toEqual(filterArticles({ category: "culture" }).map((a) => a.id));
    expect(await historyState(page)).toEqual({ length: before.length + 1, title: "editorial" });
    await expect(page.getByRole("link", { name: "Culture" })).toHaveAttribute("aria-current", "page");
    await expect(loadMore(page)).toBeHidden();

    await page.getByRole("link", { name: "2025" }).click();
    await expect.poll(() => search(page)).toBe("?category=culture&year=2025");
    await expect.poll(() => ids(page)).toEqual(filterArticles({ category: "culture", year: "2025" }).map((a) => a.id));

    await page.goBack();
    await expect.poll(() => search(page)).toBe("?category=culture");
    await expect(articles(page)).toHaveCount(4);
    await page.goBack();
    await expect.poll(() => search(page)).toBe("?page=2");
    await expect(articles(page)).toHaveCount(12); // pages 1..2 restored
    await expect(page.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });

  test("a filter change while loading more wins: the late page is dropped, never mixed in", async ({ page }) => {
    await ready(page, JOURNAL);
    const held: Promise<void>[] = [];
    let letPageTwoThrough!: () => void;
    const pageTwoGate = new Promise<void>((resolve) => (letPageTwoThrough = resolve));
    await page.route(ARTICLE_LIST, (route) => {
      const slow = route.request().url().includes("page=2") ? pageTwoGate : Promise.resolve();
      const answered = slow.then(() => route.continue().catch(() => {}));
      held.push(answered);
      return answered;
    });
    await loadMore(page).click();
    await page.getByRole("link", { name: "Craftsmanship" }).click();
    await expect.poll(() => search(page)).toBe("?category=craftsmanship");
    await expect(articles(page)).toHaveCount(5);
    letPageTwoThrough(); // the late page answers only after the newer filter's
    await Promise.all(held); // the late page has come (or found its request gone)
    await idle(page);
    expect(await ids(page)).toEqual(filterArticles({ category: "craftsmanship" }).map((a) => a.id));
  });

  test("a failed load more says so and retries; axe and CLS on the journal", async ({ page, watch }) => {
    watch.allowErrors(/Failed to load resource: the server responded with a status of 503/);
    const shifts = await ready(page, JOURNAL);
    await expect(listStatus(page)).toBeVisible();
    const moved = await shifts();
    expect(moved.unexpected, moved.report).toBeLessThanOrEqual(0.01);
    expect(await axeViolations(page, "body")).toEqual([]);

    let fail = true;
    await page.route(ARTICLE_LIST, (route) => (fail ? route.fulfill({ status: 503, body: "busy" }) : route.continue()));
    await loadMore(page).click();
    await expect(listStatus(page)).toHaveText("More items could not be loaded.", { timeout: 10_000 });
    await expect(feed(page)).toHaveAttribute("aria-busy", "false");
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(articles(page)).toHaveCount(12);
  });

  test.describe("right to left (kw)", () => {
    test.use({ market: "kw" });
    test("kw: rtl, Arabic counter with Arabic-Indic digits after load more", async ({ page }) => {
      await ready(page, JOURNAL);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await loadMore(page).click();
      await expect(articles(page)).toHaveCount(12);
      await expect(listStatus(page)).toContainText("١٢ من ١٥ مقالًا");
      await expect(listStatus(page)).toContainText("١٢");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("filter links and load more are real links; ?page=2 renders pages 1..2", async ({ page }) => {
      await page.goto(JOURNAL);
      await expect(articles(page)).toHaveCount(6);
      await loadMore(page).click();
      await expect.poll(() => search(page)).toBe("?page=2");
      await expect(articles(page)).toHaveCount(12);
      await page.getByRole("link", { name: "Fashion" }).click();
      await expect.poll(() => search(page)).toBe("?category=fashion");
      expect(await ids(page)).toEqual(
        filterArticles({ category: "fashion" })
          .slice(0, 6)
          .map((a) => a.id),
      );
      await expect(loadMore(page)).toBeHidden();
    });
  });
});
