// The collection page, look tiles, the editorial article variant and the collection menu, in Debian's Chromium on the
// fixture pages (§2 "Collection page", "Look tile", "Editorial article page variant"; §4 load more; §7 "Looks load";
// §8 "Looks load failure"; §9 "Paging and URLs", "Timings", "Images").
import type { Page } from "@playwright/test";
import { ARTICLE_LOOKS, COLLECTION_LOOKS, looksPage } from "../../fixtures/looks";
import { ARTICLE_CONTENT_PATH, COLLECTION_CONTENT_PATH } from "../../fixtures/server/screens/collection";
import { axeViolations, expect, idle, test } from "./fixtures";
import { shiftsFromLoad, shiftsFromNow } from "./shifts";

const COLLECTION = "/pages/collection.html";
const ARTICLE = "/pages/editorial-article.html";
const LOOKS_URL = /\.component-collection-looks-template\.html/;

const looks = (page: Page) => page.locator("[data-looks-feed] > [data-look-id]");
const look = (page: Page, id: string) => page.locator(`[data-look-id="${id}"]`);
const loadMore = (page: Page) => page.getByRole("button", { name: "Load more" });
const idsOf = (list: readonly { lookId: string }[]) => list.map((l) => l.lookId);
const shownIds = (page: Page) => looks(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-look-id")));

/** The grid has hydrated: the widget made it a feed. Waited for on the runtime's idle signal, which a loaded machine
 * reaches later than an expectation's 5 s allow. */
async function hydratedGrid(page: Page): Promise<void> {
  await idle(page);
  await expect(page.locator('[data-looks-feed][role="feed"]')).toBeAttached();
}

/** Every looks request the page makes, as URLs. */
function looksRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on("request", (request) => {
    if (LOOKS_URL.test(request.url())) urls.push(new URL(request.url()));
  });
  return urls;
}

/** Holds every looks answer until `release()`, so a waiting state can be looked at for as long as a test needs; with
 * `atLeastMs` an answer is also held that long (to land past the 500 ms input window of layout shifts). `release()`
 * resolves once every held answer has been let through (or found its request gone). */
