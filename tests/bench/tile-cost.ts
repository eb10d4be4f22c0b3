// c2. Cost per hydrated tile, like for like: a listing page (`BENCH_TILE_PAGE`, default the 1,000-tile one) in a
// viewport as tall as the page, so Vitrine (which hydrates tiles as they near the viewport) hydrates every tile at
// first view, as the vanilla baseline does. The no-JS page in the same viewport pays the same layout, paint and
// images; its main-thread time is subtracted round by round. (Scrolling through instead, as until 25 Nov, cost 35–74 s
// of main thread at 4× on the no-JS page alone, and the per-tile figures drowned in it: their spread crossed zero.)
// With `BENCH_BEFORE_DIST` (another build's dist/), a `before` side runs that build on the same page in every round.
import type { Browser, CDPSession } from "playwright-core";
import type { RunningServer } from "../../fixtures/server/app";
import { fmtInt, fmtMs, heading, median, networkTracker, progress, table } from "./report";
import { fmtSpread, spread, type Spread } from "./stats";
import { startVariantProxy, variantUrl, type Variant } from "./variants";

type Mode = "vitrine" | "labels-only" | "before" | "vanilla" | "none";
interface Side {
  mode: Mode;
  variant: Variant;
  query?: string;
  label: string;
}
const VITRINE: Side = { mode: "vitrine", variant: "with", label: "Vitrine, the page as it ships (labels, wishlist toggles)" };
/** Like for like with the vanilla script, which does the tile labels only: the same page with its wishlist toggles not
 * hydrated (tests/bench/variants.ts `labels-only`). The first side is the page as it ships: labels and toggles. */
const LABELS_ONLY: Side = { mode: "labels-only", variant: "labels-only", label: "Vitrine, tile labels only (as vanilla)" };
const BEFORE: Side = { mode: "before", variant: "before", label: "Vitrine, BENCH_BEFORE_DIST build" };
const VANILLA: Side = { mode: "vanilla", variant: "with", query: "vanilla", label: "vanilla DOM script" };
const NONE: Side = { mode: "none", variant: "without", label: "no JS (js=none)" };

/** Main-thread task time and the script part of it (wall clock, at the throttled speed), and the main thread's CPU
 * time: the CPU time is what it is whether or not other processes share the cores (a busy machine stretches the wall
 * clock, not it), and the 4× throttling, which pauses the thread, does not add to it. */
async function metrics(cdp: CDPSession): Promise<{ task: number; script: number; cpu: number }> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const seconds = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  return { task: seconds("TaskDuration") * 1000, script: seconds("ScriptDuration") * 1000, cpu: seconds("ThreadTime") * 1000 };
}

const TILES = "[data-product-id][data-part-number]";
const HYDRATED = `document.querySelectorAll("${TILES} > .vitrine-tile").length`;

/** The page's height without JS at the bench's width: the viewport that holds every tile at once. */
async function pageHeight(browser: Browser, url: string, width: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width, height: 915 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    return (await page.evaluate("document.documentElement.scrollHeight")) as number;
  } finally {
    await context.close();
  }
}

async function tileRun(browser: Browser, url: string, mode: Mode, viewport: { width: number; height: number }, cpu: number) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const network = networkTracker(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    const before = await metrics(cdp);
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await network.quiet();
    const total = await page.locator(TILES).count();
    // Waits on the page's own signal rather than polling the DOM: a query over 1,000 tiles every 200 ms is main-thread
    // time of its own, counted on Vitrine's side only. Functions, not strings: Playwright evaluates a string predicate
    // with eval, which the fixtures' CSP refuses.
    if (mode === "vitrine" || mode === "labels-only" || mode === "before") {
      await page.evaluate(() => window.vitrine!.ready.then(() => window.vitrine!.whenIdle()));
      await page.waitForFunction((tiles) => document.querySelectorAll(".vitrine-tile").length === tiles, total, {
        polling: 1000,
        timeout: 120_000,
      });
    }
    if (mode === "vanilla")
      await page.waitForFunction(() => document.documentElement.dataset["benchDone"] === "1", undefined, {
        polling: 200,
        timeout: 120_000,
      });
    await network.quiet();
    await page.evaluate(`new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))`);
    const after = await metrics(cdp);
    if (errors.length > 0) throw new Error(`tile cost ${mode}: page errors: ${errors.join(" | ")}`);
    return {
      mode,
      taskMs: after.task - before.task,
      scriptMs: after.script - before.script,
      cpuMs: after.cpu - before.cpu,
      hydrated: (await page.evaluate(HYDRATED)) as number,
      tiles: total,
    };
  } finally {
    await context.close();
  }
}

