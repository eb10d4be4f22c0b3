// JS bytes per fixture page, after `npm run build`: `npx tsx tests/bench/page-js.ts [--before file.json]`.
// Loads every page of the fixture index in Chromium against the built dist/, and sums the JavaScript it received,
// each response gzip-compressed as a CDN would serve it (the fixture server does not compress), at two moments: the
// first view (loaded, Vitrine idle) and after scrolling the page through a viewport at a time (every `visible`
// widget hydrated, Vitrine idle again). Nothing is clicked, hovered or focused, so `interaction` widgets (quick buy)
// and code a shopper asks for (hls.js on play, a map, a chat vendor) stay out. `react` says whether React's chunk
// came. Prints a table and writes tests/bench/results/page-js.json; `--before` puts an earlier run's figures beside.
// `PORT` moves the fixture server (default: a free port).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { startServer } from "../../fixtures/server/app";
import { PAGES } from "../../fixtures/server/pages";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { scrollThrough } from "../e2e/fixtures";
import { table } from "./report";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const RESULTS = join(ROOT, "tests/bench/results/page-js.json");
/** A page whose runtime never goes idle (a request that hangs on purpose) is read after this long. */
const IDLE_TIMEOUT_MS = 20_000;
const REACT_CHUNK = /\/dist\/chunks\/react-[\w-]+\.js$/;

export interface PageJs {
  path: string;
  /** gzip bytes of JS at the first view, and after scrolling through. */
  firstView: number;
  scrolled: number;
  /** Whether React's chunk was received by the end. */
  react: boolean;
  /** The scripts received, by path, in order. */
  scripts: string[];
}

/** Resolves when Vitrine is idle, or false after IDLE_TIMEOUT_MS (or when the page has no Vitrine). */
async function vitrineIdle(page: Page): Promise<boolean> {
  return page.evaluate(
    (timeout) =>
      window.vitrine
        ? Promise.race([window.vitrine.whenIdle().then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), timeout))])
        : true,
    IDLE_TIMEOUT_MS,
  );
}

async function measure(page: Page, base: string, path: string): Promise<PageJs> {
  const received: { path: string; bytes: number }[] = [];
  const bodies: Promise<void>[] = [];
  const onResponse = (response: import("playwright-core").Response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(
      response.body().then(
        (body) => void received.push({ path: new URL(response.url()).pathname, bytes: gzipSync(body).length }),
        () => {}, // a navigation away dropped it
      ),
    );
  };
  page.on("response", onResponse);
  const sum = async () => (await Promise.all(bodies), received.reduce((total, script) => total + script.bytes, 0));
  await page.goto(base + path.slice(1), { waitUntil: "load" });
  const settled = await vitrineIdle(page);
  const firstView = await sum();
  await scrollThrough(page);
  const settledAgain = await vitrineIdle(page);
  const scrolled = await sum();
  page.off("response", onResponse);
  if (!settled || !settledAgain) process.stderr.write(`  · ${path}: not idle within ${IDLE_TIMEOUT_MS} ms, read anyway\n`);
  const scripts = received.map((script) => script.path);
  return { path, firstView, scrolled, react: scripts.some((script) => REACT_CHUNK.test(script)), scripts };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const beforeAt = process.argv.indexOf("--before");
  const before: PageJs[] | undefined =
    beforeAt > 0 ? (JSON.parse(await readFile(process.argv[beforeAt + 1]!, "utf8")) as PageJs[]) : undefined;
  const server = await startServer({ port: Number(process.env["PORT"] ?? 0) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
  const results: PageJs[] = [];
  try {
    for (const { path } of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      results.push(await measure(page, server.url, path));
      await context.close();
      process.stderr.write(`  · ${path}\n`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  await mkdir(dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, JSON.stringify(results, null, 2));

  const old = new Map(before?.map((entry) => [entry.path, entry]));
  const yesNo = (react: boolean | undefined) => (react === undefined ? "" : react ? "yes" : "no");
  const rows = results.map((now) => {
    const then = old.get(now.path);
    const mine = [kb(now.firstView), kb(now.scrolled), yesNo(now.react)];
    return before
      ? [now.path, then ? kb(then.firstView) : "", then ? kb(then.scrolled) : "", yesNo(then?.react), ...mine]
      : [now.path, ...mine];
  });
  const headers = ["page", "first view KB", "scrolled KB", "React"];
  console.log(
    table(
      before ? ["page", "before: first view KB", "scrolled KB", "React", "after: first view KB", "scrolled KB", "React"] : headers,
      rows,
    ),
  );
  console.log(`\nJS received per page, each script gzip-compressed (default level), in KB of 1,024 B. ${RESULTS}`);
}

await main();
