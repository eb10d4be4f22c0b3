// Maps and chat on demand: "the map and chat code are absent from pages that don't show them" (README "Definition of
// done" 6). The map adapters (core/maps: stand-in, global, china) are their own chunks, loaded only by "Show map";
// the chat vendor's script only by the launcher. Pages that show neither never ask for them.
import type { Page } from "@playwright/test";
import { CASES } from "../../fixtures/catalogue";
import { productPath } from "../../core/routes";
import { FIND_IN_STORE_PAGE, LIVE_CHAT_PAGE, LOCATOR_PAGE } from "../../fixtures/server/screens/stores";
import { expect, idle, mounted, test } from "./fixtures";

const MAP_CODE = /\/dist\/chunks\/(stand-in|global|china)-[\w-]+\.js$|\/fixture-vendor\/maps\.js/;
const CHAT_CODE = /\/dist\/chunks\/live-chat-[\w-]+\.js$|\/fixture-vendor\/live-chat\.js/;

/** Every request the page makes from now on. */
function recorded(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  return urls;
}

const pages = [
  { name: "the listing page", path: "/pages/plp.html" },
  { name: "a product page", path: productPath(CASES.regular.name, CASES.regular.partNumber) },
  { name: "the find-in-store product page", path: FIND_IN_STORE_PAGE },
];
for (const { name, path } of pages) {
  test(`${name} asks for no map code and no chat code`, async ({ page }) => {
    const urls = recorded(page);
    await page.goto(path);
    await idle(page);
    expect(urls.filter((u) => MAP_CODE.test(u))).toEqual([]);
    expect(urls.filter((u) => CHAT_CODE.test(u))).toEqual([]);
  });
}

test("find in store's dialog open: still no map code (its list has no map)", async ({ page }) => {
  const urls = recorded(page);
  await page.goto(FIND_IN_STORE_PAGE);
  await page.locator("[data-find-in-store-ready] [data-find-in-store-trigger]").click();
  await expect(page.getByRole("dialog").getByRole("status")).toHaveText(/^\d+ boutiques?$/);
  await idle(page);
  expect(urls.filter((u) => MAP_CODE.test(u))).toEqual([]);
});

test("the store locator: no map code before Show map, the stand-in adapter alone after it; no chat code", async ({ page }) => {
  const urls = recorded(page);
  await page.goto(LOCATOR_PAGE);
  await mounted(page, "[data-store-locator-ready]");
  await idle(page);
  expect(urls.filter((u) => MAP_CODE.test(u))).toEqual([]);
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.getByRole("group", { name: "Map of the boutiques" })).toBeVisible();
  expect(urls.filter((u) => MAP_CODE.test(u)).map((u) => u.replace(/^.*\/chunks\/([a-z-]+)-.*$/, "$1"))).toEqual(["stand-in"]);
  expect(urls.filter((u) => CHAT_CODE.test(u))).toEqual([]);
});

test("the chat page: the widget's code loads, the vendor's script only on the launcher", async ({ page }) => {
  const urls = recorded(page);
  await page.goto(LIVE_CHAT_PAGE);
  await idle(page);
  expect(urls.filter((u) => /\/fixture-vendor\//.test(u))).toEqual([]);
  expect(urls.filter((u) => MAP_CODE.test(u))).toEqual([]);
  await page.getByRole("button", { name: "Chat with an advisor" }).click();
  await expect(page.getByRole("dialog", { name: "Live chat (stand-in)" })).toBeVisible();
  expect(urls.filter((u) => /\/fixture-vendor\/live-chat\.js/.test(u))).toHaveLength(1);
});