async function holdLooks(page: Page, atLeastMs = 0): Promise<{ release(): Promise<void> }> {
  const held: Promise<void>[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(LOOKS_URL, (route) => {
    const minimum = new Promise((resolve) => setTimeout(resolve, atLeastMs));
    const answer = Promise.all([gate, minimum]).then(() => route.continue().catch(() => {}));
    held.push(answer);
    return answer;
  });
  return {
    release: () => {
      open();
      return Promise.all(held).then(() => {});
    },
  };
}

test.describe("collection page: page query and look-id hash (§2, §9)", () => {
  test("?page=2 renders pages 1–2; the feed numbers its looks against the declared total", async ({ page }) => {
    await page.goto(`${COLLECTION}?page=2`);
    await hydratedGrid(page);
    expect(await shownIds(page)).toEqual(idsOf(COLLECTION_LOOKS.slice(0, 16)));
    const feed = page.locator("[data-looks-feed]");
    await expect(feed).toHaveAttribute("aria-busy", "false");
    await expect(looks(page).first()).toHaveAttribute("aria-posinset", "1");
    await expect(looks(page).last()).toHaveAttribute("aria-posinset", "16");
    await expect(looks(page).last()).toHaveAttribute("aria-setsize", "44");
    expect(
      await looks(page)
        .first()
        .evaluate((el) => el.localName),
    ).toBe("article");
    await expect(loadMore(page)).toBeVisible();
    await expect(page.locator("[data-looks-load-more]")).toBeHidden();
  });

  test("#look-id scrolls to that look on load", async ({ page }) => {
    await page.goto(`${COLLECTION}?page=3#look-id=L20`);
    await hydratedGrid(page);
    await expect(look(page, "L20")).toBeInViewport();
    await expect.poll(async () => (await look(page, "L20").boundingBox())?.y).toBeLessThan(5);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test("a look-id that looks like selector syntax is only ever compared, never run as a selector", async ({ page }) => {
    await page.goto(`${COLLECTION}#look-id=${encodeURIComponent('"], body, [x="')}`);
    await hydratedGrid(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("load more (§4, §7 Looks load, §8)", () => {
  test("fetches page 2, appends its looks in one insertion, rewrites `page` on the same entry; focus and live region follow", async ({
    page,
  }) => {
    await page.goto(COLLECTION);
    await hydratedGrid(page);
    const requests = looksRequests(page);
    await page.evaluate(() => {
      const w = window as unknown as { insertions: number };
      w.insertions = 0;
      new MutationObserver((records) => {
        for (const record of records)
          if ([...record.addedNodes].some((n) => n instanceof Element && n.hasAttribute("data-look-id"))) w.insertions++;
      }).observe(document.querySelector("[data-looks-feed]")!, { childList: true });
    });
    const entries = await page.evaluate(() => history.length);

    await loadMore(page).click();
    await expect(looks(page)).toHaveCount(16);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.pathname).toBe(`${COLLECTION_CONTENT_PATH}.component-collection-looks-template.html`);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ page: "2", articlePage: "false" });
    expect(await shownIds(page)).toEqual(idsOf(COLLECTION_LOOKS.slice(0, 16)));
    expect(await page.evaluate(() => (window as unknown as { insertions: number }).insertions)).toBe(1);
    expect(new URL(page.url()).search).toBe("?page=2");
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await page.evaluate(() => history.state)).toEqual({ vitrine: "collection", page: 2 });
    await expect(look(page, "L09")).toBeFocused();
    await expect(page.getByRole("status")).toHaveText("8 more looks loaded");
    await expect(looks(page).last()).toHaveAttribute("aria-posinset", "16");
    await expect(loadMore(page)).toBeVisible();
  });

  test("turns off when a page returns fewer than 8 looks", async ({ page }) => {
    await page.goto(`${COLLECTION}?page=5`);
    await hydratedGrid(page);
    await loadMore(page).click();
    await expect(looks(page)).toHaveCount(44);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(page.locator("[data-looks-load-more]")).toBeHidden();
    expect(new URL(page.url()).search).toBe("?page=6");
  });

  test("is off on mount when fewer than page × 8 looks are shown, even if the CMS rendered the link", async ({ page }) => {
    await page.route(`**${COLLECTION}?page=6`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        "</section>",
        `<div class="looks__more"><a class="looks__load-more" href="${COLLECTION}?page=7" data-looks-load-more>Load more</a></div></section>`,
      );
      await route.fulfill({ response, body });
    });
    await page.goto(`${COLLECTION}?page=6`);
    await hydratedGrid(page);
    await expect(looks(page)).toHaveCount(44);
    await expect(page.locator("[data-looks-load-more]")).toBeHidden();
    await expect(loadMore(page)).toHaveCount(0);
  });

  test("a failed load clears the waiting state and the spinner, keeps the button for a retry, shows the message and propagates the error", async ({
    page,
    watch,
  }) => {
    watch.allowErrors(/status of 503/, /^\[vitrine\] collection-looks on main#main > section\.looks: looks load failed: HTTP 503/);
    await page.goto(`${COLLECTION}?fault=looks`);
    await hydratedGrid(page);
    await page.evaluate(() => {
      const w = window as unknown as { errors: unknown[] };
      w.errors = [];
      document.addEventListener("vitrine:error", (e) => w.errors.push((e as CustomEvent).detail));
    });
    await loadMore(page).click();
    await expect(page.getByText("More looks could not be loaded.", { exact: true }).first()).toBeVisible();
    // The button stays as the retry, and keeps the focus (never <body>).
    await expect(loadMore(page)).toBeFocused();
    await expect(loadMore(page)).toHaveAttribute("aria-disabled", "false");
    await expect(page.locator(".vitrine-looks__spinner, .vitrine-looks__placeholder")).toHaveCount(0);
    await expect(page.locator("[data-looks-feed]")).toHaveAttribute("aria-busy", "false");
    await expect(looks(page)).toHaveCount(8);
    expect(await page.evaluate(() => (window as unknown as { errors: unknown[] }).errors)).toEqual([
      { widget: "collection-looks", element: "main#main > section.looks", message: "looks load failed: HTTP 503" },
    ]);
    expect(watch.errors().filter((e) => e.startsWith("[vitrine]"))).toHaveLength(1);
    expect(new URL(page.url()).search).toBe("?fault=looks");
  });

  test("while waiting: aria-busy, the spinner, and room held for the page; all cleared once it is in", async ({ page }) => {
    const held = await holdLooks(page);
    await page.goto(COLLECTION);
    await hydratedGrid(page);
    await loadMore(page).click();
    await expect(page.locator("[data-looks-feed]")).toHaveAttribute("aria-busy", "true");
    await expect(page.locator(".vitrine-looks__spinner")).toBeVisible();
    await expect(loadMore(page)).toHaveAttribute("aria-disabled", "true");
    await expect(page.locator(".vitrine-looks__placeholder")).toHaveCount(8);
    await expect(page.getByRole("status")).toHaveText("Loading…");
    await held.release();
    await expect(looks(page)).toHaveCount(16);
    await expect(page.locator("[data-looks-feed]")).toHaveAttribute("aria-busy", "false");
    await expect(page.locator(".vitrine-looks__spinner, .vitrine-looks__placeholder")).toHaveCount(0);
  });

  test("Page Down / Page Up move between looks (APG feed)", async ({ page }) => {
    await page.goto(COLLECTION);
    await hydratedGrid(page);
    await look(page, "L01").locator("[data-look-link]").focus();
    await page.keyboard.press("PageDown");
    await expect(look(page, "L02")).toBeFocused();
    await page.keyboard.press("PageDown");
    await page.keyboard.press("PageUp");
    await expect(look(page, "L02")).toBeFocused();
  });
});

test.describe("a failed load more leaves a retry in place", () => {
  for (const [fault, answer] of [
    ["aborted", { abort: true }],
    ["500", { status: 500 }],
    ["404", { status: 404 }],
    [
      "a truncated fragment",
      {
        status: 200,
        contentType: "text/html",
        body: `\n<article class="look-tile" data-look-id="L09"><a class="look-tile__link" href="/l" data-look-link>`,
      },
    ],
    ["JSON where HTML is expected", { status: 200, contentType: "application/json", body: `{"looks":[]}` }],
  ] as const) {
    test(`${fault}: the button stays focused, nothing is appended, and looks 9–44 come after a retry`, async ({ page, watch }) => {
      watch.allowErrors(/Failed to load resource/, /^\[vitrine\] collection-looks on .*: looks load failed/);
      let failing = true;
      await page.route(LOOKS_URL, (route) => {
        if (!failing) return route.continue();
        if ("abort" in answer) return route.abort();
        return route.fulfill(answer);
      });
      await page.goto(COLLECTION);
      await hydratedGrid(page);
      await loadMore(page).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status")).toHaveText("More looks could not be loaded.");
      await idle(page);
      await expect(loadMore(page)).toBeFocused();
      await expect(looks(page)).toHaveCount(8);
      await expect(looks(page).last()).toHaveAttribute("aria-setsize", "44");
      failing = false;
      for (let shown = 16; shown <= 40; shown += 8) {
        await page.keyboard.press("Enter");
        await expect(looks(page)).toHaveCount(shown);
        await loadMore(page).focus(); // focus went to the first new look
      }
      await page.keyboard.press("Enter");
      await expect(looks(page)).toHaveCount(44);
      expect(await shownIds(page)).toEqual(idsOf(COLLECTION_LOOKS));
      await expect(loadMore(page)).toHaveCount(0);
      await expect(page.locator(".vitrine-looks__error")).toHaveCount(0);
    });
  }
});

test("§1, §3 a load-more page of video and text-only looks is a page: appended, announced, focus on its first look", async ({ page }) => {
  const tile = (id: string, media: string) =>
    `<article class="look-tile" data-look-id="${id}"><a class="look-tile__link" href="/pages/looks/L01.html" data-look-link>${media}<h3 class="look-tile__title">Look ${id}</h3></a></article>`;
  await page.route(LOOKS_URL, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `\n${tile("V1", '<video muted playsinline width="400" height="500" aria-label="Look V1"></video>')}\n${tile("T1", "")}\n`,
    }),
  );
  await page.goto(COLLECTION);
  await hydratedGrid(page);
  await loadMore(page).click();
  await expect(looks(page)).toHaveCount(10);
  expect((await shownIds(page)).slice(8)).toEqual(["V1", "T1"]);
  await expect(look(page, "V1")).toBeFocused();
  await expect(page.locator(".vitrine-looks__error")).toHaveCount(0);
});

test.describe("races (§4: one request at a time)", () => {
  test("a double click gives one request", async ({ page }) => {
    await page.goto(COLLECTION);
    await hydratedGrid(page);
    const requests = looksRequests(page);
    await loadMore(page).dblclick();
    await expect(looks(page)).toHaveCount(16);
    await idle(page);
    expect(requests).toHaveLength(1);
    expect(await shownIds(page)).toEqual(idsOf(COLLECTION_LOOKS.slice(0, 16)));
  });

  test("Enter held down gives one request", async ({ page }) => {
    await page.goto(COLLECTION);
    await hydratedGrid(page);
    const requests = looksRequests(page);
    await loadMore(page).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.down("Enter");
    await page.keyboard.up("Enter");
    await expect(looks(page)).toHaveCount(16);
    await idle(page);
    expect(requests).toHaveLength(1);
  });

  test("Back mid-load aborts the load: the late answer never reaches the grid, and loading works again", async ({ page }) => {
    await page.goto(COLLECTION);
    await hydratedGrid(page);
    await page.evaluate(() => history.pushState(null, "", "#look-id=L03")); // an entry of this document to go back to
    const held = await holdLooks(page);
    await loadMore(page).click();
    await expect(page.locator("[data-looks-feed]")).toHaveAttribute("aria-busy", "true");
    await page.goBack({ waitUntil: "commit" });
    await expect(page.locator("[data-looks-feed]")).toHaveAttribute("aria-busy", "false");
    await held.release(); // past the held-back answer
    await idle(page);
    expect(await shownIds(page)).toEqual(idsOf(COLLECTION_LOOKS.slice(0, 8)));
    await expect(page.locator(".vitrine-looks__spinner, .vitrine-looks__placeholder")).toHaveCount(0);
    expect(new URL(page.url()).search).toBe("");
    await expect(loadMore(page)).toHaveAttribute("aria-disabled", "false");
    await loadMore(page).click();
    await expect(looks(page)).toHaveCount(16);
    expect(await shownIds(page)).toEqual(idsOf(COLLECTION_LOOKS.slice(0, 16)));
  });
});

test.describe("look tile (§2)", () => {
  test("a click pushes `collection` with look-id in the hash, goes to the look; Back returns to the page and look", async ({ page }) => {
    await page.goto(COLLECTION);
    await hydratedGrid(page);
    await loadMore(page).click();
    await expect(looks(page)).toHaveCount(16);
    const entries = await page.evaluate(() => history.length);
    await look(page, "L12").locator("[data-look-link]").click();
    await page.waitForURL("**/pages/looks/L12.html");
    expect(await page.evaluate(() => history.length)).toBe(entries + 2);

    await page.goBack();
    expect(page.url()).toMatch(/\/pages\/collection\.html\?page=2#look-id=L12$/);
    expect(await page.evaluate(() => history.state)).toEqual({ vitrine: "collection", page: 2, lookId: "L12" });
    await hydratedGrid(page);
    await expect(looks(page)).toHaveCount(16);
    await expect(look(page, "L12")).toBeInViewport();

    await page.goBack(); // the entry before the click, untouched
    expect(page.url()).toMatch(/\?page=2$/);
    expect(await page.evaluate(() => history.state)).toEqual({ vitrine: "collection", page: 2 });
  });

  test("modified and new-tab clicks go to the browser untouched", async ({ page, context }) => {
    await page.goto(COLLECTION);
    await hydratedGrid(page);
    const entries = await page.evaluate(() => history.length);
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      look(page, "L02")
        .locator("[data-look-link]")
        .click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/pages\/looks\/L02\.html$/);
    const [other] = await Promise.all([
      context.waitForEvent("page"),
      look(page, "L03").locator("[data-look-link]").click({ button: "middle" }),
    ]);
    await other.waitForLoadState();
    expect(page.url()).toMatch(/\/pages\/collection\.html$/);
    expect(await page.evaluate(() => [history.length, history.state])).toEqual([entries, null]);
  });
});

test.describe("gallery control (§2 Look tile, Gallery zoom overlay)", () => {
  test("opening fixes the page where it is and asks for the look's images (zoom-open); closing restores the exact scroll position", async ({
    page,
  }) => {
    await page.goto(`${COLLECTION}?page=2`);
    await hydratedGrid(page);
    await page.evaluate(() => {
      const w = window as unknown as { opened: unknown[] };
      w.opened = [];
      document.addEventListener("vitrine:zoom-open", (e) => {
        const { source, index, images } = (e as CustomEvent).detail;
        w.opened.push({ source, index, count: images.length });
      });
    });
    // The zoom overlay (widgets/zoom-overlay) listens: the gallery control opens it.
    await expect(page.locator("[data-gallery-overlay]")).toBeAttached();
    const control = look(page, "L10").locator("[data-look-gallery]");
    await control.scrollIntoViewIfNeeded();
    // An offset off any tile edge; an instant scroll, since a wheel's scroll lands some frames later.
    await page.evaluate(() => window.scrollBy({ top: 137, behavior: "instant" }));
    const before = await page.evaluate(() => ({ y: window.scrollY, width: document.documentElement.clientWidth }));
    const boxBefore = await look(page, "L10").boundingBox();

    await control.click();
    expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([
      { source: "look L10", index: 0, count: 3 },
    ]);
    expect(page.url()).toMatch(/\?page=2$/);
    expect(
      await page.evaluate(() => ({ position: getComputedStyle(document.body).position, top: getComputedStyle(document.body).top })),
    ).toEqual({
      position: "fixed",
      top: `${-before.y}px`,
    });
    expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(before.width);
    expect(await look(page, "L10").boundingBox()).toEqual(boxBefore);
    await page.mouse.wheel(0, 600); // the page behind stays put
    expect(await look(page, "L10").boundingBox()).toEqual(boxBefore);

    const shifts = await shiftsFromNow(page);
    await page.keyboard.press("Escape"); // the overlay closes and emits zoom-close
    expect(await page.evaluate(() => window.scrollY)).toBe(before.y);
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe("static");
    expect(await look(page, "L10").boundingBox()).toEqual(boxBefore);
    await expect(control).toBeFocused();
    const moved = await shifts();
    expect(moved.all, moved.report).toBe(0);
  });
});

test.describe("editorial article variant (§2)", () => {
  test("the article flag goes into the load-more request; the fixture answers the article's own looks; the feed size is unknown until the end", async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    await hydratedGrid(page);
    const requests = looksRequests(page);
    await expect(looks(page).first()).toHaveAttribute("aria-setsize", "-1");
    await loadMore(page).click();
    await expect(looks(page)).toHaveCount(16);
    expect(requests[0]!.pathname).toBe(`${ARTICLE_CONTENT_PATH}.component-collection-looks-template.html`);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ page: "2", articlePage: "true" });
    expect((await shownIds(page)).slice(8)).toEqual(idsOf(looksPage(ARTICLE_LOOKS, 2)));
    await expect(looks(page).last()).toHaveAttribute("aria-setsize", "-1");
    await loadMore(page).click();
    await expect(looks(page)).toHaveCount(22);
    await expect(loadMore(page)).toHaveCount(0);
    for (const position of [0, 21]) await expect(looks(page).nth(position)).toHaveAttribute("aria-setsize", "22");
  });
});

