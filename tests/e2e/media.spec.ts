// Editorial media in Chromium (§1, §2 "Look tile", "Gallery zoom overlay", "Cross-category circle link", §9
// "Cross-category circles", "Images"): the zoom overlay from a look tile and from a mosaic gallery, and the
// cross-category circles with 3, 4, 6, 7 and 9 circles, with and without JavaScript.
import type { Page } from "@playwright/test";
import { COLLECTION_LOOKS } from "../../fixtures/looks";
import { CIRCLE_COUNTS, CROSS_CATEGORY_PATH, MOSAIC_IMAGES, MOSAIC_PATH } from "../../fixtures/server/screens/media";
import { axeViolations, expect, idle, test } from "./fixtures";

const COLLECTION = "/pages/collection.html";
const dialog = (page: Page) => page.getByRole("dialog");
const counter = (page: Page) => dialog(page).locator("[data-zoom-counter] [aria-hidden]");
const zoomImage = (page: Page) => dialog(page).locator("[data-zoom-image]");
const galleryControl = (page: Page, lookId: string) => page.locator(`[data-look-id="${lookId}"] [data-look-gallery]`);
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));

/** The looks grid and the overlay are both listening: a gallery control opens the overlay. Waited for on the runtime's
 * idle signal (the overlay hydrates when idle), which a loaded machine reaches later than an expectation's 5 s allow. */
async function collectionReady(page: Page, path = COLLECTION): Promise<void> {
  await page.goto(path);
  await idle(page);
  await expect(page.locator('[data-looks-feed][role="feed"]')).toBeAttached();
  await expect(page.locator("[data-gallery-overlay]")).toBeAttached();
}

/** Scrolls the page to an offset off any edge, instantly, and returns it. */
async function scrollPage(page: Page, top: number): Promise<number> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  return page.evaluate(() => window.scrollY);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a look's gallery control links to the look page; a mosaic image to the full image; circles to their targets", async ({ page }) => {
    await page.goto(COLLECTION);
    await galleryControl(page, "L02").click();
    await expect(page).toHaveURL(/\/pages\/looks\/L02\.html#gallery$/);

    await page.goto(MOSAIC_PATH);
    const links = page.locator("[data-mosaic-gallery] a");
    await expect(links).toHaveCount(MOSAIC_IMAGES.length);
    expect(await links.nth(2).getAttribute("href")).toBe("/assets/img/M03-stitch.svg");

    await page.goto(CROSS_CATEGORY_PATH);
    const circles = page.locator("#circles-3 .cross-category__circle a");
    // §2: a category link; `/products` + sku; no link but an externalLink.
    expect(await circles.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/pages/plp.html?category=bags",
      "/products.patent_leather_pumps.VT10003.html",
      "/pages/editorial.html",
    ]);
    await circles.first().click();
    await expect(page).toHaveURL(/\/pages\/plp\.html\?category=bags$/);
  });
});

