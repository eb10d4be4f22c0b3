// The runtime in Chromium: an activation that lands while an `interaction` widget's code loads (issue 8).
import type { Page } from "@playwright/test";
import { QUICK_BUY_PATH } from "../../fixtures/server/screens/quick-buy";
import { expect, idle, test } from "./fixtures";

const QUICK_BUY_CHUNK = /\/dist\/chunks\/quick-buy-[\w-]+\.js$/;

/** Holds the quick-buy chunk until `release()`: its code is still loading when the shopper presses Enter. */
async function holdQuickBuyCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(QUICK_BUY_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const firstTrigger = (page: Page) => page.locator("a[data-quick-buy]").first();

test("Enter right after focusing a quick-buy trigger opens the dialog; the page stays", async ({ page }) => {
  // The page's clock only moves when the test moves it (by 10 ms a step), so the 1.5 s fallback cannot fire however
  // slowly a busy machine fetches and evaluates the code: the test checks the hold and the replay, not the machine.
  await page.clock.install();
  const release = await holdQuickBuyCode(page);
  await page.goto(QUICK_BUY_PATH);
  await idle(page);
  await page.clock.pauseAt(Date.now() + 1000);
  const step = () => page.clock.runFor(10);
  let requested = false;
  page.on("request", (request) => (requested ||= QUICK_BUY_CHUNK.test(request.url())));
  await firstTrigger(page).focus();
  await expect.poll(async () => (await step(), requested), { timeout: 30_000 }).toBe(true); // focus started loading the code
  await page.keyboard.press("Enter");
  release();
  await expect.poll(async () => (await step(), page.getByRole("dialog").isVisible()), { timeout: 30_000 }).toBe(true);
  expect(new URL(page.url()).pathname).toBe(QUICK_BUY_PATH);
});

test("the code not there within 1.5 s: the held activation follows the trigger's own link", async ({ page }) => {
  await holdQuickBuyCode(page); // never released
  await page.goto(QUICK_BUY_PATH);
  const href = await firstTrigger(page).getAttribute("href");
  await firstTrigger(page).focus();
  await page.keyboard.press("Enter");
  expect(href).toMatch(/^\/products\./);
  await page.waitForURL((url) => url.pathname === href);
});
