// `vitrine lint`'s speed (budget: 500 pages in under 2 s on one core): the demo's fixture pages, fetched once
// from the real demo server, linted 500 at a time (repeated in turn), 9 runs after a warm-up; median and spread.
// npx tsx tests/bench/lint-speed.ts
import { performance } from "node:perf_hooks";
import { startServer } from "../../fixtures/server/app";
import { screens } from "../../fixtures/server/screens";
import { lintPage } from "../../tools/lint/lint";
import { builtInWidgets } from "../../tools/lint/widgets";

const PAGES = 500;
const RUNS = 9;

const app = await startServer({ port: 0 });
const origin = new URL(app.url).origin;
const paths = ["/", ...screens.flatMap((screen) => screen.pages.map((page) => page.path))];
const pages = await Promise.all(paths.map(async (path) => ({ path, html: await (await fetch(new URL(path, origin))).text() })));
await app.close();

const lintAll = () => {
  let findings = 0;
  for (let i = 0; i < PAGES; i++) {
    const { path, html } = pages[i % pages.length]!;
    findings += lintPage(html, path, builtInWidgets).length;
  }
  return findings;
};
lintAll(); // warm-up: compiled selectors, JIT
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  lintAll();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[RUNS >> 1]!;
const kb = pages.reduce((sum, page) => sum + page.html.length, 0) / pages.length / 1024;
console.log(
  `${PAGES} pages (${pages.length} fixture pages in turn, ${kb.toFixed(0)} KB each on average), ${RUNS} runs: median ${median.toFixed(0)} ms, ` +
    `min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)} ms`,
);
