// Quick buy in Chromium (§2 "Quick-buy modal", "Configured pages linked from quick buy", §4 "Quick buy", §6, §7
// "Catalog and cart", §8 "Quick buy", §9 "Images", "Timings", "Quantity"), the fixture cart and the bag count.
import type { Page } from "@playwright/test";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { LOGIN_COOKIE } from "../../fixtures/account";
import { CASES } from "../../fixtures/catalogue";
import { IN_STORE_PATH, QUICK_BUY_PATH } from "../../fixtures/server/screens/quick-buy";
import { STOCK_URL, axeViolations, expect, idle, test } from "./fixtures";

const ADD_URL = /\/cart\/add(\?|$)/;
const BY_IDS_URL = /\/catalog\/products-by-ids\?/;

// Each test its own cart (parallel tests never share one).
test.beforeEach(async ({ page, baseURL }, info) => {
  const session = `e2e-${info.testId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
    .replace(/[^\w-]/g, "-")
    .slice(0, 64);
  await page.context().addCookies([{ name: CART_SESSION_COOKIE, value: session, url: baseURL! }]);
});

const dialog = (page: Page) => page.getByRole("dialog");
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const trigger = (page: Page, name: string, label = "Quick buy") =>
  page.getByRole("link", { name: new RegExp(`^${escapeRe(label)}\\s*:\\s*${escapeRe(name)}$`) });
const addButton = (page: Page) => dialog(page).locator("[data-quick-buy-add]");

/** Hovers the trigger (its code loads on first interaction), then opens the modal once it is hydrated. */
async function openQuickBuy(page: Page, name: string, label = "Quick buy") {
  const link = trigger(page, name, label);
  await link.hover();
  await expect(link).toHaveAttribute("aria-haspopup", "dialog");
  await link.click();
  await expect(dialog(page)).toBeVisible();
  return link;
}

async function axe(page: Page) {
  expect(await axeViolations(page, ".vitrine-quick-buy")).toEqual([]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a trigger is a link to the product page", async ({ page }) => {
    await page.goto(QUICK_BUY_PATH);
    await trigger(page, CASES.regular.name).click();
    await expect(page).toHaveURL(new RegExp(`/products\\..*\\.${CASES.regular.partNumber}$`));
  });
});

test("step 0 → add → step 1; bag count, focus, scroll lock, axe on both steps; close resets and returns focus", async ({ page }) => {
  await page.goto(QUICK_BUY_PATH);
  await expect(page.locator("[data-bag-count-value]")).toHaveText("0");
  // An instant scroll: a wheel's scroll lands frames later, after `before` would be read.
  await page.evaluate(() => window.scrollBy({ top: 300, behavior: "instant" }));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  const link = await openQuickBuy(page, CASES.onSaleFalse.name);
  await expect(dialog(page)).toHaveAttribute("aria-modal", "true");
  await expect(dialog(page).getByRole("heading", { name: CASES.onSaleFalse.name })).toBeVisible();
  // §9: focus moves into the modal (after 300 ms).
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
  await expect(dialog(page).getByText("One size")).toHaveCount(0);
  await expect(dialog(page).getByRole("link", { name: "More details" })).toHaveAttribute("href", /\/products\./);
  const img = dialog(page).locator(".vitrine-quick-buy__image");
  await expect(img).toHaveAttribute("src", /wid=200&hei=250&fit=constrain&bgc=255%2C255%2C255/);
  await expect(img).toHaveAttribute("srcset", /wid=400&hei=500/);
  await expect(addButton(page)).toBeDisabled(); // §4: no size chosen yet
  await axe(page);
  // APG dialog: Tab and Shift+Tab cycle inside it, never to the page behind.
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    }
  }
  // Size 42 has no stock: sold out and not selectable. Size 40 has 2: quantity offers 1..2.
  const size = dialog(page).getByLabel("Size");
  await expect(size.locator("option[disabled]")).toHaveText(["42 – sold out"]);
  await size.selectOption({ label: "40" });
  await expect(dialog(page).getByLabel("Quantity").locator("option")).toHaveText(["1", "2"]);
  await expect(dialog(page).getByLabel("Quantity")).toHaveValue("1");
  // Background does not scroll.
  await page.mouse.wheel(0, 400);
  expect(await page.evaluate(() => document.documentElement.scrollTop || document.body.scrollTop)).toBe(0);
  await addButton(page).click();
  await expect(dialog(page).getByRole("heading", { name: "Added to your bag" })).toBeFocused();
  const line = dialog(page).locator(".vitrine-quick-buy__line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(CASES.onSaleFalse.name);
  await expect(line).toContainText(CASES.onSaleFalse.partNumber);
  await expect(line).toContainText("Size40");
  await expect(line).toContainText("Quantity1");
  await expect(dialog(page).getByText("Subtotal (1 item)")).toBeVisible();
  await expect(dialog(page).locator("[data-quick-buy-consent] a")).toHaveText(["Terms and conditions", "Privacy policy"]);
  // WCAG 2.5.8: the legal links are targets of at least 24×24 px.
  for (const legal of await dialog(page).locator("[data-quick-buy-consent] a").all()) {
    const box = (await legal.boundingBox())!;
    expect(box.height, (await legal.textContent()) ?? "").toBeGreaterThanOrEqual(24);
    expect(box.width, (await legal.textContent()) ?? "").toBeGreaterThanOrEqual(24);
  }
  await expect(dialog(page).getByRole("link", { name: "Review bag" })).toHaveAttribute("href", "/pages/shopping-bag.html");
  await expect(dialog(page).getByRole("link", { name: "Proceed" })).toBeVisible();
  await expect(page.locator("[data-bag-count-value]")).toHaveText("1");
  await expect(page.locator("[data-quick-buy-status]")).toHaveText(/Your bag holds 1 item/);
  await axe(page);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(link).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  // Reopened: step 0 again; size 40 now has 1 left for this session (stock decremented).
  await link.click();
  await dialog(page).getByLabel("Size").selectOption({ label: "40" });
  await expect(dialog(page).getByLabel("Quantity").locator("option")).toHaveText(["1"]);
});

test("one size, single SKU: no size select; out of stock: add disabled", async ({ page }) => {
  await page.goto(QUICK_BUY_PATH);
  await openQuickBuy(page, CASES.singleSku.name);
  await expect(dialog(page).getByText("One size")).toBeVisible();
  await expect(addButton(page)).toBeEnabled();
  await expect(addButton(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await openQuickBuy(page, CASES.outOfStockNoStock.name);
  await expect(dialog(page).getByLabel("Size").locator("option[disabled]")).toHaveCount(CASES.outOfStockNoStock.sizes.length);
  await expect(addButton(page)).toBeDisabled();
});

test("no double add on double click or Enter held down", async ({ page }) => {
  const adds: string[] = [];
  page.on("request", (r) => ADD_URL.test(r.url()) && adds.push(r.url()));
  // Each add is held until the repeated activations are done, so they all land while it is in flight.
  const held: (() => void)[] = [];
  const release = async () => {
    await expect.poll(() => held.length).toBe(1);
    held.shift()!();
  };
  await page.route(ADD_URL, async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  await page.goto(QUICK_BUY_PATH);
  await openQuickBuy(page, CASES.regular.name);
  await addButton(page).dblclick();
  await release();
  await expect(dialog(page).getByRole("heading", { name: "Added to your bag" })).toBeVisible();
  expect(adds).toHaveLength(1);
  await page.keyboard.press("Escape");
  await openQuickBuy(page, CASES.singleSku.name);
  await expect(addButton(page)).toBeFocused();
  for (let i = 0; i < 5; i++) await page.keyboard.press("Enter");
  await release();
  await expect(dialog(page).getByRole("heading", { name: "Added to your bag" })).toBeVisible();
  expect(adds).toHaveLength(2);
  await expect(page.locator("[data-bag-count-value]")).toHaveText("2");
});

test("edit mode: add disabled while the size is the initial one; the modal closes after the add", async ({ page }) => {
  await page.goto(QUICK_BUY_PATH);
  const link = await openQuickBuy(page, CASES.onSaleFalse.name, "Edit size");
  const button = dialog(page).getByRole("button", { name: "Update size" });
  await expect(dialog(page).getByLabel("Size")).toHaveValue(CASES.onSaleFalse.sizes[1]!.productId);
  await expect(button).toBeDisabled();
  await dialog(page).getByLabel("Size").selectOption({ label: "38" });
  await button.click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect(page.locator("[data-bag-count-value]")).toHaveText("1");
});

test("proceed: guests go to checkout-login, logged-in users to checkout, a failed login check to checkout", async ({
  page,
  baseURL,
  watch,
}) => {
  watch.allowErrors(
    /Failed to load resource: the server responded with a status of 500/,
    /quick-buy on .*: login check failed/,
    /session: the session check failed: HTTP 500/, // the page's own check (§6 VIC), on the same failing route
  );
  await page.goto(QUICK_BUY_PATH);
  await openQuickBuy(page, CASES.regular.name);
  await addButton(page).click();
  await dialog(page).getByRole("link", { name: "Proceed" }).click();
  await expect(page).toHaveURL(/\/pages\/checkout-login\.html$/);
  await page.context().addCookies([{ name: LOGIN_COOKIE, value: "1", url: baseURL! }]);
  await page.goto(QUICK_BUY_PATH);
  await expect(page.locator("[data-bag-count-value]")).toHaveText("1"); // the server's count
  await openQuickBuy(page, CASES.singleSku.name);
  await addButton(page).click();
  await dialog(page).getByRole("link", { name: "Proceed" }).click();
  await expect(page).toHaveURL(/\/pages\/checkout\.html$/);
  await page.goto(QUICK_BUY_PATH);
  await page.route(/\/account\/login-status/, (route) => route.fulfill({ status: 500, body: "{}" }));
  await openQuickBuy(page, CASES.vic.name);
  await addButton(page).click();
  await dialog(page).getByRole("link", { name: "Proceed" }).click();
  await expect(page).toHaveURL(/\/pages\/checkout\.html$/);
});

test("login showcase hides proceed; VIC sees the private price struck through", async ({ page }) => {
  await page.goto(`${QUICK_BUY_PATH}?showcase=login&vic=1`);
  await openQuickBuy(page, CASES.vic.name);
  await expect(dialog(page).locator(".vitrine-price__original")).toBeVisible();
  await expect(dialog(page).locator(".vitrine-price__discount")).toBeVisible();
  await addButton(page).click();
  await expect(dialog(page).getByRole("link", { name: "Review bag" })).toBeVisible();
  await expect(dialog(page).getByRole("link", { name: "Proceed" })).toHaveCount(0);
});

test("§6 authoring mode (wcmmode=edit): the trigger stays a plain link to the product page (no dialog: nothing inert, no scroll lock, no focus trap)", async ({
  page,
}) => {
  await page.goto(`${QUICK_BUY_PATH}?wcmmode=edit`);
  const link = trigger(page, CASES.regular.name);
  await link.hover();
  await idle(page);
  await expect(link).not.toHaveAttribute("aria-haspopup", "dialog");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/products\\..*\\.${CASES.regular.partNumber}$`));
});

