// d. Appending a page of tiles on /pages/plp.html: the longest main-thread task and the layout shift from the
// moment infinite scroll asks for page 2 until its 24 tiles are appended, in view and labelled. The budgets hold
// at this machine's own CPU speed; the 4× slowed runs are reported beside them (mobile-class CPU).
// The load is triggered by scrolling (not a click), so no shift is excused as "recent input"; and every shift
// counts, input or not.
import type { Browser } from "playwright-core";
import type { RunningServer } from "../../fixtures/server/app";
import { fmtCls, fmtMs, heading, median, networkTracker, printBudgets, progress, table, type Budget } from "./report";

const RUNS = 5;
const LONG_TASK_BUDGET_MS = 50;
const CLS_BUDGET = 0.01;
const PAGE_SIZE = 24;

interface AppendRun {
  cpu: number;
  longestTaskMs: number;
  longTasks: number;
  cls: number;
  appended: number;
  wallMs: number;
}

declare global {
  interface Window {
    __appendBench?: { tasks: number[]; cls: number };
  }
}

async function appendRun(
  browser: Browser,
  server: RunningServer,
  cpu: number,
  viewport: { width: number; height: number },
): Promise<AppendRun> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const network = networkTracker(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    await page.goto(`${server.url}pages/plp.html`, { waitUntil: "load" });
    await network.quiet();
    await page.locator("[data-product-id] .vitrine-tile").first().waitFor({ state: "attached" });
    await network.quiet();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    await page.evaluate(() => {
      const record = { tasks: [] as number[], cls: 0 };
      window.__appendBench = record;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => record.tasks.push(e.duration))).observe({ type: "longtask" });
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => (record.cls += (e as unknown as { value: number }).value)),
      ).observe({ type: "layout-shift" });
    });
    const before = await page.locator("[data-product-listing] [data-product-id]").count();
    const started = Date.now();
    // Bring the end of page 1 into view: the listing's own infinite scroll asks for page 2.
    await page.evaluate(() =>
      document.querySelector("[data-listing-page]:last-of-type")?.lastElementChild?.scrollIntoView({ block: "end" }),
    );
    await page.waitForFunction(
      (count) => document.querySelectorAll("[data-product-listing] [data-product-id]").length >= count,
      before + PAGE_SIZE,
      { timeout: 30_000 },
    );
    await network.quiet();
    // The appended tiles in view are labelled (tile-labels mounts through the lifecycle's observer).
    await page.evaluate(() => document.querySelector("[data-listing-page]:last-of-type")?.scrollIntoView({ block: "start" }));
    await page.waitForFunction(
      () => {
        const last = document.querySelector("[data-listing-page]:last-of-type [data-product-id]");
        return !!last?.querySelector(":scope > .vitrine-tile");
      },
      undefined,
      { timeout: 30_000 },
    );
    await network.quiet();
    const wallMs = Date.now() - started;
    const record = await page.evaluate(() => window.__appendBench!);
    const appended = (await page.locator("[data-product-listing] [data-product-id]").count()) - before;
    if (errors.length > 0) throw new Error(`append bench: page errors: ${errors.join(" | ")}`);
    return {
      cpu,
      longestTaskMs: Math.max(0, ...record.tasks),
      longTasks: record.tasks.length,
      cls: record.cls,
      appended,
      wallMs,
    };
  } finally {
    await context.close();
  }
}

export async function appendBench(
  browser: Browser,
  server: RunningServer,
  viewport: { width: number; height: number },
  cpuSlowdown: number,
) {
  const rates = [1, cpuSlowdown];
  await appendRun(browser, server, 1, viewport); // warm-up
  const runs: AppendRun[] = [];
  for (let i = 1; i <= RUNS; i++) {
    for (const cpu of rates) {
      const run = await appendRun(browser, server, cpu, viewport);
      runs.push(run);
      progress(
        `append ${cpu}× #${i}: longest task ${fmtMs(run.longestTaskMs)} (${run.longTasks} long), CLS ${fmtCls(run.cls)}, ${run.appended} tiles`,
      );
    }
  }
  const summary = rates.map((cpu) => {
    const own = runs.filter((r) => r.cpu === cpu);
    return {
      cpu,
      longestTaskMs: median(own.map((r) => r.longestTaskMs)),
      worstTaskMs: Math.max(...own.map((r) => r.longestTaskMs)),
      cls: median(own.map((r) => r.cls)),
      worstCls: Math.max(...own.map((r) => r.cls)),
      appended: median(own.map((r) => r.appended)),
    };
  });
  heading(`d. Appending ${PAGE_SIZE} tiles by infinite scroll, /pages/plp.html (${RUNS} runs, ${viewport.width}×${viewport.height})`);
  console.log(
    table(
      ["CPU", "longest task (median)", "longest task (worst)", "CLS (median)", "CLS (worst)", "tiles appended"],
      summary.map((s) => [
        `${s.cpu}×`,
        fmtMs(s.longestTaskMs),
        fmtMs(s.worstTaskMs),
        fmtCls(s.cls),
        fmtCls(s.worstCls),
        String(s.appended),
      ]),
    ),
  );
  const budgets: Budget[] = summary
    .filter((s) => s.cpu === 1)
    .flatMap((s) => [
      {
        name: `append: longest task, ${s.cpu}× CPU (worst run)`,
        actual: fmtMs(s.worstTaskMs),
        limit: `≤ ${LONG_TASK_BUDGET_MS} ms`,
        pass: s.worstTaskMs <= LONG_TASK_BUDGET_MS,
      },
      {
        name: `append: CLS, ${s.cpu}× CPU (worst run)`,
        actual: fmtCls(s.worstCls),
        limit: `≤ ${CLS_BUDGET}`,
        pass: s.worstCls <= CLS_BUDGET,
      },
    ]);
  printBudgets(budgets);
  return { page: "/pages/plp.html", runsPerRate: RUNS, summary, runs, budgets };
}
