// `npm run bench` (after `npm run build`): bundle sizes, Lighthouse mobile with/without Vitrine on five pages in
// interleaved pairs under both throttling modes (tests/bench/lighthouse.ts), the main-thread cost of hydrating a
// 1,000-tile listing (Vitrine vs hand-written vanilla DOM code vs no JS) at first view and per hydrated tile when
// scrolled through (tile-cost.ts), appending a page of tiles (append.ts), opening quick buy (quick-buy.ts), and
// the machine's own speed beside them (machine.ts). Settings and how long a run takes: tests/bench/README.md.
// Prints plain tables and writes tests/bench/results/latest.json. Exit code 0 even when a budget fails (this is
// a report); non-zero only when something crashed.
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import type { Browser, CDPSession, Page } from "playwright-core";
import { startServer } from "../../fixtures/server/app";
import type { RunningServer } from "../../fixtures/server/app";
import { appendBench } from "./append";
import { quickBuyBench } from "./quick-buy";
import {
  fmtCls,
  fmtInt,
  fmtKb,
  fmtMs,
  fmtSignedMs,
  heading,
  median,
  networkTracker,
  printBudgets,
  progress,
  table,
  type Budget,
  type Network,
} from "./report";
import { lighthouseBench, PAGES, type LighthouseRun, type PageSummary, type Protocol, type Throttling } from "./lighthouse";
import { tileCostBench } from "./tile-cost";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { describeMachine, machineSpeed } from "./machine";
import { startVariantProxy } from "./variants";
import { spread } from "./stats";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DIST = join(ROOT, "dist");
const RESULTS = process.env["BENCH_RESULTS"] ?? join(ROOT, "tests/bench/results/latest.json");
const ENTRY_BUDGET_GZ = 4096;
const SCORE_DELTA_BUDGET = 3;
const LCP_DELTA_BUDGET_MS = 50;
const CLS_BUDGET = 0.01;
const HYDRATION_RATIO_BUDGET = 3;
const HYDRATION_RUNS = 5;

/** Settings from the environment (README "Running it"): fewer pairs, pages or sections for a quick run. */
const list = (name: string, fallback: readonly string[]) =>
  process.env[name]
    ?.split(",")
    .map((v) => v.trim())
    .filter(Boolean) ?? [...fallback];
const SETTINGS = {
  pairs: Math.max(1, Number(process.env["BENCH_PAIRS"] ?? 7)),
  tileRuns: Math.max(1, Number(process.env["BENCH_TILE_RUNS"] ?? 5)),
  pages: list("BENCH_PAGES", PAGES),
  /** protocol/throttling: HTTP/2 as the storefront's CDN serves it, under both throttling modes, and HTTP/1.1 under
   * Lantern's simulation, whose connection model charges a new connection's handshake to the request that opened it. */
  modes: list("BENCH_MODES", ["h2/simulate", "h2/devtools", "http1.1/simulate"]).map(parseMode),
  sections: new Set(list("BENCH_SECTIONS", ["bundle", "lighthouse", "hydration", "tiles", "append", "quickbuy"])),
  beforeDist: process.env["BENCH_BEFORE_DIST"],
};

