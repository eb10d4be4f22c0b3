// b. Lighthouse mobile on the five pages, with and without Vitrine, in interleaved pairs (with/without alternate
// which goes first, so drift on a shared machine hits both sides alike), under Lighthouse's simulated throttling and
// under applied (devtools) throttling. Per page and mode: median [IQR] (min–max) of score, FCP, LCP, TBT, CLS, the
// median of the paired differences, and whether any Vitrine chunk or API request started before the LCP image had
// loaded. Lighthouse's benchmarkIndex (the machine's speed as Chromium measures it) is kept for every run.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { fmtCls, fmtMs, fmtScore, heading, progress, table } from "./report";
import { fmtSpread, spread, type Spread } from "./stats";
import { variantUrl, type Variant } from "./variants";

export type Throttling = "simulate" | "devtools";
/** How the variant proxy serves the pages: HTTP/2 over TLS as a storefront's CDN does, or plain HTTP/1.1. */
export type Protocol = "h2" | "http1.1";

/** The checkout is measured with an empty bag: the form, the summary and the payment area with its providers. */
export const PAGES = [
  "/pages/listing.html",
  "/products.leather_bag.VT10012",
  "/pages/collection.html",
  "/pages/plp.html",
  "/pages/checkout.html",
] as const;
/** The floors (React alone, a script tag alone) are measured on this page only: they hardly depend on the page. */
const FLOOR_PAGE = "/pages/listing.html";

const METRICS = ["score", "fcp", "lcp", "tbt", "cls"] as const;
type Metric = (typeof METRICS)[number];

export interface LighthouseRun {
  page: string;
  variant: Variant;
  protocol: Protocol;
  throttling: Throttling;
  pair: number;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  /** The LCP element's image URL, or undefined when the LCP element is text. */
  lcpImage?: string;
  /** Vitrine chunk or API requests that started before the LCP image finished loading (observed timings). */
  earlyRequests: string[];
  /** Vitrine chunk or API requests that started before the observed LCP (whatever the LCP element): Lantern puts a
   * request that also ends before it, and the tasks it starts, into the simulated LCP. */
  beforeLcp: string[];
  longTasks: Array<{ url: string; durationMs: number }>;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

interface NetworkItem {
  url: string;
  networkRequestTime?: number;
  networkEndTime?: number;
}

const isVitrineRequest = (url: string) => /\/dist\/chunks\/|\/bench-before\/chunks\/|\/api\//.test(url);

function lcpImageOf(lhr: Lhr): string | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  const snippet = details?.items?.[0]?.items?.[0]?.node?.snippet ?? "";
  return /^<img\b[^>]*\bsrc="([^"]+)"/.exec(snippet)?.[1];
}

function earlyRequestsOf(lhr: Lhr, image: string | undefined): string[] {
  const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (i) => typeof i.url === "string",
  );
  const imageRequest = image ? items.find((i) => new URL(i.url).pathname === image) : undefined;
  const imageEnd = imageRequest?.networkEndTime;
  if (imageEnd === undefined) return [];
  return items.filter((i) => isVitrineRequest(i.url) && (i.networkRequestTime ?? Infinity) < imageEnd).map((i) => chunkName(i.url));
}

const chunkName = (url: string) => new URL(url).pathname.replace(/-[\w-]{6,8}\.js$/, ".js");

function beforeLcpOf(lhr: Lhr): string[] {
  const observed = (lhr.audits["metrics"]?.details as { items?: Array<{ observedLargestContentfulPaint?: number }> } | undefined)
    ?.items?.[0]?.observedLargestContentfulPaint;
  const items = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  if (observed === undefined) return [];
  return items
    .filter((i) => typeof i.url === "string" && isVitrineRequest(i.url) && (i.networkRequestTime ?? Infinity) < observed)
    .map((i) => chunkName(i.url));
}