test("§9 th, e-commerce disabled: quick buy shows the product and its sizes, with no add to bag", async ({ page, baseURL }) => {
  await page.context().addCookies([
    { name: "static-country", value: "th", url: baseURL! },
    { name: "static-lang", value: "en", url: baseURL! },
  ]);
  await page.goto(QUICK_BUY_PATH);
  await openQuickBuy(page, CASES.regular.name);
  await expect(dialog(page).getByRole("heading", { name: CASES.regular.name })).toBeVisible();
  await expect(dialog(page).locator("[data-quick-buy-add]")).toHaveCount(0);
});

test("quick-buy showcase: no trigger, the tiles stay links", async ({ page }) => {
  await page.goto(`${QUICK_BUY_PATH}?showcase=all`);
  await expect(page.locator("[data-quick-buy]")).toHaveCount(0);
});

test.describe("faults (§8)", () => {
  test("stock 500: quick buy init error with Close", async ({ page, watch }) => {
    watch.allowErrors(/stock/, /Failed to load resource/, /quick-buy on .*: init failed/);
    await page.route(STOCK_URL, (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto(QUICK_BUY_PATH);
    const link = await openQuickBuy(page, CASES.regular.name);
    await expect(dialog(page).locator("[data-quick-buy-error=init]")).toHaveText(
      "Sorry, quick buy is not available for this product right now.",
    );
    await axe(page);
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test("malformed inventory: quick buy init error", async ({ page, watch }) => {
    watch.allowErrors(/stock/, /quick-buy/);
    await page.route(STOCK_URL, (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"data":[{"x":1}]}' }));
    await page.goto(QUICK_BUY_PATH);
    await openQuickBuy(page, CASES.regular.name);
    await expect(dialog(page).locator("[data-quick-buy-error=init]")).toBeVisible();
  });

  test("cart timeout: the add fails with a message and can be tried again", async ({ page, watch }) => {
    test.setTimeout(30_000);
    watch.allowErrors(/quick-buy on .*: add to bag failed/);
    await page.route(ADD_URL, () => {}); // never answered: the 8 s timeout
    await page.goto(QUICK_BUY_PATH);
    await openQuickBuy(page, CASES.regular.name);
    await addButton(page).click();
    await expect(dialog(page).locator("[data-quick-buy-error=add]")).toHaveText("The product could not be added. Please try again.", {
      timeout: 12_000,
    });
    await expect(addButton(page)).toBeEnabled();
    await expect(page.locator("[data-bag-count-value]")).toHaveText("0");
  });

  test("cart list failure: resume error", async ({ page, watch }) => {
    watch.allowErrors(/Failed to load resource/, /quick-buy on .*: the cart list could not be loaded/);
    await page.route(BY_IDS_URL, (route) => route.fulfill({ status: 503, body: "{}" }));
    await page.goto(QUICK_BUY_PATH);
    await openQuickBuy(page, CASES.regular.name);
    await addButton(page).click();
    await expect(dialog(page).locator("[data-quick-buy-error=resume]")).toHaveText(
      "Your bag could not be loaded. Review it on the shopping bag page.",
    );
    await axe(page);
  });
});

test("in store: 500x500, size guide and edit configuration, delete per line, deleting the last closes", async ({ page }) => {
  await page.goto(IN_STORE_PATH);
  await openQuickBuy(page, CASES.regular.name);
  await expect(dialog(page).locator(".vitrine-quick-buy__image")).toHaveAttribute("src", /wid=500&hei=500&fit=crop/);
  await expect(dialog(page).getByRole("link", { name: "Size guide" })).toBeVisible();
  await expect(dialog(page).getByRole("link", { name: "Edit configuration" })).toHaveAttribute(
    "href",
    `/pages/configurator.html?sku=${CASES.regular.partNumber}&configurationID=CFG-0001`,
  );
  await expect(dialog(page).getByRole("link", { name: "More details" })).toHaveCount(0);
  for (const select of await dialog(page).locator("select").all()) await expect(select).toHaveAttribute("autocomplete", "off");
  await axe(page);
  await addButton(page).click();
  await expect(dialog(page).locator(".vitrine-quick-buy__line")).toHaveCount(1);
  await axe(page);
  await dialog(page)
    .getByRole("button", { name: `Remove ${CASES.regular.name}` })
    .click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator("[data-bag-count-value]")).toHaveText("0");
});

test("in store: edit configuration opens the configurator with sku and configurationID", async ({ page }) => {
  await page.goto(IN_STORE_PATH);
  await openQuickBuy(page, CASES.sixColours.name);
  await dialog(page).getByRole("link", { name: "Edit configuration" }).click();
  await expect(page).toHaveURL(/\/pages\/configurator\.html\?sku=CFG-DEFAULT&configurationID=EDT-0002$/);
  await expect(page.locator("[data-param=configurationID]")).toHaveText("EDT-0002");
});

test.describe("it", () => {
  test.use({ market: "it" });
  test("Italian texts, euro prices by Intl in the product step and the cart list; no English left in the cart step", async ({ page }) => {
    const price = "€\u00a01.250,00"; // CASES.regular.price, 1250, as Intl writes it for it-IT
    await page.goto(QUICK_BUY_PATH);
    await openQuickBuy(page, "Borsa in pelle", "Acquisto rapido"); // CASES.regular, named in Italian
    await expect(dialog(page).locator(".vitrine-price")).toHaveText(price);
    await expect(addButton(page)).toHaveText("Aggiungi alla shopping bag");
    await addButton(page).click();
    await expect(dialog(page).getByRole("heading", { name: "Aggiunto alla shopping bag" })).toBeVisible();
    await expect(dialog(page).getByText("Subtotale (1 articolo)")).toBeVisible();
    await expect(dialog(page).locator(".vitrine-quick-buy__line")).toContainText(price);
    const text = await dialog(page).innerText();
    for (const english of [
      "Part code",
      "Material",
      "Quantity",
      "Total",
      "By proceeding you accept our",
      "Terms and conditions",
      "Privacy policy",
      "Review bag",
    ]) {
      expect(text, english).not.toMatch(new RegExp(`\\b${english}\\b`)); // whole words: "Totale" is not "Total"
    }
    await axe(page);
  });
});

test.describe("kr", () => {
  test.use({ market: "kr" });
  test("no consent text", async ({ page }) => {
    await page.goto(QUICK_BUY_PATH);
    await openQuickBuy(page, "레더 백", "빠른 구매"); // CASES.regular, named in Korean
    await addButton(page).click();
    await expect(dialog(page).getByRole("heading", { name: "쇼핑백에 추가되었습니다" })).toBeVisible();
    await expect(dialog(page).locator("[data-quick-buy-consent]")).toHaveCount(0);
    await axe(page);
  });
});

test.describe("tr", () => {
  test.use({ market: "tr" });
  test("the extra terms link", async ({ page }) => {
    await page.goto(QUICK_BUY_PATH);
    await openQuickBuy(page, "Deri Çanta", "Hızlı satın al"); // CASES.regular, named in Turkish
    await addButton(page).click();
    await expect(dialog(page).locator("[data-quick-buy-consent] a")).toHaveText([
      "Şartlar ve koşullar",
      "Gizlilik politikası",
      "Ön bilgilendirme formu",
    ]);
  });
});

test.describe("kw (RTL)", () => {
  test.use({ market: "kw" });
  test("the modal lays out right to left; axe on both steps", async ({ page }) => {
    await page.goto(QUICK_BUY_PATH);
    await openQuickBuy(page, "حقيبة من الجلد", "شراء سريع"); // CASES.regular, named in Arabic
    const close = dialog(page).getByRole("button", { name: "إغلاق" });
    const [closeBox, dialogBox] = [await close.boundingBox(), await dialog(page).boundingBox()];
    expect(closeBox!.x - dialogBox!.x).toBeLessThan(dialogBox!.width / 2); // close on the left in RTL
    await axe(page);
    await addButton(page).click();
    await expect(dialog(page).getByRole("heading", { name: "أضيف إلى حقيبتك" })).toBeVisible();
    await axe(page);
  });
});
