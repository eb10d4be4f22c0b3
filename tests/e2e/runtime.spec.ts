// The runtime in Chromium: an activation that lands while an `interaction` widget's code loads, and React
// loaded for the widgets that render it, before their code and in a task of its own.
import type { Page } from "@playwright/test";
import { QUICK_BUY_PATH } from "../../fixtures/server/screens/quick-buy";
import { expect, idle, scriptRequests, test } from "./fixtures";

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

/** Marks, as each chunk evaluates, the order and whether React's evaluation task had ended by then: React's chunk
 * sets a flag that a task queued during its evaluation clears. */
const EVALUATION_MARKS: Record<string, string> = {
  react: `(globalThis.__evaluated ??= []).push("react"); globalThis.__inReactTask = true; setTimeout(() => (globalThis.__inReactTask = false), 0);`,
  "product-page": `(globalThis.__evaluated ??= []).push(globalThis.__inReactTask ? "product-page, in React's task" : "product-page, in a later task");`,
};

test("a page with a React widget loads React before the widget's code and evaluates it in a task of its own", async ({ page }) => {
  await page.route(/\/dist\/chunks\/(react|product-page)-[\w-]+\.js$/, async (route) => {
    const chunk = /\/(react|product-page)-[\w-]+\.js$/.exec(route.request().url())![1]!;
    const response = await route.fetch();
    await route.fulfill({ response, body: `${EVALUATION_MARKS[chunk]}\n${await response.text()}` });
  });
  const scripts = scriptRequests(page);
  await page.goto("/products.leather_bag.VT10012");
  await idle(page);
  await expect(page.locator("[data-vitrine-root]")).toBeAttached();
  expect(await page.evaluate(() => (globalThis as { __evaluated?: string[] }).__evaluated)).toEqual([
    "react",
    "product-page, in a later task",
  ]);
  const react = scripts.findIndex((path) => /\/chunks\/react-/.test(path));
  const widget = scripts.findIndex((path) => /\/chunks\/product-page-/.test(path));
  expect(react, "the react chunk was requested").toBeGreaterThanOrEqual(0);
  expect(widget, "the product page's chunk was requested after it").toBeGreaterThan(react);
});
