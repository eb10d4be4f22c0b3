// Where the main thread goes on one page: `npx tsx tests/bench/tile-profile.ts [page] [--height N] [--cpu N] [--runs N]`
// (after `npm run build`, fixture server on PORT, default 4173). Loads the page in Chromium at N× CPU with the V8
// sampling profiler on, waits until the page's tiles are all hydrated (or `load` + idle when it has none), and prints
// self time per original source file and per function, mapped back through dist/'s source maps, summed over the runs.
// Section c2's question: which part of Vitrine's per-tile cost is contract parsing, store effects, time
// slicing or the DOM work itself.
import { chromium, type CDPSession } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { sourceMapper, type Profile } from "./profile-map";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const page = args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? "/pages/listing-1000.html";
const height = option("height", 140_000);
const cpu = option("cpu", 4);
const runs = option("runs", 1);
const origin = `http://127.0.0.1:${process.env["PORT"] ?? 4173}`;

const HYDRATED = () => {
  const tiles = document.querySelectorAll("[data-product-id][data-part-number]").length;
  return tiles === 0 || document.querySelectorAll(".vitrine-tile").length === tiles;
};

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return (metrics.find((m) => m.name === "TaskDuration")?.value ?? Number.NaN) * 1000;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const byFile = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 250 });
    await cdp.send("Profiler.start");
    const before = await taskMs(cdp);
    await tab.goto(`${origin}${page}`, { waitUntil: "load", timeout: 180_000 });
    await tab.waitForFunction(HYDRATED, undefined, { polling: 500, timeout: 180_000 });
    await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    const main = (await taskMs(cdp)) - before;
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    let sampled = 0;
    for (const { ms, file, fn } of sourceMapper(origin).samples(profile)) {
      sampled += ms;
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    }
    total += sampled;
    console.error(`run ${run}: main thread ${main.toFixed(0)} ms (TaskDuration), JS+GC sampled ${sampled.toFixed(0)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
}

const top = (table: Map<string, number>, count: number) =>
  [...table]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${(ms / runs).toFixed(1).padStart(9)} ms  ${name}`)
    .join("\n");
console.log(`${page}, 412×${height}, ${cpu}× CPU, ${runs} run(s): JS and GC self time ${(total / runs).toFixed(0)} ms per run`);
console.log(`\nby source file:\n${top(byFile, 30)}`);
console.log(`\nby function:\n${top(byFunction, 40)}`);
