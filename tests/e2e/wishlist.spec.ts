// The guest wishlist in Chromium (§1 "As guests, use a wishlist", §2 wishlist-guest, wishlist-share, §6 showcase
// `wishlist`): the toggles of tiles, quick buy and the product page agree (one store), the list is kept on this device
// and says so, a shared link opens the same list elsewhere and is checked on read, the showcase flag hides it all,
// keyboard and axe, and what a server string can do: nothing.
import type { Page } from "@playwright/test";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { CASES } from "../../fixtures/catalogue";
import { QUICK_BUY_PATH } from "../../fixtures/server/screens/quick-buy";
import { ACCOUNT_PAGES } from "../../fixtures/server/screens/account";
import { productPath } from "../../core/routes";
import { axeViolations, expect, idle, sessionAnswered, test, tileOf } from "./fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  const session = `e2e-wl-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await page.context().addCookies([{ name: CART_SESSION_COOKIE, value: session, url: baseURL! }]);
});

const tileToggle = (page: Page, productId: string) => tileOf(page, productId).locator(".vitrine-wishlist-toggle");
const device = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("vitrine-wishlist") ?? "null") as unknown);
const PRODUCT_DATA = /\/api\/product-data\?/;

test("a tile's toggle, quick buy's and the product page's agree; the list page shows them, on this device, with a link to share", async ({
  page,
}) => {
  await page.goto(QUICK_BUY_PATH);
  const toggle = tileToggle(page, CASES.regular.productId);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(toggle).toHaveAccessibleName(`Save to wishlist: ${CASES.regular.name}`);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  expect(await device(page)).toEqual({ items: [CASES.regular.partNumber] });

  const link = page.getByRole("link", { name: new RegExp(`^Quick buy\\s*:\\s*${CASES.regular.name}$`) });
  await link.hover();
  await expect(link).toHaveAttribute("aria-haspopup", "dialog");
  await link.click();
  const inModal = page.getByRole("dialog").locator(".vitrine-wishlist-toggle");
  await expect(inModal).toHaveAttribute("aria-pressed", "true");
  await inModal.click();
  await expect(inModal).toHaveAttribute("aria-pressed", "false");
  await expect(toggle).toHaveAttribute("aria-pressed", "false"); // the tile behind agrees
  await page.keyboard.press("Escape");

  await page.goto(productPath(CASES.vic.name, CASES.vic.partNumber));
  const onPage = page.locator(".product-page__wishlist-line .vitrine-wishlist-toggle");
  await expect(onPage).toHaveText("Save to wishlist");
  await expect(page.locator("[data-product-wishlist]")).toBeHidden();
  await onPage.click();
  await expect(onPage).toHaveAttribute("aria-pressed", "true");

  await page.goto(ACCOUNT_PAGES.wishlist);
  await expect(page.locator(".vitrine-wishlist__note")).toContainText("Your wishlist is kept on this device only.");
  const rows = page.locator(".vitrine-wishlist__item");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator(".vitrine-wishlist__name")).toHaveText(CASES.vic.name);
  await expect(rows.first().locator(".vitrine-wishlist__link")).toHaveAttribute("href", productPath(CASES.vic.name, CASES.vic.partNumber));
  const shared = await page.getByLabel("Share this wishlist").inputValue();
  expect(new URL(shared).pathname + new URL(shared).search).toBe(`${ACCOUNT_PAGES.shared}?items=${CASES.vic.partNumber}`);

  // Removing the last item by keyboard: the row goes, focus stays in the list (its status line), which says it is empty.
  await rows.first().locator(".vitrine-wishlist-toggle").focus();
  await page.keyboard.press("Space");
  await expect(rows).toHaveCount(0);
  await expect(page.locator(".vitrine-wishlist__status")).toBeFocused();
  await expect(page.locator(".vitrine-wishlist__status")).toHaveText("Your wishlist is empty.");
});

