// The shopping bag in Chromium (§2 "Page names" shopping-bag, shopping-bag-alt, "Configured pages linked from quick
// buy"; §3 "Site configuration" taxConfiguration, packaging, pickup; §4 "Input fields", quantity cap; §6): the fixture
// cart per test, keyboard only, it / us / kr / kw, failures and retry, proceed, and the same page without JavaScript.
import type { Page } from "@playwright/test";
import { LOGIN_COOKIE } from "../../fixtures/account";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { CASES } from "../../fixtures/catalogue";
import { BAG_ALT_PAGE, BAG_PAGE } from "../../fixtures/server/screens/shopping-bag";
import { axeViolations, expect, idle, scriptRequests, tabTo, test } from "./fixtures";
import { shiftsFromLoad } from "./shifts";

const BAG = CASES.regular; // Leather Bag: 7 in stock, € 1,250
const SKIRT = CASES.onSaleFalse; // size 40: 2 in stock, € 1,290
const NB = "\u00A0";
const UPDATE_URL = /\/cart\/update$/;

// Each test its own cart (parallel tests never share one).
test.beforeEach(async ({ page, baseURL }, info) => {
  const session = `e2e-bag-${info.testId}-${Math.random().toString(36).slice(2, 8)}`.replace(/[^\w-]/g, "-").slice(0, 64);
  await page.context().addCookies([{ name: CART_SESSION_COOKIE, value: session, url: baseURL! }]);
});

/** Puts lines in this test's bag through the fixture cart's API (the context's cookies: session and market). */
async function fill(page: Page, lines: Array<[productId: string, quantity: number]>) {
  for (const [productId, quantity] of lines) {
    const answer = await page.request.post("/cart/add", { form: { productId, quantity }, headers: { Accept: "application/json" } });
    expect(answer.status()).toBe(200);
  }
}
const twoLines = (page: Page) =>
  fill(page, [
    [BAG.sizes[0]!.productId, 1],
    [SKIRT.sizes[1]!.productId, 1],
  ]);

const bag = (page: Page) => page.locator("[data-shopping-bag]");
const line = (page: Page, id: string) => page.locator(`[data-bag-line="${id}"]`);
const live = (page: Page) => page.locator("[data-shopping-bag] > [role=status]");
const summary = (page: Page) =>
  page
    .locator("[data-bag-summary] > div:not([hidden])")
    .evaluateAll((rows) => rows.map((r) => [r.querySelector("dt")!.textContent, r.querySelector("dd")!.textContent]));

async function open(page: Page, path = BAG_PAGE) {
  await page.goto(path);
  await expect(bag(page)).toHaveAttribute("data-shopping-bag-ready", "");
  await idle(page);
}

async function axe(page: Page) {
  expect(await axeViolations(page, "[data-shopping-bag]")).toEqual([]);
}

