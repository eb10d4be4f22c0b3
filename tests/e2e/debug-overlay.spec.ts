// The debug overlay: `?vitrine-debug` outlines every widget instance with its name and state, lists instances,
// errors and requests in a panel, and highlights the element an error names; without the flag its chunk never loads.
import type { Locator, Page } from "@playwright/test";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { CASES } from "../../fixtures/catalogue";
import { axeViolations, expect, idle, scriptRequests, scrollThrough, test } from "./fixtures";

const DEBUG_CHUNK = /^\/dist\/chunks\/debug-overlay-[\w-]+\.js$/;

const panel = (page: Page) => page.getByRole("region", { name: "Vitrine debug" });

/** The cells of a table in the panel (the one after the heading that starts with `heading`), row by row. */
function tableRows(page: Page, heading: string): Promise<string[][]> {
  return panel(page)
    .locator(`h3:text-matches("^${heading} ") + table tbody tr`)
    .evaluateAll((rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? "")));
}

/** The rectangles of these, rounded to the pixel. */
async function rects(...locators: Locator[]) {
  const boxes = await Promise.all(locators.map((locator) => locator.boundingBox()));
  return boxes.map((r) => r && [r.x, r.y, r.width, r.height].map(Math.round));
}

test("outlines and lists the tiles of the broken-tiles page with their states; an error's button highlights its tile", async ({
  page,
  watch,
}) => {
  watch.allowErrors(/^\[vitrine\] tile-labels on /);
  const scripts = scriptRequests(page);
  await page.goto("/pages/broken-tiles.html?vitrine-debug");
  await scrollThrough(page);
  await idle(page);
  expect(scripts.filter((path) => DEBUG_CHUNK.test(path))).toHaveLength(1);
  await expect(panel(page).getByRole("heading", { name: "Instances (6)" })).toBeVisible();

  // Tiles 2, 4 and 6 are the broken ones (README, fixture pages).
  const states = (await tableRows(page, "Instances")).map(([widget, , state]) => `${widget} ${state}`);
  expect(states).toEqual([
    "tile-labels mounted",
    "tile-labels failed",
    "tile-labels mounted",
    "tile-labels failed",
    "tile-labels mounted",
    "tile-labels failed",
  ]);
  const labels = page.locator(".vitrine-debug__label");
  await expect(labels).toHaveText([
    "tile-labels · mounted",
    "tile-labels · failed",
    "tile-labels · mounted",
    "tile-labels · failed",
    "tile-labels · mounted",
    "tile-labels · failed",
  ]);
  // Each outline lies over its tile: the second tile is the first broken one.
  const tiles = page.locator("[data-part-number]");
  await tiles.nth(1).scrollIntoViewIfNeeded();
  const [tileRect] = await rects(tiles.nth(1));
  await expect.poll(async () => (await rects(page.locator(".vitrine-debug__box").nth(1)))[0]).toEqual(tileRect);

  const errors = panel(page).locator(".vitrine-debug__error");
  await expect(errors).toHaveCount(3);
  await expect(errors.nth(0)).toContainText("(data-product-id): missing productId");
  await expect(errors.nth(1)).toContainText("(data-private-sales-price): expected a number");
  await expect(errors.nth(2)).toContainText("(data-online-exclusive-interval): invalid interval");

  // The bad private price is on the fourth tile: its error's button scrolls to it and lights it up.
  await page.evaluate(() => window.scrollTo(0, 0));
  await errors.nth(1).click();
  const highlight = page.locator(".vitrine-debug__highlight");
  await expect(highlight).toBeVisible();
  await expect(tiles.nth(3)).toBeInViewport();
  const [highlighted] = await rects(tiles.nth(3));
  await expect.poll(async () => (await rects(highlight))[0]).toEqual(highlighted);

  expect(await axeViolations(page, ".vitrine-debug__panel")).toEqual([]);

  // The panel folds away and comes back, from the keyboard.
  const toggle = panel(page).getByRole("button", { name: "Hide" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(panel(page).getByRole("button", { name: "Show" })).toHaveAttribute("aria-expanded", "false");
  await expect(errors.first()).toBeHidden();

  await page.evaluate(() => window.vitrine!.debug(false));
  await expect(page.locator(".vitrine-debug")).toHaveCount(0);
});

test("lists the requests the widgets make: method, path, status and time", async ({ page, baseURL }, info) => {
  // This test's own cart, with one line: its quantity changed once the overlay is on, so the request cannot come
  // before the overlay's chunk (which loads beside the widgets' code, in no fixed order).
  const session = `e2e-debug-${info.testId}`.replace(/[^\w-]/g, "-").slice(0, 64);
  await page.context().addCookies([{ name: CART_SESSION_COOKIE, value: session, url: baseURL! }]);
  const added = await page.request.post("/cart/add", {
    form: { productId: CASES.regular.sizes[0]!.productId, quantity: 1 },
    headers: { Accept: "application/json" },
  });
  expect(added.status()).toBe(200);
  await page.goto("/pages/shopping-bag.html?vitrine-debug");
  await expect(page.locator("[data-shopping-bag]")).toHaveAttribute("data-shopping-bag-ready", "");
  await expect(panel(page)).toBeVisible();
  const update = page.locator("form[data-bag-update]").first();
  await update.locator("select").selectOption("2");
  await update.locator("button[type=submit]").click();
  // The bag's quantity change, sent to this site's cart (core/cart.ts).
  await expect.poll(() => tableRows(page, "Requests")).toContainEqual(["POST", "/cart/update", "200", expect.stringMatching(/^\d+ ms$/)]);
});

test("a page without the flag never requests the overlay's chunk", async ({ page, watch }) => {
  watch.allowErrors(/^\[vitrine\] tile-labels on /);
  const scripts = scriptRequests(page);
  await page.goto("/pages/broken-tiles.html");
  await scrollThrough(page);
  await idle(page);
  expect(scripts).toContainEqual(expect.stringMatching(/^\/dist\/chunks\/tile-labels-[\w-]+\.js$/));
  expect(scripts.filter((path) => DEBUG_CHUNK.test(path))).toEqual([]);
  await expect(page.locator(".vitrine-debug")).toHaveCount(0);
});