function longTasksOf(details: unknown): Array<{ url: string; durationMs: number }> {
  const items = (details as { items?: Array<{ url?: unknown; duration?: unknown }> } | undefined)?.items ?? [];
  return items
    .filter((item): item is { url: string; duration: number } => typeof item.url === "string" && typeof item.duration === "number")
    .map((item) => ({ url: item.url.replace(/^https?:\/\/[^/]+/, ""), durationMs: Math.round(item.duration) }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, 5);
}

async function lighthouseRun(chromium: string, flags: readonly string[], url: string, throttling: Throttling) {
  const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: ["--headless=new", ...flags], logLevel: "silent" });
  try {
    // Default config = mobile (Moto G Power emulation; 150 ms RTT, 1.6 Mbps, 4× CPU), simulated or applied.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      throttlingMethod: throttling,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== "number") throw new Error(`Lighthouse: no ${id} for ${url}`);
      return value;
    };
    const lcpImage = lcpImageOf(lhr);
    return {
      score: lhr.categories["performance"]?.score ?? Number.NaN,
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpImage,
      earlyRequests: earlyRequestsOf(lhr, lcpImage),
      beforeLcp: beforeLcpOf(lhr),
      longTasks: longTasksOf(lhr.audits["long-tasks"]?.details),
    };
  } finally {
    chrome.kill();
  }
}

export interface LighthouseOptions {
  chromium: string;
  chromeFlags: readonly string[];
  /** Base URL of the variant proxy. */
  base: string;
  pages: readonly string[];
  protocol: Protocol;
  throttlings: readonly Throttling[];
  pairs: number;
  withBefore: boolean;
  withLowPriority: boolean;
}

