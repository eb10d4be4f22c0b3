// What runs in a page's long tasks: `npx tsx tests/bench/long-tasks.ts [page] [--cpu N] [--runs N] [--over ms]`
// (after `npm run build`, fixture server on PORT, default 4173; or `--base URL`). Loads the page N times at N× CPU
// (default 1: Lighthouse's simulated throttling replays an unthrottled load with every task ×4, so a 13 ms task here
// is a 52 ms one in its TBT) with a trace and the V8 sampling profiler on, until the page is idle
// (`vitrine.whenIdle()`, then an idle callback), and prints every main-thread task longer than `--over` ms (default
// 12.5) of the thread's CPU time (a busy machine stretches the wall clock, not it), with the script it starts in and
// the source files and functions sampled inside it, mapped back through dist/'s source maps; then, per run, the TBT
// those tasks would add at ×4. The PLP task the Lighthouse bench attributes to the entry.
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { sourceMapper, type Profile } from "./profile-map";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const page = args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? "/pages/plp.html";
const cpu = Number(option("cpu") ?? 1);
const runs = Number(option("runs") ?? 1);
const over = Number(option("over") ?? 12.5);
const base = option("base") ?? `http://127.0.0.1:${process.env["PORT"] ?? 4173}`;
const SIMULATED = 4 / cpu;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in it: unlike `dur`, not stretched by other processes taking the cores. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

/** A task's length as its thread's CPU time where the trace has it: a busy machine stretches the wall clock. */
const cpuMs = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const tbts: number[] = [];
/** Per run, the longest task that starts in the entry (dist/vitrine.js): the one Lighthouse attributes to it. */
const entryTasks: number[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    if (cpu !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await browser.startTracing(tab, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await cdp.send("Profiler.start");
    await tab.goto(`${base}${page}`, { waitUntil: "load", timeout: 120_000 });
    await tab.evaluate(() => window.vitrine?.whenIdle());
    await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    await context.close();

    // The renderer's main thread is the one that parsed the page.
    const parse = events.find((e) => e.name === "ParseHTML")!;
    const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
    const navigation = onMain.find((e) => e.name === "ParseHTML")!.ts;
    const tasks = onMain.filter((e) => e.name === "RunTask" && e.ts >= navigation && cpuMs(e) > over);
    const map = sourceMapper(base);
    const samples = map.samples(profile);
    let tbt = 0;
    let entryTask = 0;
    console.log(`\n${page} run ${run} (${cpu}× CPU): ${tasks.length} task(s) over ${over} ms`);
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < end && e.ph === "X");
      const starter = inside.find((e) => e.args?.data?.url || e.args?.data?.functionName);
      const kinds = new Map<string, number>();
      for (const e of inside) if (e.name !== "RunTask") kinds.set(e.name, Math.max(kinds.get(e.name) ?? 0, (e.dur ?? 0) / 1000));
      const byFile = new Map<string, number>();
      const byFunction = new Map<string, number>();
      for (const sample of samples.filter((s) => s.ts >= task.ts && s.ts < end)) {
        byFile.set(sample.file, (byFile.get(sample.file) ?? 0) + sample.ms);
        byFunction.set(sample.fn, (byFunction.get(sample.fn) ?? 0) + sample.ms);
      }
      const ms = cpuMs(task);
      if (starter?.args?.data?.url?.endsWith("/dist/vitrine.js")) entryTask = Math.max(entryTask, ms);
      tbt += Math.max(0, ms * SIMULATED - 50);
      const top = (table: Map<string, number>, count: number) =>
        [...table]
          .sort((a, b) => b[1] - a[1])
          .slice(0, count)
          .map(([name, self]) => `      ${self.toFixed(1).padStart(6)} ms  ${name}`)
          .join("\n");
      console.log(
        `  task at ${((task.ts - navigation) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms CPU (${(task.dur! / 1000).toFixed(1)} ms wall; ` +
          `×${SIMULATED}: ${(ms * SIMULATED).toFixed(0)} ms), ` +
          `starts in ${starter ? `${starter.name} ${starter.args?.data?.url?.replace(base, "") ?? ""} ${starter.args?.data?.functionName ?? ""}` : "?"}`,
      );
      console.log(
        `    trace events (longest): ${[...kinds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([name, d]) => `${name} ${d.toFixed(1)}`)
          .join(", ")}`,
      );
      console.log(`    sampled by file:\n${top(byFile, 8)}\n    sampled by function:\n${top(byFunction, 12)}`);
    }
    tbts.push(tbt);
    entryTasks.push(entryTask);
    console.log(`  TBT of these tasks at ×${SIMULATED}: ${tbt.toFixed(0)} ms`);
  }
} finally {
  await browser.close();
}
console.log(`\nTBT per run at ×${SIMULATED}: ${tbts.map((t) => t.toFixed(0)).join(", ")}`);
console.log(`entry's longest task per run (ms, as measured): ${entryTasks.map((t) => t.toFixed(1)).join(", ")}`);
