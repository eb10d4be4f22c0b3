// Tile labels on the fixture listing, in Debian's Chromium (§4 labels, §5/§9 colours, §6 VIC and showcase, §7 stock).
import { CASES, CASE_NAMES, EXPECTED } from "../../fixtures/catalogue";
import { STOCK_URL, axeViolations, expect, hydrated, idle, scriptRequests, test, tileOf } from "./fixtures";
import { shiftsFromLoad } from "./shifts";

/** §4 label texts in English, written out (never read from the translations under test). */
const EN_LABELS = {
  availableSoon: "Available soon",
  outOfStock: "Out of stock",
  onlineExclusive: "Online exclusive",
  madeToOrder: "Made to order",
} as const;

test.describe("product listing, 200 tiles", () => {
  test("§4 every case tile gets the label the spec gives it", async ({ page }) => {
    await page.goto("/pages/listing.html");
    await hydrated(page);
    for (const name of CASE_NAMES) {
      const tile = tileOf(page, CASES[name].productId);
      await tile.scrollIntoViewIfNeeded();
      await expect(tile.locator(".vitrine-tile"), name).toBeAttached();
      const expected = EXPECTED[name].label;
      if (expected) await expect(tile.locator(".vitrine-tile__label"), name).toHaveText(EN_LABELS[expected]);
      else await expect(tile.locator(".vitrine-tile__label"), name).toHaveCount(0);
      if (EXPECTED[name].priceOnRequest) await expect(tile.locator(".vitrine-price")).toHaveText("Price on request");
    }
  });

  test("§7 stock for the whole page comes from one batched request, never one per tile", async ({ page }) => {
    const stockCalls: string[] = [];
    page.on("request", (request) => {
      if (STOCK_URL.test(request.url())) stockCalls.push(request.url());
    });
    await page.goto("/pages/listing.html");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("[data-product-id]").last().locator(".vitrine-tile").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(stockCalls).toHaveLength(1);
    const ids = decodeURIComponent(stockCalls[0]!.split("/variantsInventory/")[1]!.split("?")[0]!).split(",");
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("tiles hydrate only near the viewport", async ({ page }) => {
    await page.goto("/pages/listing.html");
    await hydrated(page);
    const counts = await page.evaluate(() => ({
      tiles: document.querySelectorAll("[data-product-id]").length,
      hydrated: document.querySelectorAll("[data-product-id] > .vitrine-tile").length,
    }));
    expect(counts.tiles).toBe(200);
    expect(counts.hydrated).toBeGreaterThan(0);
    expect(counts.hydrated).toBeLessThan(40);
  });

  test("§6 VIC users see the original price struck through, the discount and the private price", async ({ page }) => {
    await page.goto("/pages/listing.html?vic=1");
    const tile = tileOf(page, CASES.vic.productId);
    await tile.scrollIntoViewIfNeeded();
    const price = tile.locator(".vitrine-price");
    await expect(price.locator("s")).toContainText("1,375.00"); // us: €1,250 in the dollar price list
    await expect(price).toContainText("-28%");
    await expect(price.locator(".vitrine-tile__private-price")).toContainText("990.00");
    await expect(tile.locator("[data-tile-price]")).toBeHidden();
  });

  test("§6 no availability label when the checkout showcase flag is on", async ({ page }) => {
    await page.goto("/pages/listing.html?showcase=checkout");
    await hydrated(page);
    for (const name of ["availableSoonNoStock", "outOfStockNoStock", "madeToOrder"] as const) {
      const tile = tileOf(page, CASES[name].productId);
      await tile.scrollIntoViewIfNeeded();
      await expect(tile.locator(".vitrine-tile")).toBeAttached();
      await expect(tile.locator(".vitrine-tile__label")).toHaveCount(0);
    }
  });

  test("§5/§9 colour dots: at most 4, + N, count label count + 1, invalid colours dropped", async ({ page }) => {
    await page.goto("/pages/listing.html");
    for (const name of ["oneColour", "fourColours", "sixColours", "multiColourSegments", "invalidColours"] as const) {
      const tile = tileOf(page, CASES[name].productId);
      await tile.scrollIntoViewIfNeeded();
      const colours = tile.locator(".vitrine-tile__colours");
      await expect(colours.locator(".vitrine-tile__dot"), name).toHaveCount(EXPECTED[name].dots!);
      const valid = EXPECTED[name].validColours!;
      await expect(colours, name).toHaveAttribute("aria-label", `${valid + 1} colours`);
      if (EXPECTED[name].more) await expect(colours, name).toContainText(`+ ${EXPECTED[name].more}`);
    }
    const segments = tileOf(page, CASES.multiColourSegments.productId).locator(".vitrine-tile__dot").first();
    expect(await segments.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("conic-gradient");
  });

  test("hydration shifts no layout (CLS ≤ 0.01), VIC price replacement included", async ({ page }) => {
    const shifts = await shiftsFromLoad(page);
    await page.goto("/pages/listing.html?vic=1");
    await hydrated(page);
    await idle(page);
    const moved = await shifts();
    expect(moved.unexpected, moved.report).toBeLessThanOrEqual(0.01);
  });

  test("markup appended later (a load-more page) hydrates through the observer, with one stock request for it", async ({ page }) => {
    await page.goto("/pages/listing.html");
    await hydrated(page);
    const stockCalls: string[] = [];
    page.on("request", (request) => {
      if (STOCK_URL.test(request.url())) stockCalls.push(request.url());
    });
    const appendedStock = page.waitForRequest(STOCK_URL);
    await page.evaluate(() => {
      const grid = document.querySelector(".product-grid")!;
      const source = [...grid.children].slice(0, 24);
      const fragment = document.createDocumentFragment();
      source.forEach((item, i) => {
        const copy = item.cloneNode(true) as HTMLElement;
        copy.querySelector(".vitrine-tile")?.remove();
        copy.querySelector(".vitrine-price")?.remove();
        const tile = copy.querySelector<HTMLElement>("[data-product-id]")!;
        tile.dataset.productId = `app${i}`;
        tile.dataset.sizeList = `app${i}-1`;
        tile.querySelector<HTMLElement>("[data-tile-price]")!.hidden = false;
        fragment.append(copy);
      });
      grid.prepend(fragment);
    });
    await expect(page.locator('[data-product-id="app0"] > .vitrine-tile')).toBeAttached();
    await appendedStock;
    await idle(page);
    expect(stockCalls).toHaveLength(1);
    expect(stockCalls[0]).toContain("app0-1");
  });

  test("axe finds no serious or critical violation after hydration", async ({ page }) => {
    await page.goto("/pages/listing.html?vic=1");
    await hydrated(page);
    expect(await axeViolations(page, ".product-grid")).toEqual([]);
  });
});

test.describe("error isolation", () => {
  test("a broken tile is reported by widget, element and attribute; its neighbours hydrate", async ({ page, watch }) => {
    watch.allowErrors(/^\[vitrine\] tile-labels on /);
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { __events: string[] }).__events = events;
      for (const type of ["mount", "error"])
        document.addEventListener(`vitrine:${type}`, (e) => events.push(`${type} ${(e as CustomEvent<{ widget: string }>).detail.widget}`));
    });
    await page.goto("/pages/broken-tiles.html");
    await hydrated(page);
    await idle(page);
    // An instance that failed emits only its error: 3 mounts for the 3 good tiles, 3 errors for the broken ones.
    const events = await page.evaluate(() => (window as unknown as { __events: string[] }).__events);
    expect(events.filter((e) => e.startsWith("mount")).sort()).toEqual(Array(3).fill("mount tile-labels"));
    expect(events.filter((e) => e.startsWith("error")).sort()).toEqual(Array(3).fill("error tile-labels"));
    const broken = watch.errors().filter((e) => e.startsWith("[vitrine] tile-labels"));
    expect(broken).toHaveLength(3);
    expect(broken.join("\n")).toMatch(/\(data-product-id\): missing productId/);
    expect(broken.join("\n")).toMatch(/\(data-private-sales-price\): expected a number/);
    expect(broken.join("\n")).toMatch(/\(data-online-exclusive-interval\): invalid interval/);
    const tiles = page.locator("[data-part-number]");
    await expect(tiles).toHaveCount(6);
    await expect(page.locator("[data-part-number] > .vitrine-tile")).toHaveCount(3);
  });
});

