// Every e2e test fails on a CSP or Trusted Types violation, an uncaught page error, or a console error it did not expect.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

interface Watch {
  /** Console errors matching these are expected (e.g. developer errors of deliberately broken tiles). */
  allowErrors(...patterns: RegExp[]): void;
  errors(): string[];
}

export const test = base.extend<{ watch: Watch; market: string }>({
  market: ["us", { option: true }],
  page: async ({ page, market, baseURL }, use) => {
    await page.context().addCookies([{ name: "static-country", value: market, url: baseURL! }]);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
      document.addEventListener("vitrine:session", () => ((window as unknown as { sessionAnswered: boolean }).sessionAnswered = true));
    });
    await use(page);
  },
  watch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // Chromium's own fetch of the phone wallet stand-in's payment method manifest (Payment Request), not the page's:
      // cut off when the page navigates away or a stopped page clock starves it. A manifest that never loads hides the
      // wallet, which the checkout tests would see.
      const allowed: RegExp[] = [/^Unable to download payment manifest /];
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      await use({
        allowErrors: (...patterns) => allowed.push(...patterns),
        errors: () => problems,
      });
      const unexpected = problems.filter((p) => !allowed.some((re) => re.test(p)));
      expect(unexpected, "console errors, page errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const STOCK_URL = /\/anon\/mwstockstock\/inventoryavailability\/variantsInventory\//;

/** Waits until the page's session check has answered: it goes over the real network, so a fake clock moved past its
 * 5 s timeout before then would fail it. */
export async function sessionAnswered(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { sessionAnswered?: boolean }).sessionAnswered === true);
}

/** Waits until the tiles in view have hydrated. */
export async function hydrated(page: Page, selector = "[data-product-id] .vitrine-tile"): Promise<void> {
  await page.locator(selector).first().waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}

/** The tile of a product id: ids go through a data attribute value, never into selector syntax. */
export function tileOf(page: Page, productId: string) {
  return page.locator(`[data-product-id="${productId.replace(/["\\]/g, "\\$&")}"]`).first();
}

/** The path of every script the page requests from now on, in request order. */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Scrolls the page to its end (or `screens` viewports down) a viewport at a time, a frame for each step: every
 * `visible` widget on the way comes in view. */
export async function scrollThrough(page: Page, screens = Infinity): Promise<void> {
  for (let screen = 1; screen < screens; screen++) {
    const more = await page.evaluate(() => {
      const before = scrollY;
      scrollBy(0, innerHeight);
      return scrollY > before;
    });
    if (!more) return;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

/** Waits until Vitrine is idle: no request in flight, no widget code loading, no mount queued (core/activity.ts).
 * Use it before a "nothing else happened" check instead of a fixed sleep. */
export async function idle(page: Page): Promise<void> {
  await page.waitForFunction(() => window.vitrine !== undefined);
  await page.evaluate(() => window.vitrine!.whenIdle());
}

/** Waits until the widget that writes `selector` (its ready marker) has hydrated: on the runtime's idle signal first
 * (its code loaded, its mount done), never on an expectation's 5 s alone, which a loaded machine overruns before a
 * widget hydrated when idle has even started. */
export async function mounted(page: Page, selector: string): Promise<void> {
  await idle(page);
  await expect(page.locator(selector).first()).toBeAttached();
}

/** Scrolls `target` into view and waits until what hydrates when visible there has: the observers have had two frames
 * to see it come into view (until then the runtime may be idle), then the runtime's idle signal. */
export async function scrolledInAndIdle(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await idle(page);
}

/** Extra time for one axe run: seconds on an idle machine, tens of seconds for a long page on a loaded one. */
const AXE_ALLOWANCE_MS = 30_000;

/**
 * axe's serious and critical violations inside `scope` (the widgets under test, not the fixture page around them),
 * as "rule: n nodes" lines. Each run extends the test's timeout by its own allowance, so a slow machine makes the
 * test slower, never red.
 */
export async function axeViolations(page: Page, scope: string): Promise<string[]> {
  test.info().setTimeout(test.info().timeout + AXE_ALLOWANCE_MS);
  const results = await new AxeBuilder({ page }).include(scope).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.length} nodes`);
}

/** Tabs until `target` has focus (keyboard only), at most `limit` presses. */
export async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}
