// When widgets become interactive in each engine: the time from navigation start to a widget's first mount (its
// `vitrine:mount:{widget}` mark, core/mounting.ts) on the listings, a product page and a page whose widget hydrates
// when idle (WebKit has no requestIdleCallback), with the page's `load` event beside it. One warm-up load per page,
// then LOADS (ENGINES_LOADS, default 7) loads, pages and engines interleaved, one load at a time: the browsers never
// compete, and a machine's changing load falls on every engine alike. `npm run bench:engines [-- --engines webkit,…]`
// (ENGINES_PORT as in run.ts); not part of `npm test`. Prints a Markdown table (README "Tests").
import { parseArgs } from "node:util";
import buildDist from "../e2e/build-dist";
import { startServer } from "../../fixtures/server/app";
import { openEngine, type OpenEngine } from "./engines";
import type { Engine, Session } from "./session";

const LOADS = Number(process.env["ENGINES_LOADS"] ?? 7);
const PAGES = [
  { name: "listing (200 tiles): tile labels", path: "/pages/listing.html", widget: "tile-labels" },
  { name: "PLP: product listing (load more)", path: "/pages/plp.html", widget: "product-listing" },
  { name: "product page", path: "/products.ballet_flats.VT10016", widget: "product-page" },
  { name: "special collection (hydrates when idle)", path: "/pages/special-collection.html", widget: "special-collection" },
] as const;

const { values } = parseArgs({ options: { engines: { type: "string", default: "chromium,firefox,webkit" } } });
const engines = values.engines.split(",") as Engine[];

/** One load: ms from navigation start to the widget's mount and to the `load` event's end. */
async function measure(session: Session, path: string, widget: string): Promise<{ mount: number; load: number }> {
  await session.open(path, [{ name: "static-country", value: "us" }]);
  await session.mounted(widget);
  return session.run((name: string) => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return { mount: performance.getEntriesByName(`vitrine:mount:${name}`)[0]!.startTime, load: navigation!.loadEventEnd };
  }, widget);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${Math.round(value)}`;
const summary = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

buildDist();
const server = await startServer({ port: Number(process.env["ENGINES_PORT"] ?? 0) });
const opened: OpenEngine[] = [];
const samples = engines.map(() => PAGES.map(() => ({ mount: [] as number[], load: [] as number[] })));
try {
  for (const engine of engines) opened.push(await openEngine(engine, server.url));
  for (let round = 0; round <= LOADS; round++) {
    for (const [page, { path, widget }] of PAGES.entries()) {
      for (const [index, { session }] of opened.entries()) {
        const { mount, load } = await measure(session, path, widget);
        if (round === 0) continue; // warm-up: the first load fills the HTTP cache
        samples[index]![page]!.mount.push(mount);
        samples[index]![page]!.load.push(load);
      }
    }
  }
} finally {
  for (const engine of opened) await engine.close();
  await server.close();
}
const rows = engines.flatMap((engine, index) =>
  PAGES.map(({ name }, page) => {
    const { mount, load } = samples[index]![page]!;
    return `| ${engine} | ${name} | ${summary(mount)} | ${summary(load)} |`;
  }),
);
console.log(`| engine | page: widget | mount, ms: median (min–max) | load event end, ms |\n|---|---|---|---|\n${rows.join("\n")}`);
