// The store services' pages as a person sees them on a phone (WCAG 1.4.10 reflow at 320 CSS px, 2.5.8 targets ≥ 24 px), in
// a Latin, a CJK, an RTL and the Turkish market: what a QA pass at 320 px found (the appointment form's boutique
// select widened the page; the share row scrolled sideways and its hidden texts widened the page; the send buttons
// were the browser's 21 px default).
import type { Page } from "@playwright/test";
import { APPOINTMENT_PATH, CONTACT_PATH } from "../../fixtures/server/screens/appointment";
import { BANNERS_PAGE, FIND_IN_STORE_PAGE, LIVE_CHAT_PAGE, LOCATOR_PAGE, SHARE_PAGE } from "../../fixtures/server/screens/stores";
import { expect, idle, test } from "./fixtures";

test.use({ viewport: { width: 320, height: 640 } });

const PAGES = [APPOINTMENT_PATH, CONTACT_PATH, BANNERS_PAGE, LOCATOR_PAGE, FIND_IN_STORE_PAGE, LIVE_CHAT_PAGE, SHARE_PAGE];

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const market of ["it", "cn", "kw", "tr"]) {
  test.describe(market, () => {
    test.use({ market });
    test("no store services page scrolls sideways at 320 px", async ({ page }) => {
      const wide: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        await idle(page);
        if ((await overflow(page)) > 0) wide.push(`${path}: ${await overflow(page)} px`);
      }
      expect(wide).toEqual([]);
    });
  });
}

test("the send buttons and the hours' retry are at least 24 × 24 px", async ({ page, watch }) => {
  watch.allowErrors(/status of 404/, /appointment-form: store [\w-]+ could not be loaded/);
  for (const path of [APPOINTMENT_PATH, CONTACT_PATH]) {
    await page.goto(path);
    await idle(page);
    const box = await page.locator("form button[type=submit]").last().boundingBox();
    expect(box!.height, path).toBeGreaterThanOrEqual(24);
    expect(box!.width, path).toBeGreaterThanOrEqual(24);
  }
  await page.goto(APPOINTMENT_PATH);
  await idle(page);
  await page.route(/\/stores\/[\w-]+(\?|$)/, (route) => route.fulfill({ status: 404, json: { error: "gone" } }));
  await page.locator("[name=store]").selectOption({ index: 1 });
  const retry = page.locator(".vitrine-appointment__retry");
  await expect(retry).toBeVisible();
  expect((await retry.boundingBox())!.height).toBeGreaterThanOrEqual(24);
});

test.describe("kw", () => {
  test.use({ market: "kw", viewport: { width: 1280, height: 720 } });
  test("a Latin address keeps its order on the RTL locator (isolated: 712 first, not last)", async ({ page }) => {
    await page.goto(LOCATOR_PAGE);
    const address = page.locator('[data-store-id="us-new-york-fifth"] bdi');
    await expect(address).toHaveText("712 Fifth Avenue, New York");
    // Isolated with its own (left-to-right) direction: the number is drawn at the start, on the left.
    const [number, avenue] = await address.evaluate((bdi) => {
      const range = document.createRange();
      const text = bdi.firstChild!;
      const left = (from: number, to: number) => (range.setStart(text, from), range.setEnd(text, to), range.getBoundingClientRect().left);
      return [left(0, 3), left(4, 9)];
    });
    expect(number).toBeLessThan(avenue);
  });
});
