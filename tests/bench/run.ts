// `npm run bench` (after `npm run build`): bundle sizes, Lighthouse mobile with/without the bundle, the
// main-thread cost of hydrating a 1,000-tile listing (Vitrine vs hand-written vanilla DOM code vs no JS), and the
// longest task and layout shift of appending a page of tiles (tests/bench/append.ts).
// Prints plain tables and writes tests/bench/results/latest.json. Exit code 0 even when a budget fails (this is
// a report); non-zero only when something crashed.
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { cpus, loadavg } from "node:os";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright-core";
import type { Browser, CDPSession, Page } from "playwright-core";
import { startServer } from "../../fixtures/server/app";
import type { RunningServer } from "../../fixtures/server/app";
import { appendBench } from "./append";
import { quickBuyBench } from "./quick-buy";
import { fmtCls, fmtInt, fmtKb, fmtMs, fmtScore, fmtSignedMs, heading, median, networkTracker, printBudgets, progress, table, type Budget, type Network } from "./report";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DIST = join(ROOT, "dist");
const RESULTS = join(ROOT, "tests/bench/results/latest.json");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** docs: shared/notes/toolchain.md "Chromium launch options". */
const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const ENTRY_BUDGET_GZ = 6144;
const TBT_DELTA_BUDGET_MS = 66;
const CLS_BUDGET = 0.01;
const HYDRATION_RATIO_BUDGET = 3;
const LIGHTHOUSE_RUNS = 3;
const HYDRATION_RUNS = 5;
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 915 };

// ---------------------------------------------------------------------------
// a. Bundle sizes

interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  /** Not reachable from dist/vitrine.js (a leftover of an earlier build: dist/chunks is not cleaned). */
  stale: boolean;
}

/** Relative imports (static, dynamic, re-exports) of an ESM file, resolved against its folder (dist-relative). */
function importsOf(file: string, source: string): string[] {
  const specifiers = new Set<string>();
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of source.matchAll(re)) specifiers.add(match[1]!);
  return [...specifiers].map((s) => posix.normalize(posix.join(posix.dirname(file), s)));
}

async function reachableFrom(entry: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(DIST, file))) continue;
    seen.add(file);
    queue.push(...importsOf(file, await readFile(join(DIST, file), "utf8")));
  }
  return seen;
}

async function bundleSizes(): Promise<{ files: FileSize[]; budgets: Budget[] }> {
  const chunkFiles = (await readdir(join(DIST, "chunks"))).filter((f) => f.endsWith(".js")).sort().map((f) => `chunks/${f}`);
  const reachable = await reachableFrom("vitrine.js");
  const files: FileSize[] = [];
  for (const file of ["vitrine.js", "vitrine-loader.js", ...chunkFiles]) {
    const buffer = await readFile(join(DIST, file));
    const stale = file.startsWith("chunks/") && !reachable.has(file);
    files.push({ file: `dist/${file}`, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, stale });
  }

  heading("a. Bundle sizes (gzip -9)");
  const rows = files.map((f) => [f.file + (f.stale ? "  (stale, not imported by the entry)" : ""), fmtInt(f.raw), fmtInt(f.gzip), fmtKb(f.gzip)]);
  const live = files.filter((f) => f.file.endsWith(".js") && f.file !== "dist/vitrine-loader.js" && !f.stale);
  const sum = (key: "raw" | "gzip") => live.reduce((total, f) => total + f[key], 0);
  rows.push(["total JS (entry + imported chunks)", fmtInt(sum("raw")), fmtInt(sum("gzip")), fmtKb(sum("gzip"))]);
  console.log(table(["file", "raw B", "gzip B", "gzip"], rows));

  const entry = files.find((f) => f.file === "dist/vitrine.js")!;
  const budgets = [{ name: "entry dist/vitrine.js gz", actual: `${fmtInt(entry.gzip)} B`, limit: `≤ ${fmtInt(ENTRY_BUDGET_GZ)} B`, pass: entry.gzip <= ENTRY_BUDGET_GZ }];
  printBudgets(budgets);
  return { files, budgets };
}

// ---------------------------------------------------------------------------
// b. Lighthouse mobile

interface LighthouseRun {
  url: string;
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
  fcp: number;
  /** Lighthouse "long-tasks" audit (simulated durations): the biggest few, with the script they are attributed to. */
  longTasks: Array<{ url: string; durationMs: number }>;
  warnings: string[];
}

interface LighthouseSummary {
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
  fcp: number;
}

