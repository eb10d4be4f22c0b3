// The header menu (§7 "Header menu", §6 authoring mode, §9 breakpoints and resize debounce), in Debian's Chromium.
import type { Page, Request } from "@playwright/test";
import { axeViolations, expect, idle, test } from "./fixtures";
import { shiftsFromLoad } from "./shifts";

const MENU = /\/jcr:content\/component-header\.newmenu/;
const SEARCH = "/pages/search-results.html";
const JOURNAL = "/pages/editorial.html";

/** Every menu request, as path + query. */
function menuCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request: Request) => {
    if (!MENU.test(request.url())) return;
    const url = new URL(request.url());
    calls.push(url.pathname + url.search);
  });
  return calls;
}

const toggle = (page: Page, name = "Menu") => page.getByRole("button", { name });
const panel = (page: Page) => page.locator(".vitrine-header-menu__panel");

/** The page with its header menu hydrated (idle hydration, then the menu's request): waited for on the runtime's idle
 * signal, which a loaded machine reaches later than an expectation's 5 s allow. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await idle(page);
  await expect(toggle(page)).toBeVisible();
}

test.describe("header menu (§7)", () => {
  test("desktop: the desktop variant for the market's country and language, then a disclosure button", async ({ page }) => {
    const calls = menuCalls(page);
    await open(page, SEARCH);
    expect(calls).toEqual(["/content/vitrine/us/en/jcr:content/component-header.newmenu.html"]);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toBeHidden();
  });

  test("the home version selector and the code param; §6 wcmmode passes through from the page URL", async ({ page }) => {
    const calls = menuCalls(page);
    await open(page, `${JOURNAL}?wcmmode=edit`);
    expect(calls).toEqual(["/content/vitrine/us/en/jcr:content/component-header.newmenu.ss26.html?wcmmode=edit&code=JOURNAL"]);
    await toggle(page).click();
    await expect(panel(page).locator("[data-wcmmode='edit']")).toBeVisible();
    await expect(panel(page).locator("[data-home-version='ss26']")).toBeVisible();
  });

  test.describe("mobile", () => {
    test.use({ viewport: { width: 800, height: 900 } });
    test("below 1024 px: the .mobile variant", async ({ page }) => {
      const calls = menuCalls(page);
      await open(page, SEARCH);
      expect(calls).toEqual(["/content/vitrine/us/en/jcr:content/component-header.newmenu.mobile.html"]);
      await toggle(page).click();
      await expect(panel(page).locator("[data-menu-variant='mobile']")).toBeVisible();
    });
  });

  test("crossing the 1024 px breakpoint re-fetches the other variant once resizing pauses for 100 ms (§9)", async ({ page }) => {
    // The page's clock stands still during the burst: under load five resizes can take longer than the debounce,
    // and a real clock would then let each crossing fetch (four requests where the spec gives two).
    const calls = menuCalls(page);
    await open(page, SEARCH);
    await idle(page);
    await page.clock.install();
    await page.evaluate(() => window.addEventListener("resize", () => (document.documentElement.dataset.resizedTo = String(innerWidth))));
    await page.clock.pauseAt(Date.now() + 1000);
    // A burst of resizes inside the debounce: one request, for where it ends.
    for (const width of [1100, 1000, 900, 1200, 800]) await page.setViewportSize({ width, height: 720 });
    await expect(page.locator("html")).toHaveAttribute("data-resized-to", "800");
    await page.clock.runFor(99);
    expect(calls).toHaveLength(1);
    await page.clock.runFor(1);
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]).toBe("/content/vitrine/us/en/jcr:content/component-header.newmenu.mobile.html");
    await page.clock.resume();
    await toggle(page).click();
    await expect(panel(page).locator("[data-menu-variant='mobile']")).toBeVisible();
    await page.setViewportSize({ width: 900, height: 720 }); // same side: nothing
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(panel(page).locator("[data-menu-variant='desktop']")).toBeVisible();
    await idle(page);
    expect(calls).toHaveLength(3);
  });

  test("APG disclosure: Enter opens, links are in the tab order, Escape closes and returns focus", async ({ page }) => {
    await open(page, SEARCH);
    const controls = await toggle(page).getAttribute("aria-controls");
    expect(await page.evaluate((id) => document.getElementById(id!)?.className, controls)).toContain("vitrine-header-menu__panel");
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link", { name: "All bags" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link", { name: "Totes" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(toggle(page)).toBeFocused();
    // A click outside closes it too.
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    await page.mouse.click(5, 5); // the header's corner, outside the menu
    await expect(panel(page)).toBeHidden();
  });

  test("a menu that cannot load leaves the server links as the menu, with no button", async ({ page, watch }) => {
    watch.allowErrors(
      /Failed to load resource: the server responded with a status of 503/,
      /^\[vitrine\] header-menu on \S.*: the menu could not be loaded/,
    );
    await page.route(MENU, (route) => route.fulfill({ status: 503, body: "down" }));
    await page.goto(SEARCH);
    await expect.poll(() => watch.errors().some((e) => e.startsWith("[vitrine] header-menu")), { timeout: 10_000 }).toBe(true);
    await expect(toggle(page)).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Journal" })).toBeVisible();
  });

  test("axe with the menu open finds no serious or critical violation; the menu shifts no layout", async ({ page }) => {
    const shifts = await shiftsFromLoad(page);
    await open(page, JOURNAL);
    const moved = await shifts();
    expect(moved.unexpected, moved.report).toBeLessThanOrEqual(0.01);
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    expect(await axeViolations(page, "[data-header-menu]")).toEqual([]);
  });

  test.describe("right to left (kw)", () => {
    test.use({ market: "kw" });
    test("kw: country kw and language ar in the path, an Arabic button, the panel in an rtl page", async ({ page }) => {
      const calls = menuCalls(page);
      await page.goto(SEARCH);
      await idle(page);
      const button = toggle(page, "القائمة");
      await expect(button).toBeVisible();
      expect(calls).toEqual(["/content/vitrine/kw/ar/jcr:content/component-header.newmenu.html"]);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await button.click();
      await expect(panel(page).locator("[data-country='kw']")).toBeVisible();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the server header links work", async ({ page }) => {
      await page.goto(SEARCH);
      await expect(page.getByRole("button", { name: "Menu" })).toHaveCount(0);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Journal" }).click();
      await expect(page).toHaveURL(/\/pages\/editorial\.html$/);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bags" }).click();
      await expect(page).toHaveURL(/\/pages\/search-results\.html\?categories2=bags$/);
      await expect(page.getByRole("checkbox", { name: "Bags", exact: true })).toBeChecked();
    });
  });
});
