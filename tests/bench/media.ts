// The media figures (not part of `npm test` nor of `npm run bench`):
//   a. requests: which pages load the hls.js chunk and glide (the carousel chunk), with the page scrolled to its end;
//      the video page before and after a play;
//   b. zoom overlay open-to-interactive: from the click on a look's gallery control (collection page) or a mosaic image
//      (mosaic page) to the dialog holding focus with its image decoded; cold (first open in a fresh context, HTTP
//      cache empty) and warm (a second open on the same page), at 1× and 4× CPU (CDP Emulation.setCPUThrottlingRate),
//      runs interleaved so machine load hits every variant alike;
//   c. the first video frame after play (clear stream): scripts/video-first-frame.ts, run as it is.
// Needs dist/ built (an e2e run or `npm run build`). Usage:
//   npx tsx tests/bench/media.ts [runs=7]
import { execFile } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { promisify } from "node:util";
import { chromium, type Browser, type Page } from "playwright-core";
import { CASES } from "../../fixtures/catalogue";
import { startServer, type RunningServer } from "../../fixtures/server/app";
import { productPath } from "../../core/routes";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { fmtSpread, spread } from "./stats";
import { heading, table } from "./report";

const RUNS = Number(process.argv[2] ?? 7);
const CPU_RATES = [1, 4] as const;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");
const ms = (n: number) => `${Math.round(n)} ms`;

// ---- a. requests --------------------------------------------------------------------------------------------------

interface Loaded {
  hls: boolean;
  glide: boolean;
}

/** The chunks a page loaded so far, classified: the hls.js chunk by its name, glide by its markup attribute. */
async function classify(chunks: readonly string[]): Promise<Loaded> {
  const bodies = await Promise.all(chunks.map(async (url) => ({ url, body: await (await fetch(url)).text() })));
  return {
    hls: bodies.some(({ url }) => /\/chunks\/hls-[\w-]+\.js$/.test(url)),
    glide: bodies.some(({ body }) => body.includes("data-glide-el")),
  };
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => window.vitrine !== undefined);
  await page.evaluate(() => window.vitrine!.whenIdle());
}

/** Opens `path`, scrolls to the end a screen at a time (widgets hydrated when visible load then), waits for idle. */
async function requestsOf(browser: Browser, url: string, play?: string): Promise<{ before: Loaded; after?: Loaded }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on("response", (response) => {
      if (/\/dist\/chunks\/[^/]+\.js$/.test(response.url())) chunks.push(response.url());
    });
    await page.goto(url, { waitUntil: "load" });
    await settle(page);
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await settle(page);
    }
    const before = await classify(chunks);
    if (!play) return { before };
    const control = page.locator(`[data-video="${play}"] .vitrine-video__play`);
    await control.scrollIntoViewIfNeeded();
    await control.click();
    await page.waitForFunction(
      (id) => (document.querySelector(`[data-video="${id}"] video`) as HTMLVideoElement | null)?.currentTime,
      play,
    );
    return { before, after: await classify(chunks) };
  } finally {
    await context.close();
  }
}

async function requestsSection(browser: Browser, origin: string): Promise<void> {
  heading("a. requests: hls.js and glide chunks per page (scrolled to the end)");
  const product = productPath(CASES.regular.name, CASES.regular.partNumber);
  const pages: [string, string, Loaded][] = [
    ["listing", "/pages/plp.html", { hls: false, glide: false }],
    ["product", product, { hls: false, glide: false }],
    ["collection (looks, zoom overlay)", "/pages/collection.html", { hls: false, glide: false }],
    ["cross-category", "/pages/cross-category.html", { hls: false, glide: false }],
    ["mosaic gallery", "/pages/mosaic-gallery.html", { hls: false, glide: false }],
    ["editorial media (sliders)", "/pages/editorial-media.html", { hls: false, glide: true }],
  ];
  const rows: string[][] = [];
  let failures = 0;
  const row = (name: string, seen: Loaded, expected: Loaded) => {
    const ok = seen.hls === expected.hls && seen.glide === expected.glide;
    if (!ok) failures++;
    rows.push([name, seen.hls ? "loaded" : "—", seen.glide ? "loaded" : "—", ok ? "as expected" : "UNEXPECTED"]);
  };
  for (const [name, path, expected] of pages) row(name, (await requestsOf(browser, origin + path)).before, expected);
  const video = await requestsOf(browser, `${origin}/pages/video.html`, "film-clear");
  row("video, before play", video.before, { hls: false, glide: false });
  row("video, after play", video.after!, { hls: true, glide: false });
  console.log(table(["page", "hls.js", "glide", "check"], rows));
  console.log(failures === 0 ? "all as expected" : `${failures} unexpected`);
}

// ---- b. overlay open-to-interactive -------------------------------------------------------------------------------

interface Opener {
  name: string;
  path: string;
  /** The control clicked: the first look's gallery control, the mosaic's third image. */
  control: string;
}

const OPENERS: readonly Opener[] = [
  { name: "look gallery control", path: "/pages/collection.html", control: "[data-look-gallery]" },
  { name: "mosaic image", path: "/pages/mosaic-gallery.html", control: "[data-mosaic-gallery] li:nth-child(3) a" },
];