async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...CHROME_FLAGS],
    logLevel: "silent",
  });
  try {
    // Default config = mobile: Moto G Power emulation, simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU).
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== "number") throw new Error(`Lighthouse: no ${id} for ${url}`);
      return value;
    };
    return {
      url,
      score: lhr.categories["performance"]?.score ?? Number.NaN,
      tbt: metric("total-blocking-time"),
      lcp: metric("largest-contentful-paint"),
      cls: metric("cumulative-layout-shift"),
      fcp: metric("first-contentful-paint"),
      longTasks: longTasksOf(lhr.audits["long-tasks"]?.details),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

function longTasksOf(details: unknown): Array<{ url: string; durationMs: number }> {
  const items = (details as { items?: Array<{ url?: unknown; duration?: unknown }> } | undefined)?.items ?? [];
  return items
    .filter((item): item is { url: string; duration: number } => typeof item.url === "string" && typeof item.duration === "number")
    .map((item) => ({ url: item.url.replace(/^https?:\/\/[^/]+/, ""), durationMs: Math.round(item.duration) }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, 5);
}

function summarize(runs: readonly LighthouseRun[]): LighthouseSummary {
  return {
    score: median(runs.map((r) => r.score)),
    tbt: median(runs.map((r) => r.tbt)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    fcp: median(runs.map((r) => r.fcp)),
  };
}

async function lighthouseBench(server: RunningServer) {
  const withUrl = `${server.url}pages/listing.html`;
  const withoutUrl = `${server.url}pages/listing.html?js=none`;
  const withRuns: LighthouseRun[] = [];
  const withoutRuns: LighthouseRun[] = [];
  // Alternated (with, without, with, …) so drift on the shared box hits both sides alike.
  for (let i = 1; i <= LIGHTHOUSE_RUNS; i++) {
    for (const [label, url, runs] of [["with", withUrl, withRuns], ["without", withoutUrl, withoutRuns]] as const) {
      const started = Date.now();
      const run = await lighthouseRun(url);
      runs.push(run);
      progress(`lighthouse ${label} #${i}: score ${fmtScore(run.score)}, TBT ${fmtMs(run.tbt)}, LCP ${fmtMs(run.lcp)}, CLS ${fmtCls(run.cls)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  const withMedian = summarize(withRuns);
  const withoutMedian = summarize(withoutRuns);

  heading(`b. Lighthouse mobile, /pages/listing.html (median of ${LIGHTHOUSE_RUNS}, simulated throttling, 4× CPU)`);
  const delta = (a: number, b: number, fmt: (n: number) => string) => fmt(a - b);
  console.log(
    table(
      ["metric", "with Vitrine", "without (js=none)", "delta"],
      [
        ["performance score", fmtScore(withMedian.score), fmtScore(withoutMedian.score), String(Math.round((withMedian.score - withoutMedian.score) * 100))],
        ["FCP", fmtMs(withMedian.fcp), fmtMs(withoutMedian.fcp), delta(withMedian.fcp, withoutMedian.fcp, fmtSignedMs)],
        ["LCP", fmtMs(withMedian.lcp), fmtMs(withoutMedian.lcp), delta(withMedian.lcp, withoutMedian.lcp, fmtSignedMs)],
        ["TBT", fmtMs(withMedian.tbt), fmtMs(withoutMedian.tbt), delta(withMedian.tbt, withoutMedian.tbt, fmtSignedMs)],
        ["CLS", fmtCls(withMedian.cls), fmtCls(withoutMedian.cls), (withMedian.cls - withoutMedian.cls).toFixed(3)],
      ],
    ),
  );
  console.log(`runs (with):    TBT ${withRuns.map((r) => fmtMs(r.tbt)).join(", ")}; CLS ${withRuns.map((r) => fmtCls(r.cls)).join(", ")}`);
  console.log(`runs (without): TBT ${withoutRuns.map((r) => fmtMs(r.tbt)).join(", ")}; CLS ${withoutRuns.map((r) => fmtCls(r.cls)).join(", ")}`);
  const medianTbtRun = [...withRuns].sort((a, b) => a.tbt - b.tbt)[Math.floor(withRuns.length / 2)];
  if (medianTbtRun) {
    const tasks = medianTbtRun.longTasks.map((t) => `${t.durationMs} ms ${t.url}`).join(", ");
    console.log(`long tasks (with, median-TBT run, simulated): ${tasks || "none"}`);
  }
  const warnings = [...new Set([...withRuns, ...withoutRuns].flatMap((r) => r.warnings))];
  for (const warning of warnings) console.log(`lighthouse warning: ${warning}`);

  const tbtDelta = withMedian.tbt - withoutMedian.tbt;
  const budgets: Budget[] = [
    { name: "TBT delta (with − without)", actual: fmtSignedMs(tbtDelta), limit: `≤ ${TBT_DELTA_BUDGET_MS} ms`, pass: tbtDelta <= TBT_DELTA_BUDGET_MS },
    { name: "CLS (with Vitrine)", actual: fmtCls(withMedian.cls), limit: `≤ ${CLS_BUDGET}`, pass: withMedian.cls <= CLS_BUDGET },
  ];
  printBudgets(budgets);
  return { with: { median: withMedian, runs: withRuns }, without: { median: withoutMedian, runs: withoutRuns }, tbtDelta, budgets };
}

// ---------------------------------------------------------------------------
// c. Hydration main-thread time, 1,000 tiles

type Mode = "vitrine" | "vanilla" | "none";

const MODES: ReadonlyArray<{ mode: Mode; query: string; label: string }> = [
  { mode: "vitrine", query: "", label: "Vitrine (module bundle)" },
  { mode: "vanilla", query: "?js=vanilla", label: "vanilla DOM script" },
  { mode: "none", query: "?js=none", label: "no JS (js=none)" },
];

interface HydrationRun {
  mode: Mode;
  taskMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  overlays: number;
  labels: number;
  wallMs: number;
  stuckRequests: string[];
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send("Performance.getMetrics");
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}


/**
 * Resolves once the page's work is done: no request in flight for 500 ms, then the mode's condition (normally
 * already true, so the probe runs once rather than polling through the load), network quiet again, one idle callback.
 * Returns the URLs of requests that never finished (reported as warnings).
 */
async function settle(page: Page, network: Network, mode: Mode): Promise<string[]> {
  const timeout = 60_000;
  const stuck = await network.quiet();
  if (mode === "vitrine") {
    // Every tile intersecting the viewport has its overlay. Tiles are in document order, so stop at the first below.
    await page.waitForFunction(
      () => {
        const tiles = document.querySelectorAll<HTMLElement>("[data-product-id][data-part-number]");
        let visible = 0;
        for (const tile of tiles) {
          const rect = tile.getBoundingClientRect();
          if (rect.top >= innerHeight) break;
          if (rect.bottom <= 0) continue;
          visible++;
          if (!tile.querySelector(":scope > .vitrine-tile")) return false;
        }
        return visible > 0;
      },
      undefined,
      { polling: 100, timeout },
    );
  } else if (mode === "vanilla") {
    await page.waitForFunction(() => document.documentElement.dataset["benchDone"] === "1", undefined, { polling: 100, timeout });
  }
  stuck.push(...(await network.quiet()));
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  return [...new Set(stuck)];
}

async function hydrationRun(browser: Browser, server: RunningServer, mode: Mode, query: string): Promise<HydrationRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const network = networkTracker(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const before = await metrics(cdp);
    const started = Date.now();
    await page.goto(`${server.url}pages/listing-1000.html${query}`, { waitUntil: "load" });
    const stuck = await settle(page, network, mode);
    if (stuck.length > 0) progress(`warning: ${mode}: requests still pending after 15 s: ${stuck.join(", ")}`);
    const wallMs = Date.now() - started;
    const after = await metrics(cdp);
    if (errors.length > 0) throw new Error(`${mode}: page errors: ${errors.join(" | ")}`);
    const counts = await page.evaluate(() => ({
      overlays: document.querySelectorAll(".vitrine-tile").length,
      labels: document.querySelectorAll(".vitrine-tile__label").length,
    }));
    const diff = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
    return {
      mode,
      taskMs: diff("TaskDuration"),
      scriptMs: diff("ScriptDuration"),
      layoutMs: diff("LayoutDuration"),
      styleMs: diff("RecalcStyleDuration"),
      ...counts,
      wallMs,
      stuckRequests: stuck,
    };
  } finally {
    await context.close();
  }
}

async function hydrationBench(browser: Browser, server: RunningServer) {
  const runs: HydrationRun[] = [];
  // One discarded warm-up round (server-side JIT, OS caches), then rounds of all three modes interleaved.
  for (const { mode, query } of MODES) await hydrationRun(browser, server, mode, query);
  for (let i = 1; i <= HYDRATION_RUNS; i++) {
    for (const { mode, query } of MODES) {
      const run = await hydrationRun(browser, server, mode, query);
      runs.push(run);
      progress(`hydration ${mode} #${i}: main thread ${fmtMs(run.taskMs)} (script ${fmtMs(run.scriptMs)}, layout ${fmtMs(run.layoutMs)}), ${run.overlays} overlays, ${run.labels} labels`);
    }
  }

  const byMode = Object.fromEntries(
    MODES.map(({ mode }) => {
      const own = runs.filter((r) => r.mode === mode);
      const pick = (key: "taskMs" | "scriptMs" | "layoutMs" | "styleMs" | "overlays" | "labels") => median(own.map((r) => r[key]));
      return [
        mode,
        {
          taskMs: pick("taskMs"),
          scriptMs: pick("scriptMs"),
          layoutMs: pick("layoutMs"),
          styleMs: pick("styleMs"),
          overlays: pick("overlays"),
          labels: pick("labels"),
          runsMs: own.map((r) => Math.round(r.taskMs)),
        },
      ];
    }),
  ) as Record<Mode, { taskMs: number; scriptMs: number; layoutMs: number; styleMs: number; overlays: number; labels: number; runsMs: number[] }>;
  const cost = (mode: Mode) => byMode[mode].taskMs - byMode.none.taskMs;
  const ratio = cost("vitrine") / cost("vanilla");

  heading(`c. Hydration main-thread time, /pages/listing-1000.html (median of ${HYDRATION_RUNS}, ${VIEWPORT.width}×${VIEWPORT.height}, ${CPU_SLOWDOWN}× CPU)`);
  console.log(
    table(
      ["page", "main thread", "JS cost (− none)", "script", "layout", "style", "overlays", "labels", "runs (main thread ms)"],
      MODES.map(({ mode, label }) => {
        const m = byMode[mode];
        return [
          label,
          fmtMs(m.taskMs),
          mode === "none" ? "—" : fmtSignedMs(cost(mode)),
          fmtMs(m.scriptMs),
          fmtMs(m.layoutMs),
          fmtMs(m.styleMs),
          fmtInt(m.overlays),
          fmtInt(m.labels),
          m.runsMs.join(", "),
        ];
      }),
      ["l", "r", "r", "r", "r", "r", "r", "r", "l"],
    ),
  );
  const stuckRuns = runs.filter((r) => r.stuckRequests.length > 0);
  for (const r of stuckRuns) console.log(`warning: a ${r.mode} run had requests that never finished: ${r.stuckRequests.join(", ")}`);
  const ratioText = Number.isFinite(ratio) && cost("vanilla") > 0 ? `${ratio.toFixed(2)}×` : "n/a";
  const budgets: Budget[] = [
    {
      name: "Vitrine JS cost / vanilla JS cost",
      actual: ratioText,
      limit: `≤ ${HYDRATION_RATIO_BUDGET}× vanilla`,
      pass: Number.isFinite(ratio) && cost("vanilla") > 0 && ratio <= HYDRATION_RATIO_BUDGET,
    },
  ];
  printBudgets(budgets);
  return {
    modes: byMode,
    jsCostMs: { vitrine: cost("vitrine"), vanilla: cost("vanilla") },
    ratio,
    runs,
    budgets,
  };
}

// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  const startedAt = Date.now();
  const loadAtStart = loadavg()[0]!;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const bundle = await bundleSizes();
    server = await startServer({ port: 0 });
    const lh = await lighthouseBench(server);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", ...CHROME_FLAGS] });
    const chromiumVersion = browser.version();
    const hydration = await hydrationBench(browser, server);
    const append = await appendBench(browser, server, VIEWPORT, CPU_SLOWDOWN);
    const quickBuy = await quickBuyBench(browser, server, VIEWPORT, CPU_SLOWDOWN);
    await browser.close();
    browser = undefined;

    const budgets = [...bundle.budgets, ...lh.budgets, ...hydration.budgets, ...append.budgets];
    heading("Summary");
    printBudgets(budgets);
    const seconds = (Date.now() - startedAt) / 1000;
    const load = { start: loadAtStart, end: loadavg()[0]! };
    console.log(
      `\n${budgets.filter((b) => b.pass).length}/${budgets.length} budgets pass · Chromium ${chromiumVersion} · Node ${process.version} · ` +
        `${cpus().length} CPUs, 1-min load ${load.start.toFixed(1)} → ${load.end.toFixed(1)} (other work on the box skews the timings) · ${seconds.toFixed(0)} s`,
    );

    await mkdir(dirname(RESULTS), { recursive: true });
    const report = {
      generatedAt: new Date().toISOString(),
      environment: { node: process.version, chromium: chromiumVersion, cpus: cpus().length, loadAverage1m: load, chromiumPath: CHROMIUM, durationSeconds: seconds },
      bundle: bundle.files,
      lighthouse: { runsPerPage: LIGHTHOUSE_RUNS, with: lh.with, without: lh.without, tbtDeltaMs: lh.tbtDelta },
      hydration: {
        page: "/pages/listing-1000.html",
        runsPerMode: HYDRATION_RUNS,
        viewport: VIEWPORT,
        cpuSlowdown: CPU_SLOWDOWN,
        medians: hydration.modes,
        jsCostMs: hydration.jsCostMs,
        ratio: hydration.ratio,
        runs: hydration.runs,
      },
      append: { page: append.page, runsPerRate: append.runsPerRate, summary: append.summary, runs: append.runs },
      quickBuy,
      budgets,
    };
    await writeFile(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`JSON: ${relative(ROOT, RESULTS)}`);
  } finally {
    await browser?.close().catch(() => {});
    await server?.close().catch(() => {});
  }
}

main().catch((error: unknown) => {
  console.error("\nbench crashed:", error);
  process.exitCode = 1;
});