export async function lighthouseBench(options: LighthouseOptions) {
  const runs: LighthouseRun[] = [];
  for (const throttling of options.throttlings) {
    for (const page of options.pages) {
      const extra: Variant[] = [
        ...(page === FLOOR_PAGE ? (["react-only", "script-only"] as const) : []),
        ...(options.withBefore ? (["before"] as const) : []),
        ...(options.withLowPriority ? (["low-priority"] as const) : []),
      ];
      for (let pair = 1; pair <= options.pairs; pair++) {
        // Alternate which side goes first; the extra variants go in between.
        const order: Variant[] = pair % 2 ? ["with", ...extra, "without"] : ["without", ...extra, "with"];
        for (const variant of order) {
          const started = Date.now();
          const run = {
            page,
            variant,
            protocol: options.protocol,
            throttling,
            pair,
            ...(await lighthouseRun(options.chromium, options.chromeFlags, variantUrl(options.base, page, variant), throttling)),
          };
          runs.push(run);
          progress(
            `${options.protocol} ${throttling} ${page} ${variant} #${pair}: score ${fmtScore(run.score)}, LCP ${fmtMs(run.lcp)}, TBT ${fmtMs(run.tbt)}, CLS ${fmtCls(run.cls)}, ` +
              `BI ${Math.round(run.benchmarkIndex)}${run.earlyRequests.length ? `, ${run.earlyRequests.length} early Vitrine requests` : ""}` +
              `${run.beforeLcp.length ? `, ${run.beforeLcp.length} Vitrine requests before the LCP` : ""} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
        }
      }
    }
  }
  return summarizeLighthouse(runs, options);
}

const LABEL: Record<Metric, string> = { score: "score", fcp: "FCP ms", lcp: "LCP ms", tbt: "TBT ms", cls: "CLS" };
const fmtNum = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "n/a");
const signed = (fmt: (n: number) => string) => (n: number) => (Number.isFinite(n) ? `${n >= 0 ? "+" : "−"}${fmt(Math.abs(n))}` : "n/a");
const FORMAT: Record<Metric, (n: number) => string> = { score: fmtScore, fcp: fmtNum, lcp: fmtNum, tbt: fmtNum, cls: fmtCls };
const FORMAT_DELTA: Record<Metric, (n: number) => string> = {
  score: signed(fmtScore),
  fcp: signed(fmtNum),
  lcp: signed(fmtNum),
  tbt: signed(fmtNum),
  cls: signed(fmtCls),
};

export interface PageSummary {
  page: string;
  protocol: Protocol;
  throttling: Throttling;
  variants: Partial<Record<Variant, Record<Metric, Spread>>>;
  /** Paired differences (variant − without, same pair), per variant. */
  deltas: Partial<Record<Variant, Record<Metric, Spread>>>;
  /** Runs (with Vitrine) where a Vitrine request started before the LCP image had loaded, of all such runs. */
  earlyRuns: { runs: number; of: number; urls: string[] };
  /** Per variant with Vitrine: runs where a Vitrine request started before the observed LCP, of all its runs. */
  beforeLcpRuns: Partial<Record<Variant, { runs: number; of: number; urls: string[] }>>;
  lcpImages: string[];
  longTasksWith: Array<{ url: string; durationMs: number }>;
}

function summarizeLighthouse(runs: readonly LighthouseRun[], options: LighthouseOptions) {
  const summaries: PageSummary[] = [];
  for (const throttling of options.throttlings) {
    for (const page of options.pages) {
      const own = runs.filter((r) => r.page === page && r.throttling === throttling);
      const variants = [...new Set(own.map((r) => r.variant))];
      const summary: PageSummary = {
        page,
        protocol: options.protocol,
        throttling,
        variants: {},
        deltas: {},
        earlyRuns: { runs: 0, of: 0, urls: [] },
        beforeLcpRuns: {},
        lcpImages: [],
        longTasksWith: [],
      };
      for (const variant of variants) {
        const mine = own.filter((r) => r.variant === variant);
        summary.variants[variant] = Object.fromEntries(METRICS.map((m) => [m, spread(mine.map((r) => r[m]))])) as Record<Metric, Spread>;
        if (variant === "without") continue;
        const paired = mine.flatMap((r) => {
          const base = own.find((b) => b.variant === "without" && b.pair === r.pair);
          return base ? [{ r, base }] : [];
        });
        summary.deltas[variant] = Object.fromEntries(
          METRICS.map((m) => [m, spread(paired.map(({ r, base }) => r[m] - base[m]))]),
        ) as Record<Metric, Spread>;
      }
      const withRuns = own.filter((r) => r.variant === "with");
      const early = withRuns.filter((r) => r.earlyRequests.length > 0);
      summary.earlyRuns = { runs: early.length, of: withRuns.length, urls: [...new Set(early.flatMap((r) => r.earlyRequests))] };
      for (const variant of ["with", "before", "low-priority"] as const) {
        const mine = own.filter((r) => r.variant === variant);
        const hit = mine.filter((r) => r.beforeLcp.length > 0);
        if (mine.length > 0)
          summary.beforeLcpRuns[variant] = { runs: hit.length, of: mine.length, urls: [...new Set(hit.flatMap((r) => r.beforeLcp))] };
      }
      summary.lcpImages = [...new Set(own.map((r) => r.lcpImage ?? "(text)"))];
      const medianTbtRun = [...withRuns].sort((a, b) => a.tbt - b.tbt)[Math.floor(withRuns.length / 2)];
      summary.longTasksWith = medianTbtRun?.longTasks ?? [];
      summaries.push(summary);
      printPage(summary, options.pairs);
    }
  }
  const benchmarkIndex = spread(runs.map((r) => r.benchmarkIndex));
  console.log(
    `\nLighthouse benchmarkIndex over all ${runs.length} runs: ${fmtSpread(benchmarkIndex, (n) => String(Math.round(n)))} (higher is faster)`,
  );
  return { runs, summaries, benchmarkIndex };
}

function printPage(s: PageSummary, pairs: number): void {
  heading(
    `b. Lighthouse mobile, ${s.page}, ${s.protocol}, ${s.throttling} throttling (${pairs} interleaved pairs; median [IQR] (min–max))`,
  );
  const variants = (["with", "before", "low-priority", "react-only", "script-only", "without"] as const).filter((v) => s.variants[v]);
  const rows = METRICS.map((m) => [
    LABEL[m],
    ...variants.map((v) => fmtSpread(s.variants[v]![m], FORMAT[m])),
    ...variants.filter((v) => v !== "without").map((v) => fmtSpread(s.deltas[v]![m], FORMAT_DELTA[m])),
  ]);
  console.log(table(["metric", ...variants, ...variants.filter((v) => v !== "without").map((v) => `${v} − without (paired)`)], rows));
  console.log(`LCP element: ${s.lcpImages.join(", ")}`);
  console.log(
    `Vitrine requests before the LCP image loaded: ${s.earlyRuns.runs} of ${s.earlyRuns.of} runs${s.earlyRuns.urls.length ? ` (${s.earlyRuns.urls.join(", ")})` : ""}`,
  );
  for (const [variant, count] of Object.entries(s.beforeLcpRuns))
    console.log(
      `Vitrine requests before the observed LCP (${variant}): ${count.runs} of ${count.of} runs${count.urls.length ? ` (${count.urls.join(", ")})` : ""}`,
    );
  console.log(`long tasks (with, median-TBT run): ${s.longTasksWith.map((t) => `${t.durationMs} ms ${t.url}`).join(", ") || "none"}`);
}
