// `npx tsx tests/bench/lcp-graph.ts [page] [variants]` (after `npm run build`): why Lighthouse's simulated LCP differs
// with and without Vitrine. One simulated-throttling Lighthouse run per variant, then the nodes of Lantern's
// optimistic and pessimistic LCP graphs with their simulated start and end (ms), the connection each request went
// on, and what each main-thread task did. Lantern's LCP is the latest end of a node in these graphs (images of low
// priority aside), so the node that ends last is the one that sets it.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { startServer } from "../../fixtures/server/app";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { startVariantProxy, variantUrl, type Variant } from "./variants";

interface GraphNode {
  type: "network" | "cpu";
  startTime: number;
  endTime: number;
  request?: { url: string; priority: string; connectionId: number };
  childEvents?: Array<{ name: string; dur?: number }>;
}
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, { startTime: number; endTime: number }> };

const page = process.argv[2] ?? "/pages/listing.html";
const variants = (process.argv[3] ?? "with,without").split(",") as Variant[];
const DIST = new URL("../../dist", import.meta.url).pathname;

/** A request by path, priority and connection; a task by its observed length and its longer events. */
function describe(node: GraphNode): string {
  if (node.request) {
    const { url, priority, connectionId } = node.request;
    return `${url.replace(/^https?:\/\/[^/]+/, "")} (${priority}, connection ${connectionId})`;
  }
  const events = new Set((node.childEvents ?? []).filter((e) => (e.dur ?? 0) > 500).map((e) => e.name));
  return `task, ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed: ${[...events].slice(0, 6).join(", ")}`;
}

function printGraph(name: string, estimate: Estimate): void {
  console.log(`  ${name}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, { startTime, endTime }] of rows)
    console.log(`    ${String(Math.round(startTime)).padStart(5)} → ${String(Math.round(endTime)).padStart(5)}  ${describe(node)}`);
}

const server = await startServer({ port: 0 });
const proxy = await startVariantProxy(server.url, DIST);
try {
  for (const variant of variants) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
      logLevel: "silent",
    });
    try {
      const result = await lighthouse(variantUrl(proxy.url, page, variant), {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        throttlingMethod: "simulate",
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
      const { lhr, artifacts } = result;
      const settings = lhr.configSettings;
      const data = {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        URL: artifacts.URL,
        SourceMaps: [],
        simulator: null,
      };
      const lcp = (await LanternLargestContentfulPaint.request(
        data as never,
        { computedCache: new Map(), settings } as never,
      )) as unknown as {
        optimisticEstimate: Estimate;
        pessimisticEstimate: Estimate;
      };
      const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      console.log(`\n${page} ${variant}: LCP ${metric("largest-contentful-paint")} ms, FCP ${metric("first-contentful-paint")} ms`);
      printGraph("optimistic graph", lcp.optimisticEstimate);
      printGraph("pessimistic graph", lcp.pessimisticEstimate);
    } finally {
      chrome.kill();
    }
  }
} finally {
  await proxy.close();
  await server.close();
}
