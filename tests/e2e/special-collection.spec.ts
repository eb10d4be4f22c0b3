// The special-collection page in Chromium (§2 "Special-collection page", §4 "Load more", §5, §7, §8, §9; APG tabs).
import type { Page } from "@playwright/test";
import { collectionPages } from "../../fixtures/fragments/special-collection";
import { STOCK_URL, axeViolations, expect, idle, test } from "./fixtures";
import { shiftsFromLoad } from "./shifts";

const PAGE = "/pages/special-collection.html";
const FRAGMENT = /\.component-special-collection-template(\.new)?\.html\?/;

const items = (page: Page) => page.locator("[data-special-collection-grid] > li");
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const loadMore = (page: Page) => page.getByRole("button", { name: "Load more" });
const partNumbers = (category: string, from: number, to: number) => collectionPages(category, from, to).map((p) => p.partNumber);
const shownPartNumbers = (page: Page) =>
  page
    .locator("[data-special-collection-grid] > li [data-part-number]")
    .evaluateAll((tiles) => tiles.map((t) => (t as HTMLElement).dataset["partNumber"]));

/** Opens the page and waits for the widget (hydrated when idle after load): on the runtime's idle signal, which a
 * loaded machine reaches later than an expectation's 5 s allow. */
async function open(page: Page, search = "") {
  await page.goto(`${PAGE}${search}`);
  await idle(page);
  await expect(page.getByRole("tablist")).toBeVisible();
}

/** Fragment requests wait here until released, so a test can act mid-load. */
async function holdFragments(page: Page) {
  const urls: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAGMENT, async (route) => {
    urls.push(route.request().url());
    await gate; // a request that reaches the route after release() passes too
    await route.continue().catch(() => {}); // an aborted request is gone
  });
  return { urls, release };
}

/** Every `vitrine:track` event of the page, from its start. */
async function recordTracking(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { tracked: unknown[] };
    w.tracked = [];
    document.addEventListener("vitrine:track", (e) => w.tracked.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { tracked: unknown[] }).tracked);
}

const entry = (page: Page) => page.evaluate(() => ({ state: history.state as unknown, length: history.length, search: location.search }));

test.describe("without JavaScript (progressive enhancement)", () => {
  test.use({ javaScriptEnabled: false });

  test("tabs and load more are links; the server renders pages 1..N of the category", async ({ page }) => {
    await page.goto(`${PAGE}?category=bags`);
    await expect(items(page)).toHaveCount(12);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/\?category=bags&page=2#special-collection-page-2$/);
    await expect(items(page)).toHaveCount(24);
    await expect(page.locator("#special-collection-page-2")).toBeInViewport();
    await page.getByRole("link", { name: "Shoes" }).click();
    await expect(page).toHaveURL(/\?category=shoes$/);
    await expect(items(page)).toHaveCount(12);
    await expect(page.getByRole("link", { name: "Shoes" })).toHaveAttribute("aria-current", "page");
    await page.goto(`${PAGE}?page=4&category=bags`);
    await expect(items(page)).toHaveCount(43);
    await expect(page.getByRole("link", { name: "Load more" })).toBeHidden();
  });
});