test.describe("loading", () => {
  test("a page with no widgets loads the bootloader only: no React, no widget chunk", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/pages/no-widgets.html");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual(["/dist/vitrine.js"]);
    expect(await page.evaluate(() => typeof window.vitrine?.on)).toBe("function");
  });

  test("the product listing hydrates its tiles without React: no react or host chunk, no React root", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/pages/listing.html?vic=1");
    await hydrated(page);
    const vic = tileOf(page, CASES.vic.productId);
    await vic.scrollIntoViewIfNeeded();
    await expect(vic.locator(".vitrine-price .vitrine-tile__private-price")).toContainText("990.00");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("[data-product-id]").last().locator(".vitrine-tile").waitFor({ state: "attached" });
    await idle(page);
    expect(scripts).toContainEqual(expect.stringMatching(/^\/dist\/chunks\/tile-labels-[\w-]+\.js$/));
    expect(scripts.filter((path) => /\/chunks\/(react|host)-/.test(path))).toEqual([]);
    expect(await page.locator("[data-vitrine-root]").count()).toBe(0);
  });

  test("the classic-script loader boots the same bundle", async ({ page }) => {
    await page.goto("/pages/listing-classic.html");
    await hydrated(page);
    expect(await page.locator("[data-product-id] > .vitrine-tile").count()).toBeGreaterThan(0);
  });

  test("the public API reports each tile's mount once, and a rescan mounts nothing again", async ({ page }) => {
    // Every mount from the first script on: the API's events are also DOM events on document (vitrine:{type}).
    await page.addInitScript(() => {
      const mounts: string[] = [];
      Object.assign(window, { mounts });
      document.addEventListener("vitrine:mount", (event) => {
        const { widget, element } = (event as CustomEvent<{ widget: string; element: Element }>).detail;
        // The tiles' own mounts: the wishlist toggles inside them are widgets of their own.
        if (widget === "tile-labels") mounts.push(`${widget} ${element.getAttribute("data-product-id")}`);
      });
    });
    await page.goto("/pages/listing.html");
    await hydrated(page);
    await idle(page);
    const hydratedTiles = () =>
      page
        .locator("[data-product-id]:has(> .vitrine-tile)")
        .evaluateAll((tiles) => tiles.map((t) => `tile-labels ${t.getAttribute("data-product-id")}`));
    const reported = () => page.evaluate(() => [...(window as unknown as { mounts: string[] }).mounts]);
    const tiles = await hydratedTiles();
    expect(tiles.length).toBeGreaterThan(0);
    expect((await reported()).sort()).toEqual([...tiles].sort());

    const duringRescan = await page.evaluate(async () => {
      const seen: string[] = [];
      const off = window.vitrine!.on("mount", ({ widget }) => seen.push(widget));
      window.vitrine!.rescan();
      await window.vitrine!.whenIdle();
      off();
      return seen;
    });
    expect(duringRescan).toEqual([]);
    expect(await hydratedTiles()).toEqual(tiles);
    expect((await reported()).length).toBe(tiles.length);
  });
});