test.describe("gallery zoom overlay from a look tile (§2)", () => {
  test("opens at the chosen image; n/total; arrows; Tab stays inside; Escape restores scroll and focus; axe", async ({ page }) => {
    await collectionReady(page);
    await galleryControl(page, "L06").scrollIntoViewIfNeeded();
    const before = await scrollPage(page, (await page.evaluate(() => window.scrollY)) + 37);
    expect(before).toBeGreaterThan(0);
    await galleryControl(page, "L06").click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute("aria-modal", "true");
    await expect(counter(page)).toHaveText("1/3");
    await expect(zoomImage(page)).toHaveAttribute("alt", `${COLLECTION_LOOKS[5]!.title}, image 1`);
    expect(await focusInDialog(page)).toBe(true);
    // The page behind is fixed and inert.
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe("fixed");
    expect(await page.locator("main").getAttribute("inert")).toBe("");

    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("2/3");
    await expect(zoomImage(page)).toHaveAttribute("src", /\/assets\/img\/L06-back\.svg\?width=\d+$/);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText("3/3");
    await dialog(page).getByRole("button", { name: "Next image" }).click();
    await expect(counter(page)).toHaveText("1/3");

    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < 7; i++) {
        await page.keyboard.press(key);
        expect(await focusInDialog(page)).toBe(true);
      }
    }
    expect(await axeViolations(page, ".vitrine-zoom")).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe("static");
    await expect(galleryControl(page, "L06")).toBeFocused();
    expect(await page.locator("main").getAttribute("inert")).toBeNull();
  });

  test("§9 Images: the rendition is the device width × DPR rounded up to 500 px (390 px at DPR 3 → 1500)", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const page = await context.newPage();
    await collectionReady(page);
    await galleryControl(page, "L01").click();
    await expect(zoomImage(page)).toHaveAttribute("src", "/assets/img/L01.svg?width=1500");
    await context.close();
  });

  test("wheel zooms about the pointer, 0 resets, + and arrows pan within bounds", async ({ page }) => {
    await collectionReady(page);
    await galleryControl(page, "L01").click();
    await expect(zoomImage(page)).toBeVisible();
    const box = (await zoomImage(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect(dialog(page)).toHaveAttribute("data-zoomed", "true");
    await expect.poll(async () => (await zoomImage(page).boundingBox())!.height).toBeGreaterThan(box.height * 1.5);
    await page.keyboard.press("0");
    await expect(dialog(page)).toHaveAttribute("data-zoomed", "false");
    // Zoomed, the arrows pan instead of moving between slides.
    await page.keyboard.press("+");
    await page.keyboard.press("+");
    await page.keyboard.press("ArrowDown");
    await expect(counter(page)).toHaveText("1/3");
    await expect(zoomImage(page)).toHaveAttribute("style", /translate\(0px, -\d+(\.\d+)?px\) scale\(2\.25\)/);
    // Panning far stops at the image's edge: scale 2.25 of a stage-high image leaves (2.25 - 1) / 2 of its height.
    for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowDown");
    const stage = (await dialog(page).locator(".vitrine-zoom__stage").boundingBox())!;
    const limit = ((2.25 - 1) * stage.height) / 2;
    const y = await zoomImage(page).evaluate((img) => Number(/translate\([^,]+, (-?[\d.]+)px\)/.exec(img.style.transform)?.[1]));
    expect(Math.abs(y + limit)).toBeLessThan(1);
  });

  test("prefers-reduced-motion: zoom steps do not animate; otherwise they do", async ({ page }) => {
    const transition = () => zoomImage(page).evaluate((img) => getComputedStyle(img).transitionDuration);
    await collectionReady(page);
    await galleryControl(page, "L01").click();
    expect(await transition()).toBe("0.15s");
    await page.keyboard.press("Escape");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await galleryControl(page, "L01").click();
    expect(await transition()).toBe("0s");
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test("a double tap zooms in at the tapped point, another zooms back out; pinch zooms, one finger pans", async ({ page }) => {
      await collectionReady(page);
      await galleryControl(page, "L01").scrollIntoViewIfNeeded();
      await galleryControl(page, "L01").tap();
      await expect(zoomImage(page)).toBeVisible();
      const box = (await zoomImage(page).boundingBox())!;
      const at = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      const cdp = await page.context().newCDPSession(page);
      // Every touch carries its own time (CDP `timestamp`, which the page reads as the event's timeStamp): the two taps
      // of a double tap are 100 ms apart (the window is 300 ms) however slow the machine is between the calls, and
      // two double taps are a second apart, never one triple tap.
      let clock = Date.now() / 1000;
      /** One touch event, `after` seconds after the one before. */
      const touch = (
        type: "touchStart" | "touchMove" | "touchEnd",
        touchPoints: Array<{ x: number; y: number; id?: number }>,
        after = 0.05,
      ) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints, timestamp: (clock += after) });
      const doubleTap = async () => {
        await touch("touchStart", [at], 1);
        await touch("touchEnd", []);
        await touch("touchStart", [at]);
        await touch("touchEnd", []);
      };
      await doubleTap();
      await expect(dialog(page)).toHaveAttribute("data-zoomed", "true");
      await expect(zoomImage(page)).toHaveAttribute("style", /scale\(2\.5\)/);
      await doubleTap();
      await expect(dialog(page)).toHaveAttribute("data-zoomed", "false");

      // Pinch: two fingers 40 px apart spread to 160 px about the centre → ×4 (the maximum).
      const fingers = (spread: number) => [
        { x: at.x - spread / 2, y: at.y, id: 1 },
        { x: at.x + spread / 2, y: at.y, id: 2 },
      ];
      await touch("touchStart", fingers(40), 1);
      for (const spread of [70, 100, 130, 160]) await touch("touchMove", fingers(spread));
      await touch("touchEnd", []);
      await expect(zoomImage(page)).toHaveAttribute("style", /scale\(4\)/);
      // One finger drags the zoomed image by as much as it moves.
      const offset = () =>
        zoomImage(page).evaluate((img) => /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(img.style.transform)!.slice(1).map(Number));
      const [x, y] = await offset();
      await touch("touchStart", [at], 1);
      await touch("touchMove", [{ x: at.x + 60, y: at.y + 30 }]);
      await touch("touchEnd", []);
      await expect.poll(async () => (await offset()).map((v) => Math.round(v))).toEqual([Math.round(x! + 60), Math.round(y! + 30)]);
    });
  });

  test.describe("kw (right to left)", () => {
    test.use({ market: "kw" });

    test("the arrows are mirrored and the counter uses the market's digits", async ({ page }) => {
      await collectionReady(page);
      await galleryControl(page, "L01").click();
      await expect(counter(page)).toHaveText("١/٣");
      await page.keyboard.press("ArrowLeft"); // forward, right to left
      await expect(counter(page)).toHaveText("٢/٣");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(counter(page)).toHaveText("٣/٣");
      // The "next" button sits on the left.
      const next = (await dialog(page).locator("[data-zoom-next]").boundingBox())!;
      const previous = (await dialog(page).locator("[data-zoom-previous]").boundingBox())!;
      expect(next.x).toBeLessThan(previous.x);
      expect(await axeViolations(page, ".vitrine-zoom")).toEqual([]);
    });
  });

  test("§6 authoring mode: no overlay, the gallery control stays a link", async ({ page }) => {
    await page.goto(`${COLLECTION}?wcmmode=edit`);
    await idle(page);
    await expect(page.locator("[data-gallery-overlay]")).toHaveCount(0);
    await galleryControl(page, "L02").click();
    await expect(page).toHaveURL(/\/pages\/looks\/L02\.html#gallery$/);
  });
});

