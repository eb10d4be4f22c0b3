// `npx tsx tests/bench/lcp-order.ts [page] [loads]` (after `npm run build`; CPU=4 for 4× CPU): how often a Vitrine
// request starts before the page's last LCP entry. Each load in a fresh mobile context (Lighthouse's Moto G Power
// viewport); prints every load's LCP entries (time, when the observer delivered it, size, element), the first Vitrine
// request and the first-tile images' load times, then the count. Lantern puts a request that precedes the observed LCP
// into the simulated LCP: this is the count that explains an LCP difference, one load at a time.
import { chromium } from "playwright-core";
import { startServer } from "../../fixtures/server/app";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";

const path = process.argv[2] ?? "/pages/listing.html";
const loads = Number(process.argv[3] ?? 10);
const cpu = Number(process.env["CPU"] ?? 1);

// Strings, not functions: tsx's keepNames would wrap inner functions in a `__name` the page lacks.
const RECORD_LCP = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__lcp.push({ time: Math.round(e.startTime), seen: Math.round(performance.now()), size: e.size, element: e.element ? e.element.outerHTML.slice(0, 70) : e.url });
  }).observe({ type: "largest-contentful-paint", buffered: true });`;
const READ = `(() => {
  const requests = performance.getEntriesByType("resource").filter((e) => /\\/dist\\/chunks\\/|\\/api\\//.test(e.name));
  const images = performance.getEntriesByType("resource").filter((e) => /\\/assets\\/img\\//.test(e.name)).slice(0, 4);
  return {
    lcp: window.__lcp,
    first: requests.map((e) => ({ name: e.name.replace(/.*\\//, ""), start: Math.round(e.startTime) })).sort((a, b) => a.start - b.start)[0],
    images: images.map((e) => e.name.replace(/.*\\//, "") + " " + Math.round(e.startTime) + "–" + Math.round(e.responseEnd)),
  };
})()`;

const server = await startServer({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
let early = 0;
try {
  for (let i = 1; i <= loads; i++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      if (cpu !== 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpu });
      await page.addInitScript(RECORD_LCP);
      await page.goto(new URL(path, server.url).href, { waitUntil: "load" });
      await page.waitForFunction("window.vitrine !== undefined");
      await page.evaluate("window.vitrine.whenIdle()");
      const { lcp, first, images } = (await page.evaluate(READ)) as {
        lcp: Array<{ time: number; seen: number; size: number; element: string }>;
        first?: { name: string; start: number };
        images: string[];
      };
      const last = lcp.at(-1);
      const before = first !== undefined && last !== undefined && first.start < last.time;
      if (before) early++;
      const entries = lcp.map((e) => `${e.time} ms (seen ${e.seen}) ${e.size} px² ${e.element}`).join(" | ");
      console.log(
        `load ${i}: LCP ${entries}; first Vitrine request ${first ? `${first.name} at ${first.start} ms` : "none"}${before ? " BEFORE THE LAST LCP" : ""}; images ${images.join(", ")}`,
      );
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`\n${path}, ${cpu}× CPU: a Vitrine request before the last LCP entry in ${early} of ${loads} loads`);