test.describe("collection menu (§2, §9: custom scrollable area under 1024 px, resize debounce)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const menu = (page: Page) => page.locator("[data-collection-menu]");
  const list = (page: Page) => menu(page).locator("ul");
  const prev = (page: Page) => page.getByRole("button", { name: "Previous collections" });
  const next = (page: Page) => page.getByRole("button", { name: "More collections" });
  const scrollOf = (page: Page) => list(page).evaluate((el) => el.scrollLeft);

  /** The collection page with its menu hydrated (idle hydration: on the runtime's idle signal, not a 5 s wait). */
  async function openMenu(page: Page): Promise<void> {
    await page.goto(COLLECTION);
    await idle(page);
    await expect(next(page)).toBeVisible();
  }

  /** The link sits inside the visible part of the list. */
  async function insideList(page: Page, name: string): Promise<boolean> {
    const box = await menu(page).getByRole("link", { name, exact: true }).boundingBox();
    const frame = await list(page).boundingBox();
    return !!box && !!frame && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1;
  }

  test("overflowing: prev/next show, the current item is scrolled into view, the buttons scroll the list", async ({ page }) => {
    await openMenu(page);
    await expect(prev(page)).toBeVisible();
    expect(await insideList(page, "Spring–Summer 2026")).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const start = await scrollOf(page);
    await next(page).click();
    await expect.poll(() => scrollOf(page)).toBeGreaterThan(start);
    // Press next until the end (a disabled button is inert, so a press that lands as it disables does nothing).
    await expect(async () => {
      await next(page).click({ force: true });
      await expect(next(page)).toHaveAttribute("aria-disabled", "true", { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect.poll(() => insideList(page, "Bridal 2026")).toBe(true);
    await prev(page).click();
    await expect(next(page)).toHaveAttribute("aria-disabled", "false");
  });

  test("keyboard: the buttons work with Enter, and a focused link scrolls into view", async ({ page }) => {
    await openMenu(page);
    await prev(page).focus();
    const start = await scrollOf(page);
    await page.keyboard.press("Enter");
    await expect.poll(() => scrollOf(page)).toBeLessThan(start);
    await menu(page).getByRole("link", { name: "Pre-Fall 2024" }).focus();
    await expect.poll(() => insideList(page, "Pre-Fall 2024")).toBe(true);
    await expect(prev(page)).toHaveAttribute("aria-disabled", "true");
  });

  test("re-initialised on resize: desktop keeps the plain server menu, back under 1024 px the buttons return", async ({ page }) => {
    await openMenu(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(next(page)).toHaveCount(0);
    await expect(menu(page)).not.toHaveClass(/vitrine-menu--enhanced/);
    expect(await list(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(next(page)).toBeVisible();
    expect(await insideList(page, "Spring–Summer 2026")).toBe(true);
  });

  test("hydrating the menu shifts no layout", async ({ page }) => {
    const shifts = await shiftsFromLoad(page);
    await openMenu(page);
    const moved = await shifts();
    expect(moved.all, moved.report).toBeLessThanOrEqual(0.01);
  });

  test("axe finds no serious or critical violation on the phone layout", async ({ page }) => {
    await openMenu(page);
    expect(await axeViolations(page, "body")).toEqual([]);
  });
});

test.describe("right to left (§9 Markets: kw)", () => {
  test.use({ market: "kw", viewport: { width: 375, height: 800 } });

  test("the grid renders mirrored, the live region counts in Arabic-Indic digits, the menu arrows swap", async ({ page }) => {
    await page.goto(COLLECTION);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await hydratedGrid(page);
    const [first, second] = [await look(page, "L01").boundingBox(), await look(page, "L02").boundingBox()];
    expect(first!.x).toBeGreaterThan(second!.x);

    const prev = page.locator(".vitrine-menu__scroll--prev");
    const next = page.locator(".vitrine-menu__scroll--next");
    await expect(next).toBeVisible();
    expect((await prev.boundingBox())!.x).toBeGreaterThan((await next.boundingBox())!.x);
    await expect(prev.locator("svg")).toHaveClass(/--right/);
    await expect(next.locator("svg")).toHaveClass(/--left/);
    const start = await page.locator("[data-collection-menu] ul").evaluate((el) => el.scrollLeft);
    await next.click();
    await expect.poll(() => page.locator("[data-collection-menu] ul").evaluate((el) => el.scrollLeft)).toBeLessThan(start);

    await page.locator("button.vitrine-looks__button").click();
    await expect(looks(page)).toHaveCount(16);
    await expect(page.getByRole("status")).toHaveText("تم تحميل ٨ إطلالات");
    await expect(page.getByRole("status")).toContainText("٨");
  });
});

test.describe("layout stability (CLS ≤ 0.01)", () => {
  test("hydrating ?page=2 shifts no layout", async ({ page }) => {
    const shifts = await shiftsFromLoad(page);
    await page.goto(`${COLLECTION}?page=2`);
    await hydratedGrid(page);
    await page.waitForLoadState("networkidle");
    await idle(page);
    const moved = await shifts();
    expect(moved.unexpected, moved.report).toBeLessThanOrEqual(0.01);
  });

  test("appending a page that answers late (past the input window) shifts no layout", async ({ page }) => {
    const held = await holdLooks(page, 1000);
    await page.goto(COLLECTION);
    await hydratedGrid(page);
    await loadMore(page).scrollIntoViewIfNeeded();
    const shifts = await shiftsFromNow(page);
    await loadMore(page).click();
    await held.release();
    await expect(looks(page)).toHaveCount(16);
    await idle(page);
    const moved = await shifts();
    expect(moved.unexpected, moved.report).toBeLessThanOrEqual(0.01);
  });
});

test.describe("accessibility", () => {
  test("axe finds no serious or critical violation after a load, on the collection and the article", async ({ page }) => {
    for (const path of [COLLECTION, ARTICLE]) {
      await page.goto(path);
      await hydratedGrid(page);
      await loadMore(page).click();
      await expect(looks(page)).toHaveCount(16);
      expect(await axeViolations(page, "body"), path).toEqual([]);
    }
  });
});

test.describe("without JavaScript the links work", () => {
  test.use({ javaScriptEnabled: false });

  test("load more is a link to the next page, looks and their gallery link to the look page, which links back", async ({ page }) => {
    await page.goto(COLLECTION);
    await page.getByRole("link", { name: "Load more" }).click();
    await page.waitForURL(/\?page=2$/);
    await expect(looks(page)).toHaveCount(16);
    expect(await look(page, "L10").locator("[data-look-gallery]").getAttribute("href")).toBe("/pages/looks/L10.html#gallery");
    await look(page, "L10").locator("[data-look-link]").click();
    await page.waitForURL("**/pages/looks/L10.html");
    await expect(page.locator("[data-product-id]")).toHaveCount(COLLECTION_LOOKS[9]!.partNumbers.length);
    await page.getByRole("link", { name: "Back to the collection" }).click();
    await page.waitForURL(/\/pages\/collection\.html\?page=2#look-id=L10$/);
    await expect(looks(page)).toHaveCount(16);
    await page.getByRole("link", { name: "Resort 2026" }).click();
    await page.waitForURL(/\?season=resort-2026$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resort 2026");
  });
});
