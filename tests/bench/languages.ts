// What loading one language costs and saves: `npx tsx tests/bench/languages.ts <other checkout> [runs]`, each
// checkout built (npm run build). Serves both (fixtures/server/main.ts on free ports) and, in Chromium, reads per market
// (us in English, it, jp, kw) and page the JavaScript received (gzip, after Vitrine is idle, as tests/bench/page-js.ts
// counts it), then the hydration delay on a jp listing and product page: navigation start to the first
// `vitrine:mount:*` mark, `runs` times (default 9) alternating the two checkouts. Prints both; "other" first.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "playwright-core";
import { productPath } from "../../core/routes";
import { CASES } from "../../fixtures/catalogue";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";

const PAGES = {
  listing: "/pages/listing.html",
  product: productPath(CASES.regular.name, CASES.regular.partNumber),
  bag: "/pages/shopping-bag.html",
  checkout: "/pages/checkout.html",
} as const;
const MARKETS = ["us", "it", "jp", "kw"] as const;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function serve(dir: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn("npx", ["tsx", "fixtures/server/main.ts", "--port", String(port)], {
    cwd: dir,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => server.stdout!.on("data", (data: Buffer) => data.toString().includes("http://") && resolve()));
  return { url: `http://127.0.0.1:${port}`, server };
}

async function open(browser: Browser, base: string, market: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: "static-country", value: market, url: base }]);
  return { context, page: await context.newPage() };
}

/** Runs `read` once Vitrine is idle; again on the page it lands on when the page navigates itself (a redirect). */
async function whenIdle<T>(page: Page, read: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await page.evaluate(() => window.vitrine?.whenIdle());
      return await read();
    } catch (error) {
      if (!String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState("load");
    }
  }
}

async function jsBytes(browser: Browser, base: string, market: string, path: string): Promise<number> {
  const { context, page } = await open(browser, base, market);
  const bodies: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      bodies.push(
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
  });
  await page.goto(base + path, { waitUntil: "load" });
  const total = await whenIdle(page, async () => (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0));
  await context.close();
  return total;
}

async function firstMount(browser: Browser, base: string, path: string): Promise<number> {
  const { context, page } = await open(browser, base, "jp");
  await page.goto(base + path, { waitUntil: "load" });
  const at = await whenIdle(page, () =>
    page.evaluate(() =>
      Math.min(...performance.getEntriesByType("mark").flatMap((m) => (m.name.startsWith("vitrine:mount:") ? [m.startTime] : []))),
    ),
  );
  await context.close();
  return at;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) =>
  `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

async function main(): Promise<void> {
  const [other, runs = "9"] = process.argv.slice(2);
  if (!other) throw new Error("usage: tsx tests/bench/languages.ts <other checkout> [runs]");
  const servers = { other: await serve(other), this: await serve(process.cwd()) };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    console.log("JS received, gzip bytes (other → this)");
    for (const market of MARKETS)
      for (const [name, path] of Object.entries(PAGES)) {
        const [before, after] = [
          await jsBytes(browser, servers.other.url, market, path),
          await jsBytes(browser, servers.this.url, market, path),
        ];
        console.log(`${market.padEnd(3)} ${name.padEnd(9)} ${before} → ${after} (${after - before >= 0 ? "+" : ""}${after - before})`);
      }
    for (const [name, path] of [
      ["listing", PAGES.listing],
      ["product", PAGES.product],
    ] as const) {
      const times = { other: [] as number[], this: [] as number[] };
      for (let run = 0; run < Number(runs); run++)
        for (const which of run % 2 ? (["this", "other"] as const) : (["other", "this"] as const))
          times[which].push(await firstMount(browser, servers[which].url, path));
      console.log(`jp ${name}: first vitrine:mount, median (min–max) of ${runs}: other ${spread(times.other)}, this ${spread(times.this)}`);
    }
  } finally {
    await browser.close();
    for (const { server } of Object.values(servers)) server.kill();
  }
}

await main();
