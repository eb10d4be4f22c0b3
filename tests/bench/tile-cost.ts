// c2. Cost per hydrated tile, like for like: /pages/listing-1000.html in a viewport as tall as the page, so Vitrine
// (which hydrates tiles as they near the viewport) hydrates all 1,000 tiles at first view, as the vanilla baseline
// does. The no-JS page in the same viewport pays the same layout, paint and images; its main-thread time is
// subtracted round by round. (Scrolling through instead, as until 25 Nov, cost 35–74 s of main thread at 4× on the
// no-JS page alone, and the per-tile figures drowned in it: their spread crossed zero.)
import type { Browser, CDPSession } from "playwright-core";
import type { RunningServer } from "../../fixtures/server/app";
import { fmtInt, fmtMs, heading, median, networkTracker, progress, table } from "./report";
import { fmtSpread, spread } from "./stats";

type Mode = "vitrine" | "vanilla" | "none";
const MODES: ReadonlyArray<{ mode: Mode; query: string; label: string }> = [
  { mode: "vitrine", query: "", label: "Vitrine (module bundle)" },
  { mode: "vanilla", query: "?js=vanilla", label: "vanilla DOM script" },
  { mode: "none", query: "?js=none", label: "no JS (js=none)" },
];

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return metrics.find((m) => m.name === "TaskDuration")?.value ?? Number.NaN;
}

/** Taller than the page's 1,000 tiles less the §9 lazy-load margin (20%): every tile is near the viewport at once. */
const TALL_VIEWPORT_PX = 140_000;

const HYDRATED = `document.querySelectorAll("[data-product-id][data-part-number] > .vitrine-tile").length`;

async function tileRun(
  browser: Browser,
  server: RunningServer,
  mode: Mode,
  query: string,
  viewport: { width: number; height: number },
  cpu: number,
) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: TALL_VIEWPORT_PX } });
  try {
    const page = await context.newPage();
    const network = networkTracker(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    const before = await taskSeconds(cdp);
    await page.goto(`${server.url}pages/listing-1000.html${query}`, { waitUntil: "load", timeout: 120_000 });
    await network.quiet();
    const total = await page.locator("[data-product-id][data-part-number]").count();
    // Functions, not strings: Playwright evaluates a string predicate with eval, which the fixtures' CSP refuses.
    if (mode === "vitrine")
      await page.waitForFunction((tiles) => document.querySelectorAll(".vitrine-tile").length === tiles, total, {
        polling: 200,
        timeout: 120_000,
      });
    if (mode === "vanilla")
      await page.waitForFunction(() => document.documentElement.dataset["benchDone"] === "1", undefined, {
        polling: 200,
        timeout: 120_000,
      });
    await network.quiet();
    await page.evaluate(`new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))`);
    const taskMs = ((await taskSeconds(cdp)) - before) * 1000;
    if (errors.length > 0) throw new Error(`tile cost ${mode}: page errors: ${errors.join(" | ")}`);
    return { mode, taskMs, hydrated: (await page.evaluate(HYDRATED)) as number, tiles: total };
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
) {
  const runs: Array<Awaited<ReturnType<typeof tileRun>>> = [];
  for (const { mode, query } of MODES) await tileRun(browser, server, mode, query, viewport, cpu); // warm-up
  for (let i = 1; i <= runsPerMode; i++) {
    // Interleaved rounds; the order rotates so no mode always runs right after another.
    const order = [...MODES.slice(i % MODES.length), ...MODES.slice(0, i % MODES.length)];
    for (const { mode, query } of order) {
      const run = await tileRun(browser, server, mode, query, viewport, cpu);
      runs.push(run);
      progress(`tile cost ${mode} #${i}: main thread ${fmtMs(run.taskMs)}, ${run.hydrated}/${run.tiles} tiles hydrated`);
    }
  }
  // Per round: (mode − none of the same round) / tiles hydrated, so drift within the run cancels out.
  const rounds = Array.from({ length: runsPerMode }, (_, i) => runs.slice(i * MODES.length, (i + 1) * MODES.length));
  const perTile = (mode: Mode) =>
    spread(
      rounds.map((round) => {
        const run = round.find((r) => r.mode === mode)!;
        const none = round.find((r) => r.mode === "none")!;
        return (run.taskMs - none.taskMs) / Math.max(1, mode === "vanilla" ? run.tiles : run.hydrated);
      }),
    );
  const result = {
    page: "/pages/listing-1000.html (every tile in view)",
    cpu,
    runsPerMode,
    mainThreadMs: Object.fromEntries(MODES.map(({ mode }) => [mode, spread(runs.filter((r) => r.mode === mode).map((r) => r.taskMs))])),
    perTileMs: { vitrine: perTile("vitrine"), vanilla: perTile("vanilla") },
    hydrated: { vitrine: median(runs.filter((r) => r.mode === "vitrine").map((r) => r.hydrated)), tiles: runs[0]?.tiles ?? 0 },
    runs,
  };
  heading(
    `c2. Cost per hydrated tile, ${result.page} (${runsPerMode} interleaved rounds, ${viewport.width}×${TALL_VIEWPORT_PX}, ${cpu}× CPU)`,
  );
  const ms2 = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)} ms` : "n/a");
  console.log(
    table(
      ["page", "main thread, median [IQR] (min–max)", "per hydrated tile (− none, paired)", "tiles hydrated"],
      MODES.map(({ mode, label }) => [
        label,
        fmtSpread(result.mainThreadMs[mode]!, fmtMs),
        mode === "none" ? "—" : fmtSpread(result.perTileMs[mode], ms2),
        mode === "none" ? "—" : fmtInt(mode === "vanilla" ? result.hydrated.tiles : result.hydrated.vitrine),
      ]),
    ),
  );
  console.log(
    `Vitrine per tile / vanilla per tile (medians): ${(result.perTileMs.vitrine.median / result.perTileMs.vanilla.median).toFixed(2)}×`,
  );
  return result;
}
