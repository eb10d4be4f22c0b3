// A page loads its own language's texts only (markets/messages.ts), before the first render of the widgets
// that show them: a page in Japanese never shows English first, requests the Japanese tables and no other language's;
// an English page requests no table at all.
import type { Page } from "@playwright/test";
import { productPath } from "../../core/routes";
import { CASES } from "../../fixtures/catalogue";
import { expect, idle, scriptRequests, test } from "./fixtures";

/** A translation table's chunk (`dist/chunks/ja-<hash>.js`): its language. */
const TABLE_CHUNK = /\/chunks\/(it|pt|zh-Hans|zh-Hant|ja|ko|ar|ru|tr|th|el)-\w+\.js$/;
const tableLanguages = (scripts: string[]) => [...new Set(scripts.flatMap((script) => TABLE_CHUNK.exec(script)?.[1] ?? []))];

/** Every text the page's scripts put into the document from its start: added nodes' text and changed text nodes. */
async function recordInsertedTexts(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(() => {
    const texts: string[] = [];
    (window as unknown as { insertedTexts: string[] }).insertedTexts = texts;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "characterData") texts.push(record.target.textContent ?? "");
        for (const node of record.addedNodes) texts.push(node.textContent ?? "");
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { insertedTexts: string[] }).insertedTexts.join("\n"));
}

/** English texts of the product texts and the product page (written out, never read from the tables under test). */
const ENGLISH = [
  "Available soon",
  "Out of stock",
  "Online exclusive",
  "Made to order",
  "Price on request",
  "Available online",
  "Checking availability",
  "Find in store",
  "Add to wishlist",
  "Colour",
];

/** The tables come over a slow network: were a widget to render before its tables, it would render English. */
async function slowTables(page: Page): Promise<void> {
  await page.route(TABLE_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

test.describe("a page in Japanese", () => {
  test.use({ market: "jp" });
  test.beforeEach(({ page }) => slowTables(page));

  test("the listing's tile labels are Japanese on their first render, from the Japanese tables only", async ({ page }) => {
    const scripts = scriptRequests(page);
    const insertedTexts = await recordInsertedTexts(page);
    await page.goto("/pages/listing.html");
    await idle(page);
    await expect(page.locator(".vitrine-tile__label").first()).toBeAttached();
    const inserted = await insertedTexts();
    expect(inserted).toContain("在庫切れ"); // out of stock
    expect(inserted).toContain("近日発売"); // available soon
    expect(ENGLISH.filter((text) => inserted.includes(text))).toEqual([]);
    expect(tableLanguages(scripts)).toEqual(["ja"]);
  });

  test("the product page hydrates without a word of English", async ({ page }) => {
    const scripts = scriptRequests(page);
    const insertedTexts = await recordInsertedTexts(page);
    await page.goto(productPath(CASES.regular.name, CASES.regular.partNumber));
    await idle(page);
    await expect(page.locator("[data-availability]")).toHaveText("オンラインで購入可能"); // available online
    const inserted = await insertedTexts();
    expect(ENGLISH.filter((text) => inserted.includes(text))).toEqual([]);
    expect(tableLanguages(scripts)).toEqual(["ja"]);
  });
});

// Greek is translated by some catalogs only (the listing's, markets/messages.ts among them; not the product page's).
test.describe("a page in Greek", () => {
  test.use({ market: "eu" });
  test.beforeEach(({ page, baseURL }) => page.context().addCookies([{ name: "static-lang", value: "el", url: baseURL! }]));

  test("loads the Greek tables of the catalogs that have one; the others request nothing, report nothing and show English", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto("/pages/listing.html");
    await idle(page);
    await expect(page.locator(".vitrine-tile__label", { hasText: "Εξαντλήθηκε" }).first()).toBeAttached(); // out of stock
    await page.goto(productPath(CASES.regular.name, CASES.regular.partNumber));
    await idle(page);
    await expect(page.locator("[data-availability]")).toHaveText("Available online");
    expect(tableLanguages(scripts)).toEqual(["el"]);
    // A table asked of a catalog without one would be reported (the page's errors fail the test: ./fixtures.ts).
  });
});

test.describe("a page in English", () => {
  test.use({ market: "us" });

  test("requests no translation table", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/pages/listing.html");
    await idle(page);
    await expect(page.locator(".vitrine-tile__label").first()).toHaveText(/./);
    await page.goto(productPath(CASES.regular.name, CASES.regular.partNumber));
    await idle(page);
    expect(scripts.some((script) => script.includes("/chunks/product-page-"))).toBe(true);
    expect(tableLanguages(scripts)).toEqual([]);
  });
});