function parseMode(mode: string): { protocol: Protocol; throttling: Throttling } {
  const [protocol, throttling] = mode.split("/");
  if ((protocol !== "h2" && protocol !== "http1.1") || (throttling !== "simulate" && throttling !== "devtools"))
    throw new Error(`BENCH_MODES: "${mode}" is not h2|http1.1 / simulate|devtools`);
  return { protocol, throttling };
}
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
  const chunkFiles = (await readdir(join(DIST, "chunks")))
    .filter((f) => f.endsWith(".js"))
    .sort()
    .map((f) => `chunks/${f}`);
  const reachable = await reachableFrom("vitrine.js");
  const files: FileSize[] = [];
  for (const file of ["vitrine.js", "vitrine-loader.js", ...chunkFiles]) {
    const buffer = await readFile(join(DIST, file));
    const stale = file.startsWith("chunks/") && !reachable.has(file);
    files.push({ file: `dist/${file}`, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, stale });
  }

  heading("a. Bundle sizes (gzip -9)");
  const rows = files.map((f) => [
    f.file + (f.stale ? "  (stale, not imported by the entry)" : ""),
    fmtInt(f.raw),
    fmtInt(f.gzip),
    fmtKb(f.gzip),
  ]);
  const live = files.filter((f) => f.file.endsWith(".js") && f.file !== "dist/vitrine-loader.js" && !f.stale);
  const sum = (key: "raw" | "gzip") => live.reduce((total, f) => total + f[key], 0);
  rows.push(["total JS (entry + imported chunks)", fmtInt(sum("raw")), fmtInt(sum("gzip")), fmtKb(sum("gzip"))]);
  console.log(table(["file", "raw B", "gzip B", "gzip"], rows));

  const entry = files.find((f) => f.file === "dist/vitrine.js")!;
  const budgets = [
    {
      name: "entry dist/vitrine.js gz",
      actual: `${fmtInt(entry.gzip)} B`,
      limit: `≤ ${fmtInt(ENTRY_BUDGET_GZ)} B`,
      pass: entry.gzip <= ENTRY_BUDGET_GZ,
    },
  ];
  printBudgets(budgets);
  return { files, budgets };
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
      progress(
        `hydration ${mode} #${i}: main thread ${fmtMs(run.taskMs)} (script ${fmtMs(run.scriptMs)}, layout ${fmtMs(run.layoutMs)}), ${run.overlays} overlays, ${run.labels} labels`,
      );
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
  ) as Record<
    Mode,
    { taskMs: number; scriptMs: number; layoutMs: number; styleMs: number; overlays: number; labels: number; runsMs: number[] }
  >;
  const cost = (mode: Mode) => byMode[mode].taskMs - byMode.none.taskMs;
  const ratio = cost("vitrine") / cost("vanilla");

  heading(
    `c. Hydration main-thread time, /pages/listing-1000.html (median of ${HYDRATION_RUNS}, ${VIEWPORT.width}×${VIEWPORT.height}, ${CPU_SLOWDOWN}× CPU)`,
  );
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

function lighthouseBudgets(summaries: readonly PageSummary[]): Budget[] {
  return summaries.flatMap((s) => {
    const delta = s.deltas.with;
    if (!delta) return [];
    const where = `${s.page} (${s.protocol}, ${s.throttling})`;
    return [
      {
        name: `score, with − without: ${where}`,
        actual: String(Math.round(delta.score.median * 100)),
        limit: `≥ −${SCORE_DELTA_BUDGET}`,
        pass: delta.score.median * 100 >= -SCORE_DELTA_BUDGET,
      },
      {
        name: `LCP, with − without: ${where}`,
        actual: fmtSignedMs(delta.lcp.median),
        limit: `≤ ${LCP_DELTA_BUDGET_MS} ms`,
        pass: delta.lcp.median <= LCP_DELTA_BUDGET_MS,
      },
      {
        name: `Vitrine requests before the LCP image: ${where}`,
        actual: `${s.earlyRuns.runs}/${s.earlyRuns.of} runs`,
        limit: "0 runs",
        pass: s.earlyRuns.runs === 0,
      },
      {
        name: `Vitrine requests before the observed LCP: ${where}`,
        actual: `${s.beforeLcpRuns.with?.runs ?? 0}/${s.beforeLcpRuns.with?.of ?? 0} runs`,
        limit: "0 runs",
        pass: (s.beforeLcpRuns.with?.runs ?? 0) === 0,
      },
      {
        name: `CLS (with Vitrine): ${where}`,
        actual: fmtCls(s.variants.with?.cls.max ?? Number.NaN),
        limit: `≤ ${CLS_BUDGET} (worst run)`,
        pass: (s.variants.with?.cls.max ?? Infinity) <= CLS_BUDGET,
      },
    ];
  });
}