declare global {
  interface Window {
    __zoomBench?: { start?: number; ready?: number };
  }
}

/** Arms the timing on the control: the click (capture phase) starts it; every frame checks for the dialog holding
 * focus with its image loaded, then waits for that image's decode. A string: tsx's helpers do not exist in the page. */
const ARM = (control: string) => `(() => {
  const record = {};
  window.__zoomBench = record;
  const control = document.querySelector(${JSON.stringify(control)});
  control.addEventListener("click", () => (record.start = performance.now()), { capture: true, once: true });
  let decoding = false;
  const tick = () => {
    const dialog = document.querySelector("[role=dialog]");
    const image = dialog && dialog.querySelector("[data-zoom-image]");
    if (!decoding && image && dialog.contains(document.activeElement) && image.complete && image.naturalWidth > 0) {
      decoding = true;
      image.decode().then(() => (record.ready = performance.now()), () => (record.ready = performance.now()));
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

async function timeOpen(page: Page, opener: Opener): Promise<number> {
  await page.evaluate(ARM(opener.control));
  await page.locator(opener.control).first().click();
  await page.waitForFunction(() => window.__zoomBench?.ready !== undefined, undefined, { timeout: 60_000 });
  const { start, ready } = await page.evaluate(() => window.__zoomBench!);
  return ready! - start!;
}

interface OverlayRun {
  cold: number;
  warm: number;
  /** Code chunks fetched between the cold click and the ready dialog (the code the first open had to wait for). */
  coldChunks: string[];
}

async function overlayRun(browser: Browser, origin: string, opener: Opener, cpu: number): Promise<OverlayRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    let counting = false;
    const coldChunks: string[] = [];
    page.on("request", (request) => {
      const chunk = /\/dist\/chunks\/([^/]+)-[\w-]{8}\.js$/.exec(request.url());
      if (counting && chunk) coldChunks.push(chunk[1]!);
    });
    await page.goto(origin + opener.path, { waitUntil: "load" });
    await settle(page);
    await page.locator("[data-gallery-overlay]").waitFor({ state: "attached" });
    await page.locator(opener.control).first().scrollIntoViewIfNeeded();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    counting = true;
    const cold = await timeOpen(page, opener);
    counting = false;
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    const warm = await timeOpen(page, opener);
    return { cold, warm, coldChunks };
  } finally {
    await context.close();
  }
}

async function overlaySection(browser: Browser, origin: string): Promise<void> {
  heading(`b. zoom overlay, click to dialog focused with its image decoded (${RUNS} runs each, interleaved)`);
  const results = new Map<string, { cold: number[]; warm: number[] }>();
  const coldChunks = new Map<string, Set<string>>();
  const loads: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    loads.push(loadavg()[0]!.toFixed(2));
    const rates = run % 2 === 0 ? CPU_RATES : [...CPU_RATES].reverse();
    for (const opener of OPENERS)
      for (const cpu of rates) {
        const key = `${opener.name}|${cpu}`;
        const entry = results.get(key) ?? { cold: [], warm: [] };
        const { cold, warm, coldChunks: chunks } = await overlayRun(browser, origin, opener, cpu);
        coldChunks.set(opener.name, new Set([...(coldChunks.get(opener.name) ?? []), ...chunks]));
        entry.cold.push(cold);
        entry.warm.push(warm);
        results.set(key, entry);
      }
  }
  const rows = [...results].flatMap(([key, { cold, warm }]) => {
    const [name, cpu] = key.split("|");
    return [
      [name!, `${cpu}×`, "cold", fmtSpread(spread(cold), ms)],
      [name!, `${cpu}×`, "warm", fmtSpread(spread(warm), ms)],
    ];
  });
  console.log(table(["opened from", "CPU", "open", "median [IQR] (min–max)"], rows));
  for (const [name, chunks] of coldChunks) console.log(`code fetched by a cold open from the ${name}: ${[...chunks].join(", ") || "none"}`);
  console.log(`1-minute load average at each run: ${loads.join(", ")}`);
}

// ---- c. first video frame -----------------------------------------------------------------------------------------

/** Run as a child process, asynchronously: the fixture server answering it lives in this process. */
async function firstFrameSection(origin: string): Promise<void> {
  heading(`c. first video frame after play, clear stream (scripts/video-first-frame.ts, ${RUNS} runs, 1× CPU)`);
  const args = ["tsx", "scripts/video-first-frame.ts", `${origin}/pages/video.html`, String(RUNS), "film-clear"];
  const { stdout } = await promisify(execFile)("npx", args, { encoding: "utf8" });
  console.log(stdout.trim());
}

// ---- main ---------------------------------------------------------------------------------------------------------

let server: RunningServer | undefined;
let browser: Browser | undefined;
try {
  console.log(`machine: ${cpus().length} cores; load average (1/5/15 min) at start ${load()}`);
  server = await startServer({ port: 0 });
  const origin = server.url.replace(/\/$/, "");
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
  await requestsSection(browser, origin);
  await overlaySection(browser, origin);
  await firstFrameSection(origin);
  console.log(`\nload average (1/5/15 min) at the end ${load()}`);
} finally {
  await browser?.close();
  await server?.close();
}