test.describe("category tabs (APG tabs, manual activation)", () => {
  test("roles, selection, roving tabindex; arrows, Home and End move focus, Enter and Space activate", async ({ page }) => {
    const fragments: string[] = [];
    page.on("request", (request) => FRAGMENT.test(request.url()) && fragments.push(request.url()));
    await open(page);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["All", "Bags", "Shoes", "Ready-to-wear", "Jewellery", "Accessories", "Small leather goods"]);
    await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Bags")).toHaveAttribute("aria-selected", "false");
    expect(await tabs.evaluateAll((all) => all.map((t) => (t as HTMLElement).tabIndex))).toEqual([0, -1, -1, -1, -1, -1, -1]);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveAttribute("aria-labelledby", (await tab(page, "All").getAttribute("id"))!);
    await expect(tab(page, "All")).toHaveAttribute("aria-controls", (await panel.getAttribute("id"))!);

    await tab(page, "All").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Bags")).toBeFocused();
    await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true"); // manual activation
    await page.keyboard.press("End");
    await expect(tab(page, "Small leather goods")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "All")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "Small leather goods")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab(page, "All")).toBeFocused();
    expect(fragments).toEqual([]);

    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(tab(page, "Bags")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?page=1&category=bags$/);
    await expect(tab(page, "Bags")).toBeFocused();
    expect(await tabs.evaluateAll((all) => all.map((t) => (t as HTMLElement).tabIndex))).toEqual([-1, 0, -1, -1, -1, -1, -1]);
    // §4: a tab switch is ignored while a category loads: the next one waits for Bags to have loaded.
    await expect(page.locator("[data-special-collection-grid]")).toHaveAttribute("aria-busy", "false");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect(tab(page, "Shoes")).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveAttribute("aria-labelledby", (await tab(page, "Shoes").getAttribute("id"))!);
    expect(fragments).toHaveLength(2);
  });

  test.describe("right to left", () => {
    test.use({ market: "kw" });
    test("kw: the arrow keys mirror; counts are announced in Arabic with Arabic-Indic digits", async ({ page }) => {
      await open(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await tab(page, "الكل").focus();
      await page.keyboard.press("ArrowLeft");
      await expect(tab(page, "الحقائب")).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(tab(page, "الكل")).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(tab(page, "المصنوعات الجلدية الصغيرة")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(items(page)).toHaveCount(12);
      await expect(page.getByRole("status")).toHaveText("المصنوعات الجلدية الصغيرة: ٣٧ منتجًا");
      await expect(page.getByRole("status")).toContainText("٣٧");
      await page.getByRole("button", { name: "عرض المزيد" }).click();
      await expect(items(page)).toHaveCount(24);
      await expect(page.getByRole("status")).toHaveText("تم تحميل ١٢ منتجًا");
    });
  });
});