test.describe("it", () => {
  test.use({ market: "it" });

  test("hydration moves nothing; keyboard only: quantity → the server's totals (one VAT line), announced, bag count; axe", async ({
    page,
  }) => {
    await twoLines(page);
    const shifts = await shiftsFromLoad(page);
    const scripts = scriptRequests(page);
    await open(page);
    const measured = await shifts();
    expect(measured.unexpected, measured.report).toBe(0);
    expect(await summary(page)).toEqual([
      ["Subtotale (2 articoli)", `€${NB}2.540,00`],
      ["IVA inclusa", `€${NB}458,03`],
      ["Totale", `€${NB}2.540,00`],
    ]);
    await axe(page);

    const quantity = line(page, "OI1").getByLabel("Quantità", { exact: true });
    await tabTo(page, quantity);
    await page.keyboard.press("ArrowDown"); // a closed select takes the next value
    await expect(quantity).toHaveValue("2");
    await page.keyboard.press("Tab");
    const update = line(page, "OI1").getByRole("button", { name: "Aggiorna la quantità di Leather Bag" });
    await expect(update).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(line(page, "OI1").locator("[data-bag-line-total]")).toHaveText(`€${NB}2.500,00`);
    expect(await summary(page)).toEqual([
      ["Subtotale (3 articoli)", `€${NB}3.790,00`],
      ["IVA inclusa", `€${NB}683,44`],
      ["Totale", `€${NB}3.790,00`],
    ]);
    await expect(page.locator("[data-bag-item-count]")).toHaveText("3 articoli");
    await expect(live(page)).toHaveText("Quantità aggiornata. La shopping bag contiene 3 articoli.");
    await expect(page.locator("[data-bag-count-value]")).toHaveText("3");
    await expect(update).toBeFocused();
    await axe(page);
    // No checkout or payment code on the bag page, and no React: neither widget here renders any.
    await idle(page);
    expect(scripts.filter((path) => /checkout|payment|react/i.test(path))).toEqual([]);
  });

  test("§4 quantity cap: the skirt offers its 2; a refusal (409) offers what the server says is left", async ({ page, watch }) => {
    watch.allowErrors(/status of 409/);
    await twoLines(page);
    await open(page);
    await expect(line(page, "OI1").locator("option")).toHaveText(["1", "2", "3", "4", "5", "6", "7"]);
    await expect(line(page, "OI2").locator("option")).toHaveText(["1", "2"]);
    await page.route(UPDATE_URL, (route) => route.fulfill({ status: 409, json: { error: "insufficient stock", availableQuantity: 1 } }));
    await line(page, "OI2").getByLabel("Quantità", { exact: true }).selectOption("2");
    await line(page, "OI2")
      .getByRole("button", { name: /^Aggiorna/ })
      .click();
    await expect(line(page, "OI2").locator("[data-bag-error]")).toHaveText("Ne resta solo 1.");
    await expect(line(page, "OI2").locator("option")).toHaveText(["1"]);
    await expect(line(page, "OI2").getByLabel("Quantità", { exact: true })).toHaveValue("1");
  });

  test("remove by keyboard: the line goes, focus moves on; the last one leaves the empty bag", async ({ page }) => {
    await twoLines(page);
    await open(page);
    const remove = line(page, "OI1").getByRole("button", { name: "Rimuovi Leather Bag" });
    await tabTo(page, remove);
    await page.keyboard.press("Enter");
    await expect(line(page, "OI1")).toHaveCount(0);
    await expect(line(page, "OI2").getByRole("link", { name: SKIRT.name })).toBeFocused();
    await expect(live(page)).toHaveText("Leather Bag rimosso. La shopping bag contiene 1 articolo.");
    await expect(page.locator("[data-bag-count-value]")).toHaveText("1");
    await line(page, "OI2")
      .getByRole("button", { name: `Rimuovi ${SKIRT.name}` })
      .press("Enter");
    await expect(page.locator("[data-bag-empty]")).toBeVisible();
    await expect(page.locator("[data-bag-empty]")).toBeFocused();
    await expect(page.locator("[data-bag-filled]")).toBeHidden();
  });

  test("a change that fails: message and retry beside it, focus kept, the server's cart; the retry works", async ({ page, watch }) => {
    watch.allowErrors(/status of 503/, /shopping-bag on .*: update failed/);
    await twoLines(page);
    await open(page);
    await page.route(UPDATE_URL, (route) => route.fulfill({ status: 503, json: { error: "unavailable" } }), { times: 1 });
    await line(page, "OI1").getByLabel("Quantità", { exact: true }).selectOption("3");
    const update = line(page, "OI1").getByRole("button", { name: /^Aggiorna/ });
    await update.focus();
    await page.keyboard.press("Enter");
    const error = line(page, "OI1").locator("[data-bag-error]");
    await expect(error).toContainText("Impossibile aggiornare la quantità.");
    await expect(update).toBeFocused();
    await expect(line(page, "OI1").getByLabel("Quantità", { exact: true })).toHaveValue("1");
    await expect(line(page, "OI1").locator("[data-bag-line-total]")).toHaveText(`€${NB}1.250,00`);
    await expect(line(page, "OI1").locator("[aria-busy]")).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(error.getByRole("button", { name: "Riprova" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(error).toHaveCount(0);
    await expect(update).toBeFocused();
    await expect(line(page, "OI1").locator("[data-bag-line-total]")).toHaveText(`€${NB}3.750,00`);
  });

  test("§2/§6 proceed: a guest to checkout-login, logged in to checkout, a failed check to checkout", async ({ page, baseURL, watch }) => {
    watch.allowErrors(/status of 500/, /shopping-bag on .*: login check failed/);
    await twoLines(page);
    await open(page);
    await page.getByRole("link", { name: "Procedi all'acquisto" }).press("Enter");
    await expect(page).toHaveURL(/\/pages\/checkout-login\.html$/);
    await page.context().addCookies([{ name: LOGIN_COOKIE, value: "1", url: baseURL! }]);
    await open(page);
    await expect(page.getByRole("link", { name: "Procedi all'acquisto" })).toHaveAttribute("href", "/pages/checkout.html");
    await page.getByRole("link", { name: "Procedi all'acquisto" }).click();
    await expect(page).toHaveURL(/\/pages\/checkout\.html$/);
    await page.context().clearCookies({ name: LOGIN_COOKIE });
    await open(page);
    await page.route(/\/account\/login-status/, (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByRole("link", { name: "Procedi all'acquisto" }).click();
    await expect(page).toHaveURL(/\/pages\/checkout\.html$/);
  });

  test("§6 checkout showcase: no proceed; shopping-bag-alt: the same bag, summary first", async ({ page }) => {
    await twoLines(page);
    await open(page, `${BAG_PAGE}?showcase=checkout`);
    await expect(page.locator("a[data-bag-proceed]")).toHaveCount(0);
    await open(page, BAG_ALT_PAGE);
    await expect(bag(page)).toHaveAttribute("data-layout", "alt");
    const side = await page.locator(".shopping-bag__side").boundingBox();
    const lines = await page.locator("[data-bag-lines]").boundingBox();
    expect(side!.x).toBeLessThan(lines!.x);
    await axe(page);
  });
});

test.describe("us", () => {
  test.use({ market: "us" });

  test("split tax rows; coupon by keyboard: invalid (aria-invalid), cleared (null), valid (the discount), removed", async ({
    page,
    watch,
  }) => {
    watch.allowErrors(/status of 422/); // the browser logs the refused code's answer
    await twoLines(page);
    await open(page);
    expect(await summary(page)).toEqual([
      ["Subtotal (2 items)", `$${NB}2,795.00`],
      ["Sales tax", `$${NB}223.60`],
      ["Shipping tax", `$${NB}0.00`],
      ["Total tax", `$${NB}223.60`],
      ["Total", `$${NB}3,018.60`],
    ]);
    const code = page.getByLabel("Coupon code");
    const status = page.locator("[data-bag-coupon-status]");
    await tabTo(page, code);
    await page.keyboard.type("SPRING");
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("This code is not valid.");
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toBeFocused();
    // §4: clearing the coupon field resets its validity to null.
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Backspace");
    await expect(status).toHaveText("");
    await expect(code).not.toHaveAttribute("aria-invalid");
    await page.keyboard.type("welcome10");
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Code WELCOME10 applied.");
    expect(await summary(page)).toEqual([
      ["Subtotal (2 items)", `$${NB}2,795.00`],
      ["Discount (WELCOME10)", `-$${NB}279.50`],
      ["Sales tax", `$${NB}201.24`],
      ["Shipping tax", `$${NB}0.00`],
      ["Total tax", `$${NB}201.24`],
      ["Total", `$${NB}2,716.74`],
    ]);
    await axe(page);
    await page.getByRole("button", { name: "Remove code" }).press("Enter");
    await expect(live(page)).toHaveText("Code removed.");
    await expect(page.locator('[data-bag-row="adjustment"]')).toBeHidden();
    await expect(code).toHaveValue("");
  });
});

test.describe("kr", () => {
  test.use({ market: "kr" });

  test("packaging (§3 packaging.isEnabled) by keyboard, kept by the server; Korean texts; axe", async ({ page }) => {
    await fill(page, [[BAG.sizes[0]!.productId, 1]]);
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("쇼핑백");
    const standard = page.getByRole("radio", { name: "기본 포장" });
    await expect(standard).toBeChecked();
    await tabTo(page, standard);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "선물 포장" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "포장 저장" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(live(page)).toHaveText("선택 사항이 저장되었습니다.");
    await axe(page);
    await open(page);
    await expect(page.getByRole("radio", { name: "선물 포장" })).toBeChecked();
    expect(await summary(page)).toEqual([
      ["소계 (1개)", `₩${NB}1,880,000`],
      ["부가세 포함", `₩${NB}313,333`],
      ["합계", `₩${NB}1,880,000`],
    ]);
  });
});

test.describe("kw", () => {
  test.use({ market: "kw" });

  test("right to left, Arabic, prices after the amount; an update; axe", async ({ page }) => {
    await twoLines(page);
    await open(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("حقيبة التسوق");
    await expect(page.locator("form[data-bag-packaging]")).toBeVisible();
    await expect(line(page, "OI1").locator("[data-bag-line-total]")).toHaveText(`٤١٩٫٠٠٠${NB}KD`);
    // Right to left: the line's image is at its right edge.
    const image = await line(page, "OI1").locator("img").boundingBox();
    const total = await line(page, "OI1").locator("[data-bag-line-total]").boundingBox();
    expect(image!.x).toBeGreaterThan(total!.x);
    await line(page, "OI1").getByLabel("الكمية", { exact: true }).selectOption("2");
    await line(page, "OI1")
      .getByRole("button", { name: /^تحديث/ })
      .press("Enter");
    await expect(live(page)).toHaveText("تم تحديث الكمية. عدد المنتجات في حقيبتك: ٣.");
    await axe(page);
  });
});

test.describe("without JavaScript (post/redirect/get)", () => {
  test.use({ javaScriptEnabled: false, market: "it" });

  test("update, remove, a refused and an accepted coupon: each a post and a redirect back to the bag", async ({ page }) => {
    await twoLines(page);
    await page.goto(BAG_PAGE);
    await line(page, "OI1").getByLabel("Quantità", { exact: true }).selectOption("2");
    await line(page, "OI1")
      .getByRole("button", { name: /^Aggiorna/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${BAG_PAGE}$`));
    await expect(line(page, "OI1").locator("[data-bag-line-total]")).toHaveText(`€${NB}2.500,00`);
    await expect(page.locator("[data-bag-item-count]")).toHaveText("3 articoli");
    await expect(page.locator("[data-bag-count-value]")).toHaveText("3");

    await page.getByLabel("Codice promozionale").fill("SPRING");
    await page.getByRole("button", { name: "Applica" }).click();
    await expect(page.locator("[data-bag-coupon-status]")).toHaveText("Questo codice non è valido.");
    await expect(page.getByLabel("Codice promozionale")).toHaveValue("SPRING");
    await page.getByLabel("Codice promozionale").fill("WELCOME10");
    await page.getByRole("button", { name: "Applica" }).click();
    await expect(page.locator("[data-bag-coupon-status]")).toHaveText("Codice WELCOME10 applicato.");
    await expect(page.locator('[data-bag-row="adjustment"] dd')).toHaveText(`-€${NB}379,00`);

    await line(page, "OI2")
      .getByRole("button", { name: `Rimuovi ${SKIRT.name}` })
      .click();
    await expect(line(page, "OI2")).toHaveCount(0);
    await expect(page.locator('[data-bag-row="total"] dd')).toHaveText(`€${NB}2.250,00`);
    await expect(page).toHaveURL(new RegExp(`${BAG_PAGE}$`));
  });
});