test("a shared link opens the same list elsewhere; entries that are not part numbers are dropped and counted; each can be saved", async ({
  page,
}) => {
  await page.goto(
    `${ACCOUNT_PAGES.shared}?items=${CASES.regular.partNumber},%3Cimg%20src%3Dx%3E,${CASES.vic.partNumber},${CASES.regular.partNumber}`,
  );
  const rows = page.locator(".vitrine-wishlist__item");
  await expect(rows).toHaveCount(2);
  await expect(page.locator(".vitrine-wishlist__status")).toHaveText("2 entries of this link could not be read.");
  await expect(page.locator(".vitrine-wishlist__share")).toHaveCount(0); // a shared list is not re-shared from here
  const save = rows.nth(1).locator(".vitrine-wishlist-toggle");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  expect(await device(page)).toEqual({ items: [CASES.vic.partNumber] });
});

test("§6 the wishlist showcase flag hides every toggle and the list", async ({ page }) => {
  await page.goto("/pages/listing.html?showcase=wishlist");
  const tile = tileOf(page, CASES.regular.productId);
  await tile.scrollIntoViewIfNeeded();
  await expect(tile.locator(".vitrine-tile")).toBeAttached();
  await idle(page);
  await expect(tile.locator(".vitrine-wishlist-toggle")).toBeHidden();
  await page.goto(`${ACCOUNT_PAGES.wishlist}?showcase=wishlist`);
  await idle(page);
  await expect(page.locator("[data-wishlist=saved]")).toBeHidden();
});

test("server strings run nothing: a product name, link and image from product data are text, checked links, or dropped", async ({
  page,
}) => {
  await page.route(PRODUCT_DATA, (route) =>
    route.fulfill({
      json: {
        productId: "1",
        partnumber: "VT10012",
        name: `<img src=x onerror="window.__pwned=1">Bag`,
        canonicalUrl: "javascript:window.__pwned=1",
        image: "javascript:window.__pwned=1",
        sizes: [{ productId: "11", code: "U" }],
      },
    }),
  );
  await page.goto(`${ACCOUNT_PAGES.shared}?items=VT10012`);
  const row = page.locator(".vitrine-wishlist__item");
  await expect(row.locator(".vitrine-wishlist__name")).toHaveText(`<img src=x onerror="window.__pwned=1">Bag`);
  await expect(row.locator("img")).toHaveCount(0);
  await expect(row.locator("a")).toHaveAttribute("href", "#");
  await row.locator("a").click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

for (const fault of ["500", "no answer", "malformed 200"] as const) {
  test(`product data ${fault}: the item says it could not be loaded, and its retry loads it`, async ({ page, watch }) => {
    watch.allowErrors(/Failed to load resource: the server responded with a status of 500/);
    let failing = true;
    await page.route(PRODUCT_DATA, async (route) => {
      if (!failing) return route.continue();
      if (fault === "500") return route.fulfill({ status: 500, json: { error: "down" } });
      if (fault === "malformed 200") return route.fulfill({ json: { name: "no productId or sizes" } });
      await new Promise(() => {}); // never answers
    });
    if (fault === "no answer") await page.clock.install();
    await page.goto(`${ACCOUNT_PAGES.shared}?items=${CASES.regular.partNumber}`);
    const row = page.locator(".vitrine-wishlist__item");
    if (fault === "no answer") {
      await expect(row.locator(".vitrine-wishlist__problem")).toHaveText("Loading…"); // asked, no answer
      await sessionAnswered(page);
      await page.clock.runFor(30_000); // past the product data's timeouts
    }
    await expect(row.locator(".vitrine-wishlist__problem")).toHaveText("This product could not be loaded.");
    failing = false;
    await row.getByRole("button", { name: "Try again" }).click();
    await expect(row.locator(".vitrine-wishlist__name")).toHaveText(CASES.regular.name);
  });
}

for (const market of ["it", "jp", "kw"]) {
  test.describe(`keyboard and axe (${market})`, () => {
    test.use({ market });

    test("a tile's toggle by keyboard (Enter, Space); no serious or critical axe finding on the tiles and the list page", async ({
      page,
    }) => {
      await page.goto(QUICK_BUY_PATH);
      const toggle = tileToggle(page, CASES.regular.productId);
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await page.keyboard.press("Space");
      await idle(page);
      expect(await axeViolations(page, ".product-grid")).toEqual([]);
      await page.goto(ACCOUNT_PAGES.wishlist);
      await expect(page.locator(".vitrine-wishlist__item")).toHaveCount(1);
      await idle(page);
      expect(await axeViolations(page, "[data-wishlist]")).toEqual([]);
    });
  });
}
