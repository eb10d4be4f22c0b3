// Measurement that holds on another machine: Vitrine never competes with the page's LCP. No widget chunk
// and no API request may start before the largest image in view has finished loading and the largest contentful
// paint has happened, whatever the widget's hydration strategy (even `load`: product-listing, product-page).
// The LCP image is held back until the bootloader has started, so a loader that does not wait is caught every time.
import { test, expect, idle } from "./fixtures";

const MOBILE = { width: 412, height: 915 };
const VITRINE_REQUEST = /\/dist\/chunks\/|\/api\//;

// `held: false`: the page as it comes, where the first frame (and with it the LCP) is presented only after `load`
// (the product page's LCP is its text): a loader that asks for code in the task right after that frame's
// main-thread work, before the frame reaches the screen, is caught.
const CASES = [
  { page: "/pages/listing.html", image: "/assets/img/10001.svg", held: true },
  { page: "/products.leather_bag.VT10012", image: "/assets/img/10012.svg", held: true },
  { page: "/products.leather_bag.VT10012", image: "/assets/img/10012.svg", held: false },
] as const;

for (const { page: path, image, held: holdImage } of CASES) {
  test(`${path}${holdImage ? "" : " (image not held)"}: no Vitrine chunk or API request starts before the LCP image has loaded and painted`, async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    if (holdImage)
      await page.route(`**${image}`, async (route) => {
        await held;
        await route.continue();
      });
    await page.addInitScript(() => {
      const lcp: Array<{ startTime: number; url: string }> = [];
      (window as unknown as { __lcp: typeof lcp }).__lcp = lcp;
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => lcp.push({ startTime: e.startTime, url: (e as PerformanceEntry & { url: string }).url })),
      ).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
    });

    await page.goto(path, { waitUntil: "commit" });
    // The bootloader has started and had a frame to act in: a loader that does not wait has asked for code by now.
    await page.waitForFunction(() => window.vitrine !== undefined);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    release();
    await page.waitForLoadState("load");
    await idle(page);

    const timing = await page.evaluate((imagePath) => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const imageEntry = resources.find((r) => new URL(r.name).pathname === imagePath);
      const lcp = (window as unknown as { __lcp: Array<{ startTime: number; url: string }> }).__lcp;
      return {
        imageEnd: imageEntry?.responseEnd,
        lastLcp: lcp.at(-1)?.startTime,
        vitrine: resources.map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
      };
    }, image);
    const vitrine = timing.vitrine.filter((r) => VITRINE_REQUEST.test(r.path));

    expect(timing.imageEnd, "the LCP image loaded").toBeGreaterThan(0);
    expect(timing.lastLcp, "a largest contentful paint was reported").toBeGreaterThan(0);
    expect(vitrine.length, "Vitrine loaded its widget code after all").toBeGreaterThan(0);
    const early = vitrine.filter((r) => r.start < timing.imageEnd! || r.start < timing.lastLcp!);
    expect(
      early,
      `requests started before the image ended (${Math.round(timing.imageEnd!)} ms) or the LCP (${Math.round(timing.lastLcp!)} ms)`,
    ).toEqual([]);
  });
}