test.describe("mosaic gallery (§1)", () => {
  test("opens the overlay at the clicked image; Escape gives the scroll position and the focus back; axe", async ({ page }) => {
    await page.goto(MOSAIC_PATH);
    await expect(page.locator("[data-gallery-overlay]")).toBeAttached();
    await idle(page);
    expect(await axeViolations(page, "[data-mosaic-gallery]")).toEqual([]);
    const link = page.locator("[data-mosaic-gallery] a").nth(4);
    await link.scrollIntoViewIfNeeded();
    const before = await scrollPage(page, (await page.evaluate(() => window.scrollY)) + 11);
    await link.click();
    await expect(counter(page)).toHaveText(`5/${MOSAIC_IMAGES.length}`);
    await expect(zoomImage(page)).toHaveAttribute("alt", MOSAIC_IMAGES[4]!.alt);
    await expect(zoomImage(page)).toHaveAttribute("src", /^\/assets\/img\/M05-fitting\.svg\?width=\d+$/);
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText(`6/${MOSAIC_IMAGES.length}`);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await expect(link).toBeFocused();
  });
});

test.describe("cross-category circles (§9)", () => {
  /** Each section's circles: the list's layout and each circle's top edge (rows). */
  async function layoutOf(page: Page, count: number) {
    const list = page.locator(`#circles-${count} [data-cross-category-circles]`);
    return {
      classes: ((await list.getAttribute("class")) ?? "").split(" "),
      overflows: await list.evaluate((el) => el.scrollWidth > el.clientWidth + 1),
      rows: new Set(await list.locator("li").evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)))).size,
    };
  }

  test("inline under 7, a scroller from 7; on a phone inline circles go in rows of ceil(n/2)", async ({ page }) => {
    await page.goto(CROSS_CATEGORY_PATH);
    await idle(page);
    const want: Record<number, { inline: boolean; row: number }> = {
      3: { inline: true, row: 2 },
      4: { inline: true, row: 2 },
      6: { inline: true, row: 3 },
      7: { inline: false, row: 4 },
      9: { inline: false, row: 5 },
    };
    for (const count of CIRCLE_COUNTS) {
      const { classes, rows } = await layoutOf(page, count);
      // Exactly these layout classes: the server's and the widget's (which adds what it finds missing) must agree.
      expect(classes.filter((name) => name.startsWith("cross-category__circles")).sort()).toEqual(
        [
          "cross-category__circles",
          `cross-category__circles--${want[count]!.inline ? "inline" : "scroll"}`,
          `cross-category__circles--row-${want[count]!.row}`,
          ...(count > 3 ? ["cross-category__circles--shades"] : []),
        ].sort(),
      );
      if (want[count]!.inline) expect(rows, `${count} circles in one line at 1280 px`).toBe(1);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const count of [3, 4, 6]) expect((await layoutOf(page, count)).rows, `${count} circles on a phone`).toBe(2);
    for (const count of [7, 9]) {
      const { rows, overflows } = await layoutOf(page, count);
      expect([rows, overflows]).toEqual([1, true]);
    }
  });

  test("edge shades follow the scroll position of a scroller (9 circles, phone)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(CROSS_CATEGORY_PATH);
    const list = page.locator("#circles-9 [data-cross-category-circles]");
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-more-after", "");
    await expect(list).not.toHaveAttribute("data-more-before");
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: "instant" }));
    await expect(list).toHaveAttribute("data-more-before", "");
    await expect(list).not.toHaveAttribute("data-more-after");
    // Three circles never get shades.
    await expect(page.locator("#circles-3 [data-cross-category-circles]")).not.toHaveAttribute("data-more-after");
  });

  test("the author's colours are applied, invalid ones dropped; CTAs same-origin only; axe", async ({ page }) => {
    await page.goto(CROSS_CATEGORY_PATH);
    await page.locator("#circles-3").scrollIntoViewIfNeeded();
    await idle(page);
    await expect(page.locator("#circles-3")).toHaveCSS("background-color", "rgb(244, 242, 238)");
    const labels = page.locator("#circles-3 .cross-category__label");
    await expect(labels.first()).toHaveCSS("color", "rgb(107, 78, 22)");
    await expect(page.locator("#circles-4 .cross-category__label").nth(3)).toHaveCSS("color", "rgb(26, 26, 26)"); // "not-a-colour": the page's
    expect(await page.locator("#circles-3 .cross-category__cta").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/pages/collection.html",
    ]);
    for (const count of CIRCLE_COUNTS) await page.locator(`#circles-${count}`).scrollIntoViewIfNeeded();
    await idle(page);
    expect(await axeViolations(page, "main")).toEqual([]);
  });

  test.describe("kw (right to left)", () => {
    test.use({ market: "kw" });
    test("a scroller starts at the right; its shade is on the left", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(CROSS_CATEGORY_PATH);
      const list = page.locator("#circles-9 [data-cross-category-circles]");
      await list.scrollIntoViewIfNeeded();
      await expect(list).toHaveAttribute("data-more-after", "");
      const [first, listBox] = [(await list.locator("li").first().boundingBox())!, (await list.boundingBox())!];
      expect(first.x + first.width).toBeGreaterThan(listBox.x + listBox.width - 40);
    });
  });
});