test.describe("markets (§1, §9)", () => {
  test("the market switcher sets static-country and the labels follow the market's language", async ({ page, context }) => {
    await page.goto("/pages/listing.html");
    await page.getByLabel("Country").selectOption("kr");
    await page.getByRole("button", { name: "Change market" }).click();
    await page.waitForURL(/\/pages\/listing\.html/);
    expect((await context.cookies()).find((c) => c.name === "static-country")?.value).toBe("kr");
    await hydrated(page);
    const tile = tileOf(page, CASES.madeToOrder.productId);
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.locator(".vitrine-tile__label")).toHaveText("주문 제작");
  });

  test.describe("right to left", () => {
    test.use({ market: "kw" });
    test("kw renders rtl with Arabic labels and KD prices", async ({ page }) => {
      await page.goto("/pages/listing.html?vic=1");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await hydrated(page);
      const tile = tileOf(page, CASES.madeToOrder.productId);
      await tile.scrollIntoViewIfNeeded();
      await expect(tile.locator(".vitrine-tile__label")).toHaveText("يُصنع حسب الطلب");
      const vic = tileOf(page, CASES.vic.productId);
      await vic.scrollIntoViewIfNeeded();
      await expect(vic.locator(".vitrine-price")).toContainText("KD");
    });
  });
});

test.describe("progressive enhancement", () => {
  test.use({ javaScriptEnabled: false });
  test("without JS the server HTML works: tile links navigate, the market form submits", async ({ page, context }) => {
    await page.goto("/pages/listing.html");
    await expect(page.locator(".vitrine-tile")).toHaveCount(0);
    const href = await tileOf(page, CASES.regular.productId).locator("a").first().getAttribute("href");
    expect(href).toMatch(/^\/products\./);
    await page.getByLabel("Country").selectOption("jp");
    await page.getByRole("button", { name: "Change market" }).click();
    await page.waitForURL(/\/pages\/listing\.html/);
    expect((await context.cookies()).find((c) => c.name === "static-country")?.value).toBe("jp");
  });
});
