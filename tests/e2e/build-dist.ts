// Playwright globalSetup: the e2e suite tests the built bundle the fixture server serves from dist/, so it builds
// dist/ itself when it is missing or older than any source it is built from (a fresh clone, or an edit since the
// last build). A fresh dist/ is kept: the build (rollup, then the declaration files) takes minutes on a loaded machine.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUNDLE = "dist/vitrine.js";
const SOURCES = ["core", "widgets", "markets", "rollup.config.mjs", "tsconfig.build.json", "package.json"];
const BUILT_FROM = /\.(ts|tsx|css|json|mjs)$/;
const NOT_BUILT = /\.(test|stories)\.tsx?$/;

/** The newest modification time among the files under `path` that the build reads (stories and tests excluded). */
function newestSource(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return BUILT_FROM.test(path) && !NOT_BUILT.test(path) ? stat.mtimeMs : 0;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestSource(join(path, entry)));
  return newest;
}

/** Why dist/ must be rebuilt, or undefined when it is fresh. */
function staleness(): string | undefined {
  if (!existsSync(BUNDLE)) return `${BUNDLE} is missing`;
  const built = statSync(BUNDLE).mtimeMs;
  const changed = SOURCES.filter((source) => existsSync(source) && newestSource(source) > built);
  return changed.length > 0 ? `${changed.join(", ")} changed since ${BUNDLE} was built` : undefined;
}

export default function buildDist(): void {
  const reason = staleness();
  if (!reason) return;
  console.log(`e2e: building dist/ (${reason})`);
  execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
}