test.describe("as a shopper sees it (what a QA pass found)", () => {
  test.describe("jp", () => {
    test.use({ market: "jp" });

    test("the looks heading and each look's gallery control are in Japanese, also after load more", async ({ page }) => {
      await collectionReady(page);
      await expect(page.locator("#looks-heading")).toHaveText(`${COLLECTION_LOOKS.length} ルック`);
      await expect(galleryControl(page, "L01")).toHaveText("ギャラリーを開く");
      await expect(galleryControl(page, "L01")).toHaveAttribute(
        "aria-label",
        "ルック 1 · アイボリーのシルクシャツ、ウールのテーラードパンツのギャラリーを開く", // L01's title, in Japanese
      );
      const before = await page.locator("[data-look-gallery]").count();
      await page.getByRole("button", { name: "もっと見る" }).click();
      await expect.poll(() => page.locator("[data-look-gallery]").count()).toBeGreaterThan(before);
      await idle(page);
      expect(await page.locator("[data-look-gallery]").allTextContents()).not.toContain("Open the gallery");
    });
  });

  for (const width of [320, 1280]) {
    test(`a look's gallery control is a target of 24 × 24 px at least (WCAG 2.5.8) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(COLLECTION);
      const box = (await galleryControl(page, "L01").boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.width).toBeGreaterThanOrEqual(24);
    });
  }
});