/** Section b for every protocol of BENCH_MODES, each through its own variant proxy. */
async function lighthouseModes(server: RunningServer) {
  const runs: LighthouseRun[] = [];
  const summaries: PageSummary[] = [];
  for (const protocol of new Set(SETTINGS.modes.map((mode) => mode.protocol))) {
    const proxy = await startVariantProxy(server.url, DIST, { beforeDist: SETTINGS.beforeDist, http2: protocol === "h2" });
    try {
      const result = await lighthouseBench({
        chromium: CHROMIUM_PATH,
        // The HTTP/2 proxy's certificate is self-signed for the run.
        chromeFlags: protocol === "h2" ? [...CHROMIUM_FLAGS, "--ignore-certificate-errors"] : CHROMIUM_FLAGS,
        base: proxy.url,
        pages: SETTINGS.pages,
        protocol,
        throttlings: SETTINGS.modes.filter((mode) => mode.protocol === protocol).map((mode) => mode.throttling),
        pairs: SETTINGS.pairs,
        withBefore: SETTINGS.beforeDist !== undefined,
        withLowPriority: process.env["BENCH_LOW_PRIORITY"] === "1",
      });
      runs.push(...result.runs);
      summaries.push(...result.summaries);
    } finally {
      await proxy.close();
    }
  }
  return { runs, summaries, benchmarkIndex: spread(runs.map((r) => r.benchmarkIndex)) };
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const machineAtStart = machineSpeed();
  progress(`machine: ${describeMachine(machineAtStart)}`);
  const run = (section: string) => SETTINGS.sections.has(section);
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    const bundle = run("bundle") ? await bundleSizes() : undefined;
    server = await startServer({ port: 0 });
    const lh = run("lighthouse") ? await lighthouseModes(server) : undefined;
    const lhBudgets = lh ? lighthouseBudgets(lh.summaries) : [];
    if (lh) printBudgets(lhBudgets);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
    const chromiumVersion = browser.version();
    const hydration = run("hydration") ? await hydrationBench(browser, server) : undefined;
    const tiles = run("tiles")
      ? await tileCostBench(browser, server, VIEWPORT, CPU_SLOWDOWN, SETTINGS.tileRuns, {
          dist: DIST,
          page: process.env["BENCH_TILE_PAGE"],
          beforeDist: SETTINGS.beforeDist,
        })
      : undefined;
    const append = run("append") ? await appendBench(browser, server, VIEWPORT, CPU_SLOWDOWN) : undefined;
    const quickBuy = run("quickbuy") ? await quickBuyBench(browser, server, VIEWPORT, CPU_SLOWDOWN) : undefined;
    await browser.close();
    browser = undefined;

    const machineAtEnd = machineSpeed();
    const budgets = [...(bundle?.budgets ?? []), ...lhBudgets, ...(hydration?.budgets ?? []), ...(append?.budgets ?? [])];
    heading("Summary");
    printBudgets(budgets);
    const seconds = (Date.now() - startedAt) / 1000;
    console.log(
      `\n${budgets.filter((b) => b.pass).length}/${budgets.length} budgets pass · Chromium ${chromiumVersion} · Node ${process.version} · ${seconds.toFixed(0)} s`,
    );
    console.log(`machine at start: ${describeMachine(machineAtStart)}`);
    console.log(`machine at end:   ${describeMachine(machineAtEnd)}`);
    if (lh)
      console.log(
        `Lighthouse benchmarkIndex: median ${Math.round(lh.benchmarkIndex.median)} (${Math.round(lh.benchmarkIndex.min)}–${Math.round(lh.benchmarkIndex.max)})`,
      );
    console.log("Other work on the machine skews every figure; the pairs are interleaved so that it skews both sides alike.");

    await mkdir(dirname(RESULTS), { recursive: true });
    const report = {
      generatedAt: new Date().toISOString(),
      settings: { ...SETTINGS, sections: [...SETTINGS.sections] },
      environment: {
        node: process.version,
        chromium: chromiumVersion,
        chromiumPath: CHROMIUM_PATH,
        durationSeconds: seconds,
        machineAtStart,
        machineAtEnd,
        lighthouseBenchmarkIndex: lh?.benchmarkIndex,
      },
      bundle: bundle?.files,
      lighthouse: lh && { pairs: SETTINGS.pairs, summaries: lh.summaries, runs: lh.runs },
      hydration: hydration && {
        page: "/pages/listing-1000.html",
        runsPerMode: HYDRATION_RUNS,
        viewport: VIEWPORT,
        cpuSlowdown: CPU_SLOWDOWN,
        medians: hydration.modes,
        jsCostMs: hydration.jsCostMs,
        ratio: hydration.ratio,
        runs: hydration.runs,
      },
      tileCost: tiles,
      append: append && { page: append.page, runsPerRate: append.runsPerRate, summary: append.summary, runs: append.runs },
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
