// §6 "VIC users": VIC status is decided by the server's check, and private-sales prices follow it on every widget
// without a reload. The shopper opens a listing, a product page or quick buy as a guest, then signs in as the VIC
// client in another tab (and later out): the first page's tile labels, product price and quick-buy price switch, and
// the page is the same page (a marker set on its window is still there).
import type { BrowserContext, Page } from "@playwright/test";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { CASES } from "../../fixtures/catalogue";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../fixtures/account";
import { QUICK_BUY_PATH } from "../../fixtures/server/screens/quick-buy";
import { ACCOUNT_PAGES } from "../../fixtures/server/screens/account";
import { productPath } from "../../core/routes";
import { expect, idle, test, tileOf } from "./fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  const session = `e2e-vic-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await page.context().addCookies([{ name: CART_SESSION_COOKIE, value: session, url: baseURL! }]);
});

/** In another tab of the same browser: sign in as the VIC client (or out), as a shopper would. */
async function elsewhere(context: BrowserContext, action: "sign in" | "sign out") {
  const other = await context.newPage();
  await other.goto(action === "sign in" ? ACCOUNT_PAGES.login : ACCOUNT_PAGES.myAccount);
  // Signed in by the widget (a login posted before it hydrates is the server's 303, which tells no other tab).
  await idle(other);
  if (action === "sign in") {
    await other.getByLabel("Email").fill(DEMO_ACCOUNTS.vic.email);
    await other.getByLabel("Password").fill(DEMO_PASSWORD);
    await other.getByRole("button", { name: "Sign in" }).click();
    await expect(other).toHaveURL(/my-account\.html$/);
  } else {
    await other.getByRole("button", { name: "Sign out" }).click();
    await expect(other).toHaveURL(/login\.html$/);
  }
  await other.close();
}

/** A marker on the page's window: still there later means the page was never reloaded. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

test("a listing's tiles: the private-sales price shows once the shopper is VIC, and goes when they are not, no reload", async ({
  page,
  context,
}) => {
  await page.goto("/pages/listing.html");
  const tile = tileOf(page, CASES.vic.productId);
  await tile.scrollIntoViewIfNeeded();
  await expect(tile.locator(".vitrine-tile")).toBeAttached();
  await idle(page);
  await expect(tile.locator(".vitrine-price")).toHaveCount(0);
  await mark(page);
  await elsewhere(context, "sign in");
  await expect(tile.locator(".vitrine-price s")).toContainText("1,375.00");
  await expect(tile.locator(".vitrine-tile__private-price")).toContainText("990.00");
  await elsewhere(context, "sign out");
  await expect(tile.locator(".vitrine-price")).toHaveCount(0);
  await expect(tile.locator("[data-tile-price]")).toBeVisible();
  expect(await sameWindow(page)).toBe(true);
});

test("a product page's price follows the session, no reload", async ({ page, context }) => {
  await page.goto(productPath(CASES.vic.name, CASES.vic.partNumber));
  await idle(page);
  const price = page.locator(".vitrine-product-price");
  await expect(price).toContainText("1,375.00"); // the list price, as a guest
  await expect(price.locator(".vitrine-price__original")).toHaveCount(0);
  await mark(page);
  await elsewhere(context, "sign in");
  await expect(price.locator(".vitrine-price__original")).toContainText("1,375.00");
  await expect(price.locator(".vitrine-price__current")).toContainText("990.00");
  expect(await sameWindow(page)).toBe(true);
});

test("quick buy's price follows the session while the modal is open, no reload", async ({ page, context }) => {
  await page.goto(QUICK_BUY_PATH);
  const link = page.getByRole("link", { name: new RegExp(`^Quick buy\\s*:\\s*${CASES.vic.name}$`) });
  await link.hover();
  await expect(link).toHaveAttribute("aria-haspopup", "dialog");
  await idle(page);
  await link.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".vitrine-price__original")).toHaveCount(0);
  await mark(page);
  await elsewhere(context, "sign in");
  await expect(dialog.locator(".vitrine-price__original")).toBeVisible();
  await expect(dialog.locator(".vitrine-price__discount")).toBeVisible();
  expect(await sameWindow(page)).toBe(true);
});