test.describe("load (§2, §9)", () => {
  test("page and category come from the query; defaults are 1 and all", async ({ page }) => {
    await open(page);
    await expect(items(page)).toHaveCount(12);
    await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");
    await open(page, "?page=2&category=bags");
    expect(await shownPartNumbers(page)).toEqual(partNumbers("bags", 1, 2));
    await expect(tab(page, "Bags")).toHaveAttribute("aria-selected", "true");
    await expect(loadMore(page)).toBeVisible();
  });

  test("hash PN scrolls to the tile carrying that part number", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const target = partNumbers("bags", 2, 2).at(-1)!;
    await page.goto(`${PAGE}?page=2&category=bags#PN=${target}`);
    const tile = page.locator(`[data-part-number="${target}"]`);
    await expect(tile).toBeInViewport({ ratio: 0.5 });
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  });

  test("a hash value that is not a part number never becomes a selector", async ({ page }) => {
    await page.goto(`${PAGE}#PN=${encodeURIComponent('x"], body, a[x="')}`);
    await expect(page.getByRole("tablist")).toBeVisible();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

test.describe("load more (§4, §7)", () => {
  test("appends the next page, pushes special-collection, tracks exactly the part numbers loaded, focuses the first new tile", async ({
    page,
  }) => {
    const tracked = await recordTracking(page);
    await open(page, "?category=shoes");
    const before = await entry(page);
    await loadMore(page).click();
    await expect(items(page)).toHaveCount(24);
    expect(await shownPartNumbers(page)).toEqual(partNumbers("shoes", 1, 2));
    const after = await entry(page);
    expect(after.length).toBe(before.length + 1);
    expect(after.state).toEqual({ vitrine: "special-collection", page: 2, category: "shoes" });
    expect(after.search).toBe("?category=shoes&page=2");
    expect(await tracked()).toEqual([{ event: "load-more", partNumbers: partNumbers("shoes", 2, 2), page: 2, category: "shoes" }]);
    await expect(items(page).nth(12).locator("[data-part-number]")).toBeFocused();
    await expect(page.getByRole("status")).toHaveText("12 more items loaded");
  });

  test("feed semantics: aria-busy while appending, aria-setsize = totalCount, aria-posinset per item", async ({ page }) => {
    await open(page, "?category=bags");
    const grid = page.locator("[data-special-collection-grid]");
    await grid.evaluate((list) => {
      const w = window as unknown as { insertions: number[] };
      w.insertions = [];
      new MutationObserver((records) => records.forEach((r) => r.addedNodes.length && w.insertions.push(r.addedNodes.length))).observe(
        list,
        { childList: true },
      );
    });
    const hold = await holdFragments(page);
    await loadMore(page).click();
    await expect(grid).toHaveAttribute("aria-busy", "true");
    await expect.poll(() => hold.urls.length).toBe(1); // busy is set before the request reaches the route
    hold.release();
    await expect(items(page)).toHaveCount(24);
    await expect(grid).toHaveAttribute("aria-busy", "false");
    expect(await page.evaluate(() => (window as unknown as { insertions: number[] }).insertions)).toEqual([12]); // one insertion per page
    const sets = await items(page).evaluateAll((all) =>
      all.map((li) => [li.getAttribute("aria-posinset"), li.getAttribute("aria-setsize")]),
    );
    expect(sets).toEqual(Array.from({ length: 24 }, (_, i) => [String(i + 1), "43"]));
  });

  test("new tiles are lazy-loaded and get their labels through the observer, with one stock request for the page", async ({ page }) => {
    await open(page, "?category=small-leather-goods");
    await page.waitForLoadState("networkidle");
    const stock: string[] = [];
    page.on("request", (request) => STOCK_URL.test(request.url()) && stock.push(request.url()));
    await loadMore(page).click();
    await expect(items(page)).toHaveCount(24);
    const fresh = items(page).nth(12);
    await expect(fresh.locator("[data-part-number] > .vitrine-tile")).toBeAttached();
    await expect.poll(() => stock.length).toBe(1);
    await idle(page); // and no second one after it
    expect(stock).toHaveLength(1);
    expect(await items(page).evaluateAll((all) => all.slice(12).map((li) => li.querySelector("img")?.getAttribute("loading")))).toEqual(
      Array(12).fill("lazy"),
    );
  });

  test("one request at a time: a double click loads once, a tab click mid-load is ignored; the load-more spinner shows", async ({
    page,
  }) => {
    await open(page);
    const hold = await holdFragments(page);
    await loadMore(page).dblclick();
    await expect(page.locator('[data-spinner="more"]')).toBeVisible();
    await expect(page.locator('[data-spinner="category"]')).toHaveCount(0);
    await tab(page, "Bags").click();
    await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => hold.urls.length).toBe(1);
    hold.release();
    await expect(items(page)).toHaveCount(24);
    await expect(page.locator("[data-spinner]")).toHaveCount(0);
    expect(hold.urls).toHaveLength(1);
    expect(await shownPartNumbers(page)).toEqual(partNumbers("all", 1, 2));
  });

  test("the button turns off at totalCount: on mount, and after the last page", async ({ page }) => {
    await open(page, "?category=jewellery");
    await expect(items(page)).toHaveCount(9);
    await expect(loadMore(page)).toHaveCount(0);
    await open(page, "?page=3&category=bags");
    await loadMore(page).click();
    await expect(items(page)).toHaveCount(43);
    await expect(loadMore(page)).toHaveCount(0);
    expect(await shownPartNumbers(page)).toEqual(partNumbers("bags", 1, 4));
  });

  test("the new experience asks the .new.html address and appends its alternate tiles, labels hydrated", async ({ page }) => {
    await open(page, "?experience=new&category=bags");
    const request = page.waitForRequest(FRAGMENT);
    await loadMore(page).click();
    expect(new URL((await request).url()).pathname).toBe(
      "/content/vitrine/special-collection.component-special-collection-template.new.html",
    );
    await expect(items(page)).toHaveCount(24);
    expect(await page.locator("[data-special-collection-grid] > li > .product-tile--new").count()).toBe(24);
    await expect(items(page).nth(12).locator(".vitrine-tile")).toBeAttached();
    expect(page.url()).toContain("experience=new");
  });
});

test.describe("tab switch (§4)", () => {
  test("clears the tiles, shows the category spinner, loads page 1, resets the button and pushes special-collection", async ({ page }) => {
    const tracked = await recordTracking(page);
    await open(page, "?category=jewellery");
    await expect(loadMore(page)).toHaveCount(0);
    const before = await entry(page);
    const hold = await holdFragments(page);
    await tab(page, "Bags").click();
    await expect(items(page)).toHaveCount(0);
    await expect(page.locator('[data-spinner="category"]')).toBeVisible();
    await expect(loadMore(page)).toHaveCount(0);
    // The held request reaches the test's route handler on its own time: wait for it, not for the page.
    await expect.poll(() => hold.urls.length).toBe(1);
    expect(new URL(hold.urls[0]!).searchParams.toString()).toBe("page=1&category=bags&pageLoad=false");
    hold.release();
    await expect.poll(() => shownPartNumbers(page)).toEqual(partNumbers("bags", 1, 1));
    await expect(page.locator("[data-spinner]")).toHaveCount(0);
    await expect(loadMore(page)).toBeVisible();
    const after = await entry(page);
    expect(after.length).toBe(before.length + 1);
    expect(after.state).toEqual({ vitrine: "special-collection", page: 1, category: "bags" });
    await expect(page.getByRole("status")).toHaveText("Bags: 43 products");
    expect(await tracked()).toEqual([{ event: "load-more", partNumbers: partNumbers("bags", 1, 1), page: 1, category: "bags" }]);
  });
});

test.describe("Back/Forward (§2)", () => {
  test("restores each entry's page and category from memory, with its scroll position", async ({ page }) => {
    const fragments: string[] = [];
    page.on("request", (request) => FRAGMENT.test(request.url()) && fragments.push(request.url()));
    await open(page);
    await loadMore(page).click();
    await expect(items(page)).toHaveCount(24);
    await loadMore(page).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await loadMore(page).click();
    await expect(items(page)).toHaveCount(36);
    await tab(page, "Shoes").click();
    await expect(page).toHaveURL(/category=shoes/);
    await expect(items(page)).toHaveCount(12);
    expect(fragments).toHaveLength(3);

    await page.goBack();
    await expect(page).toHaveURL(/\?page=3&category=all$/);
    expect(await shownPartNumbers(page)).toEqual(partNumbers("all", 1, 3));
    await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2&category=all$/);
    expect(await shownPartNumbers(page)).toEqual(partNumbers("all", 1, 2));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(scrolled);
    await page.goForward();
    expect(await shownPartNumbers(page)).toEqual(partNumbers("all", 1, 3));
    await page.goForward();
    expect(await shownPartNumbers(page)).toEqual(partNumbers("shoes", 1, 1));
    await expect(loadMore(page)).toBeVisible();
    expect(fragments).toHaveLength(3);
    expect(await page.evaluate(() => (history.state as { vitrine: string }).vitrine)).toBe("special-collection");
  });

  test("Back mid-load aborts the load and shows exactly that entry's grid", async ({ page }) => {
    await open(page);
    await loadMore(page).click();
    await expect(items(page)).toHaveCount(24);
    const hold = await holdFragments(page);
    await loadMore(page).click();
    await expect(page.locator('[data-spinner="more"]')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PAGE.replace(/\./g, "\\.")}$`));
    await expect.poll(() => shownPartNumbers(page)).toEqual(partNumbers("all", 1, 1));
    hold.release();
    await idle(page);
    expect(await shownPartNumbers(page)).toEqual(partNumbers("all", 1, 1));
    await expect(page.locator("[data-spinner]")).toHaveCount(0);
    await expect(loadMore(page)).toBeVisible();
  });

  test("Back to a page the server rendered with others fetches its pages again", async ({ page }) => {
    await open(page, "?page=2&category=bags");
    await tab(page, "Shoes").click();
    await expect(page).toHaveURL(/category=shoes/);
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2&category=bags$/);
    expect(await shownPartNumbers(page)).toEqual(partNumbers("bags", 1, 2));
  });
});

test.describe("failures (§5, §8)", () => {
  test("a failed load turns load more off, clears the spinner and says so, the error is reported; the button stays focused as the retry", async ({
    page,
    watch,
  }) => {
    watch.allowErrors(
      /^\[vitrine\] special-collection on .*section\.special-collection: HTTP 500/,
      /Failed to load resource: the server responded with a status of 500/,
    );
    await open(page, "?fault=server-error");
    await loadMore(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".vitrine-special-collection__error")).toHaveText("More items could not be loaded.");
    const retry = page.getByRole("button", { name: "Try again" });
    await expect(retry).toBeFocused(); // never <body>
    await expect(loadMore(page)).toHaveCount(0);
    await expect(page.locator("[data-spinner]")).toHaveCount(0);
    await expect(page.locator("[data-special-collection-grid]")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("status")).toHaveText("More items could not be loaded.");
    expect(watch.errors().filter((e) => e.startsWith("[vitrine]"))).toHaveLength(1);
    await tab(page, "Bags").click(); // a tab switch resets the button (and fails again here)
    await expect(page.locator(".vitrine-special-collection__error")).toHaveText("This category could not be loaded.");
    await expect(retry).toBeVisible();
  });

  test("a retry in place loads the page that failed, then the next ones", async ({ page, watch }) => {
    watch.allowErrors(/Failed to load resource/, /^\[vitrine\] special-collection on .*: HTTP 404/);
    await open(page);
    let failing = true;
    await page.route(FRAGMENT, (route) => (failing ? route.fulfill({ status: 404, body: "gone" }) : route.continue()));
    await loadMore(page).click();
    const retry = page.getByRole("button", { name: "Try again" });
    await expect(retry).toBeFocused();
    failing = false;
    await page.keyboard.press("Enter");
    await expect(items(page)).toHaveCount(24);
    expect(await shownPartNumbers(page)).toEqual(partNumbers("all", 1, 2));
    await expect(page).toHaveURL(/\?page=2&category=all$/);
    await expect(page.locator(".vitrine-special-collection__error")).toHaveCount(0);
    await expect(loadMore(page)).toBeVisible();
  });

  test('a response without #total-count raises "missing total count tracker in html response"', async ({ page, watch }) => {
    watch.allowErrors(/^\[vitrine\] special-collection on .*section\.special-collection: missing total count tracker in html response/);
    await open(page, "?fault=no-total-count");
    await loadMore(page).click();
    await expect(page.locator(".vitrine-special-collection__error")).toHaveText("More items could not be loaded.");
    await expect(loadMore(page)).toHaveCount(0);
    await expect(items(page)).toHaveCount(12);
    expect(watch.errors().filter((e) => e.includes("missing total count tracker in html response"))).toHaveLength(1);
  });
});

test.describe("layout and accessibility", () => {
  test("hydration and append shift no layout (CLS ≤ 0.01)", async ({ page }) => {
    const shifts = await shiftsFromLoad(page);
    await page.setViewportSize({ width: 1280, height: 2400 }); // the whole grid and the button in view
    await open(page);
    await page.waitForLoadState("networkidle");
    await idle(page);
    const hydration = await shifts();
    expect(hydration.unexpected, hydration.report).toBeLessThanOrEqual(0.01);
    // Appending moves nothing above the new tiles (document offsets: focus scrolls the page).
    const offsets = () =>
      page
        .locator("[role=tablist], [data-special-collection-grid] > li")
        .evaluateAll((all) => all.map((el) => el.getBoundingClientRect().top + scrollY));
    const before = await offsets();
    await loadMore(page).click();
    await expect(items(page)).toHaveCount(24);
    await page.waitForLoadState("networkidle");
    await idle(page);
    const appended = await shifts();
    expect(appended.unexpected, appended.report).toBeLessThanOrEqual(0.01);
    expect((await offsets()).slice(0, before.length)).toEqual(before);
  });

  test('every tab is a target of at least 24 × 24 px (WCAG 2.5.8), the one-word "All" included', async ({ page }) => {
    await open(page);
    const sizes = await page
      .getByRole("tab")
      .evaluateAll((tabs) => tabs.map((t) => [t.textContent, t.getBoundingClientRect().width, t.getBoundingClientRect().height]));
    for (const [name, width, height] of sizes) {
      expect.soft(width, `${name} width`).toBeGreaterThanOrEqual(24);
      expect.soft(height, `${name} height`).toBeGreaterThanOrEqual(24);
    }
  });

  test("axe finds no serious or critical violation, before and after a load", async ({ page }) => {
    await open(page);
    const serious = () => axeViolations(page, "body");
    expect(await serious()).toEqual([]);
    await loadMore(page).click();
    await expect(items(page)).toHaveCount(24);
    await tab(page, "Bags").click();
    await expect(items(page)).toHaveCount(12);
    expect(await serious()).toEqual([]);
  });
});
