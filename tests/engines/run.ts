// The cross-engine run of `npm test`: the main flows (flows.ts) in WebKit (WebKitGTK) and Firefox, against the
// fixture server, the two engines side by side. `npx tsx tests/engines/run.ts [--engines webkit,firefox,chromium]
// [--flow <part of a name>]`; ENGINES_PORT sets the fixture server's port (default: a free one), WEBKIT_DRIVER_PORT the
// driver's. Builds dist/ first when it is stale, as the Playwright suite does.
import { parseArgs } from "node:util";
import buildDist from "../e2e/build-dist";
import { startServer } from "../../fixtures/server/app";
import { makeMedia } from "../../scripts/make-media";
import { FLOWS, type Flow } from "./flows";
import { openEngine } from "./engines";
import type { Engine, Session } from "./session";

/** One flow's limit: its waits are 30 s each, and a loaded machine makes everything slower. */
const FLOW_MS = 120_000;

const { values } = parseArgs({ options: { engines: { type: "string", default: "webkit,firefox" }, flow: { type: "string" } } });
const engines = values.engines.split(",") as Engine[];
const flows = FLOWS.filter((flow) => !values.flow || flow.name.includes(values.flow));

function limit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: over ${ms / 1000} s`)), ms)));
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

async function runFlow(session: Session, flow: Flow): Promise<string | undefined> {
  try {
    await limit(flow.run(session), FLOW_MS, flow.name);
    const problems = await session.problems();
    return problems.length > 0 ? `the page reported: ${problems.join("; ")}` : undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Runs every flow in one engine; the failures, as lines. */
async function runEngine(engine: Engine, base: string): Promise<string[]> {
  const failures: string[] = [];
  const launched = performance.now();
  const opened = await openEngine(engine, base);
  console.log(`  ${engine.padEnd(8)} browser started (${((performance.now() - launched) / 1000).toFixed(1)} s)`);
  try {
    for (const flow of flows) {
      const started = performance.now();
      const failure = await runFlow(opened.session, flow);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${failure ? "✘" : "✓"} ${engine.padEnd(8)} ${flow.name} (${seconds} s)${failure ? `\n    ${failure}` : ""}`);
      if (failure) failures.push(`${engine}: ${flow.name}: ${failure}`);
    }
  } finally {
    await opened.close();
  }
  return failures;
}

const started = performance.now();
buildDist();
makeMedia();
const server = await startServer({ port: Number(process.env["ENGINES_PORT"] ?? 0) });
let failures: string[];
try {
  const results = await Promise.allSettled(engines.map((engine) => runEngine(engine, server.url)));
  failures = results.flatMap((result, i) => (result.status === "fulfilled" ? result.value : [`${engines[i]}: ${String(result.reason)}`]));
} finally {
  await server.close();
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `\n${flows.length} flows × ${engines.join(", ")}: ${failures.length === 0 ? "all passed" : `${failures.length} failed`} in ${seconds} s`,
);
if (failures.length > 0) {
  console.log(failures.map((line) => `  ${line}`).join("\n"));
  process.exitCode = 1;
}
