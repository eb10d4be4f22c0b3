// Visual baselines for QA: one shot per widget state on the fixture pages, in it, jp (CJK) and kw (Arabic,
// right to left) at 375 and 1280 px, compared pixel for pixel with tests/visual/__screenshots__ (update:
// `npm run test:visual:update`). What would differ from one run to the next is fixed at its source: the page's clock
// stands at the fixtures' "now", motion is reduced, every image in the shot is decoded and the fonts are loaded before
// the shot, and what still moves (video frames, the map) is masked.
import type { Locator, Page } from "@playwright/test";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { CASES } from "../../fixtures/catalogue";
import { DEFAULT_NOW } from "../../fixtures/store-service";
import { BANNERS_PAGE, LOCATOR_PAGE } from "../../fixtures/server/screens/stores";
import { MOSAIC_PATH } from "../../fixtures/server/screens/media";
import { QUICK_BUY_PATH } from "../../fixtures/server/screens/quick-buy";
import { APPOINTMENT_PATH } from "../../fixtures/server/screens/appointment";
import { expect, idle, scrolledInAndIdle, test } from "../e2e/fixtures";

const MARKETS = ["it", "jp", "kw"] as const;
const WIDTHS = [375, 1280] as const;

interface Shot {
  /** Opens the page, brings the widget to its state and returns the element to shoot. */
  open(page: Page): Promise<Locator>;
  /** Shoot only the part of the element in the first viewport (a long grid: its first rows). */
  firstScreen?: boolean;
  /** What still changes by itself inside the shot (a video frame, a map), painted over. */
  mask?(page: Page): Locator[];
}

/** Puts one product in this test's own bag through the fixture cart's API. */
async function addToBag(page: Page, productId: string): Promise<void> {
  const answer = await page.request.post("/cart/add", { form: { productId, quantity: "1" }, headers: { Accept: "application/json" } });
  expect(answer.status()).toBe(200);
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await idle(page);
}

const SHOTS: Record<string, Shot> = {
  // §4 tile labels: the listing's first tiles, every life cycle and price case (the grid is cut to its first rows).
  "product-listing": {
    async open(page) {
      await openPage(page, "/pages/listing.html");
      return page.locator(".product-grid");
    },
    firstScreen: true,
  },
  "quick-buy-dialog": {
    async open(page) {
      await openPage(page, QUICK_BUY_PATH);
      await page.locator(`a[data-quick-buy*='"${CASES.regular.partNumber}"']`).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.locator("[data-quick-buy-add]")).toBeVisible();
      await idle(page);
      return dialog;
    },
  },
  "product-page": {
    async open(page) {
      await openPage(page, `/products.ballet_flats.VT10016`);
      return page.locator("[data-product-detail]");
    },
  },
  "shopping-bag": {
    async open(page) {
      await addToBag(page, CASES.regular.sizes[0]!.productId);
      await addToBag(page, CASES.onSaleFalse.sizes[1]!.productId);
      await openPage(page, "/pages/shopping-bag.html");
      const bag = page.locator("[data-shopping-bag]");
      await expect(bag).toHaveAttribute("data-shopping-bag-ready", "");
      return bag;
    },
  },
  "checkout-first-step": {
    async open(page) {
      await addToBag(page, CASES.regular.sizes[0]!.productId);
      await page.goto("/pages/checkout.html");
      await expect(page.locator("form[action='/checkout/order']")).toHaveAttribute("novalidate", "");
      await idle(page);
      // The wallets' readiness check is not part of the runtime's idle signal: wait for its answer, the "checking…"
      // note giving way to the wallet's button (it came late in 1 of 120 checkout shots over 20 runs without this wait).
      await expect(page.locator("[data-express-note]")).toBeHidden();
      return page.locator("form[action='/checkout/order']");
    },
  },
  "header-menu-open": {
    async open(page) {
      await openPage(page, "/pages/search-results.html");
      const toggle = page.locator(".vitrine-header-menu__toggle");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await idle(page);
      return page.locator(".vitrine-header-menu__panel");
    },
  },
  "store-locator-list": {
    async open(page) {
      await openPage(page, LOCATOR_PAGE);
      const locator = page.locator("[data-store-locator]");
      await expect(locator).toHaveAttribute("data-store-locator-ready", "");
      return locator;
    },
    mask: (page) => [page.locator("[data-store-locator] [data-store-map]")],
  },
  "appointment-error": {
    async open(page) {
      await openPage(page, APPOINTMENT_PATH);
      const form = page.locator("[data-appointment-form] form");
      await scrolledInAndIdle(page, form);
      await expect(form).toHaveJSProperty("noValidate", true);
      await form.locator("button[type=submit]").click();
      await expect(form.locator("[aria-invalid=true]").first()).toBeVisible();
      return page.locator("[data-appointment-form]");
    },
  },
  "notification-banner": {
    async open(page) {
      await openPage(page, BANNERS_PAGE);
      const banner = page.locator("#banner-big");
      await expect(banner).toHaveAttribute("data-banner-ready", "");
      return banner;
    },
  },
  "timeline-slider": {
    async open(page) {
      await openPage(page, "/pages/editorial-media.html");
      const timeline = page.locator("[data-timeline-slider]");
      await scrolledInAndIdle(page, timeline);
      await expect(timeline.locator("[data-rotation-control]")).toBeVisible();
      return timeline;
    },
    mask: (page) => [page.locator("[data-timeline-slider] video")],
  },
  "special-collection-tabs": {
    async open(page) {
      await openPage(page, "/pages/special-collection.html");
      await expect(page.getByRole("tablist")).toBeVisible();
      return page.locator("[data-special-collection]");
    },
  },
  "zoom-overlay": {
    async open(page) {
      await openPage(page, MOSAIC_PATH);
      const mosaic = page.locator("[data-mosaic-gallery]");
      await scrolledInAndIdle(page, mosaic);
      await mosaic.locator("a").first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.locator("[data-zoom-image]")).toBeVisible();
      await idle(page);
      return dialog;
    },
  },
};

/** Every image inside `root` loaded and decoded (lazy ones asked for now), and the page's fonts loaded. */
async function settled(root: Locator): Promise<void> {
  await root.evaluate(async (element) => {
    const images = [...element.querySelectorAll("img")];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

for (const market of MARKETS)
  for (const width of WIDTHS)
    test.describe(`${market} at ${width} px`, () => {
      test.use({ market, viewport: { width, height: 800 } });

      test.beforeEach(async ({ page, baseURL }, info) => {
        // The clock shows the fixtures' "now" (the server's default, store-service.ts); timers still run.
        await page.clock.setFixedTime(new Date(DEFAULT_NOW));
        const session = `visual-${info.testId}-${Math.random().toString(36).slice(2, 8)}`;
        await page.context().addCookies([{ name: CART_SESSION_COOKIE, value: session, url: baseURL! }]);
      });

      for (const [name, shot] of Object.entries(SHOTS))
        test(name, async ({ page }) => {
          const root = await shot.open(page);
          await settled(root);
          const options = { mask: shot.mask?.(page) ?? [] };
          const file = `${name}-${market}-${width}.png`;
          if (!shot.firstScreen) return expect(root).toHaveScreenshot(file, options);
          const box = (await root.boundingBox())!;
          const clip = { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, page.viewportSize()!.height - box.y) };
          await expect(page).toHaveScreenshot(file, { ...options, clip });
        });
    });