export async function tileCostBench(
  browser: Browser,
  server: RunningServer,
  viewport: { width: number; height: number },
  cpu: number,
  runsPerMode: number,
  { dist, page = "/pages/listing-1000.html", beforeDist }: { dist: string; page?: string | undefined; beforeDist?: string | undefined },
) {
  const sides = beforeDist ? [VITRINE, LABELS_ONLY, BEFORE, VANILLA, NONE] : [VITRINE, LABELS_ONLY, VANILLA, NONE];
  const proxy = await startVariantProxy(server.url, dist, { beforeDist });
  try {
    const urlOf = ({ variant, query }: Side) => {
      const url = new URL(variantUrl(proxy.url, page, variant));
      if (query) url.searchParams.set("js", query);
      return url.href;
    };
    const tall = { width: viewport.width, height: await pageHeight(browser, urlOf(NONE), viewport.width) };
    progress(`tile cost: ${page} is ${fmtInt(tall.height)} px tall at ${tall.width} px: the viewport`);
    const runs: Array<Awaited<ReturnType<typeof tileRun>>> = [];
    for (const side of sides) await tileRun(browser, urlOf(side), side.mode, tall, cpu); // warm-up
    for (let i = 1; i <= runsPerMode; i++) {
      // Interleaved rounds; the order rotates so no mode always runs right after another.
      const order = [...sides.slice(i % sides.length), ...sides.slice(0, i % sides.length)];
      for (const side of order) {
        const run = await tileRun(browser, urlOf(side), side.mode, tall, cpu);
        runs.push(run);
        progress(
          `tile cost ${side.mode} #${i}: main thread ${fmtMs(run.taskMs)} (script ${fmtMs(run.scriptMs)}, CPU ${fmtMs(run.cpuMs)}), ${run.hydrated}/${run.tiles} tiles hydrated`,
        );
      }
    }
    // Per round: (mode − none of the same round) / tiles hydrated, so drift within the run cancels out.
    const rounds = Array.from({ length: runsPerMode }, (_, i) => runs.slice(i * sides.length, (i + 1) * sides.length));
    const perTile = (mode: Mode, of: "taskMs" | "scriptMs" | "cpuMs") =>
      spread(
        rounds.map((round) => {
          const run = round.find((r) => r.mode === mode)!;
          const none = round.find((r) => r.mode === "none")!;
          return (run[of] - none[of]) / Math.max(1, mode === "vanilla" ? run.tiles : run.hydrated);
        }),
      );
    const measured = sides.filter((side) => side.mode !== "none").map((side) => side.mode);
    const result = {
      page: `${page} (every tile in view)`,
      viewport: tall,
      cpu,
      runsPerMode,
      mainThreadMs: Object.fromEntries(sides.map(({ mode }) => [mode, spread(runs.filter((r) => r.mode === mode).map((r) => r.taskMs))])),
      perTileMs: Object.fromEntries(measured.map((mode) => [mode, perTile(mode, "taskMs")])),
      scriptPerTileMs: Object.fromEntries(measured.map((mode) => [mode, perTile(mode, "scriptMs")])),
      cpuPerTileMs: Object.fromEntries(measured.map((mode) => [mode, perTile(mode, "cpuMs")])),
      hydrated: { vitrine: median(runs.filter((r) => r.mode === "vitrine").map((r) => r.hydrated)), tiles: runs[0]?.tiles ?? 0 },
      runs,
    };
    heading(`c2. Cost per hydrated tile, ${result.page} (${runsPerMode} interleaved rounds, ${tall.width}×${tall.height}, ${cpu}× CPU)`);
    const ms2 = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)} ms` : "n/a");
    console.log(
      table(
        [
          "page",
          "main thread, median [IQR] (min–max)",
          "per hydrated tile (− none, paired)",
          "of it script",
          "main-thread CPU per tile (− none, paired)",
          "tiles hydrated",
        ],
        sides.map(({ mode, label }) => [
          label,
          fmtSpread(result.mainThreadMs[mode]!, fmtMs),
          mode === "none" ? "—" : fmtSpread(result.perTileMs[mode]!, ms2),
          mode === "none" ? "—" : fmtSpread(result.scriptPerTileMs[mode]!, ms2),
          mode === "none" ? "—" : fmtSpread(result.cpuPerTileMs[mode]!, ms2),
          mode === "none" ? "—" : fmtInt(median(runs.filter((r) => r.mode === mode).map((r) => r.hydrated))),
        ]),
      ),
    );
    const ratio = (of: Record<string, Spread>, mode: string) => (of[mode]!.median / of["vanilla"]!.median).toFixed(2);
    for (const mode of measured.filter((m) => m !== "vanilla"))
      console.log(
        `${mode} per tile / vanilla per tile (medians): main thread ${ratio(result.perTileMs, mode)}×, CPU ${ratio(result.cpuPerTileMs, mode)}×`,
      );
    return result;
  } finally {
    await proxy.close();
  }
}
