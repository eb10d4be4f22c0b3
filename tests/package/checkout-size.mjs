// The checkout's budget: the code the checkout page loads beyond the entry (the checkout and payment-area
// chunks and everything they import, shared chunks included, at any depth) stays within 64 KB gzip. Which chunks hold
// checkout code is read from the build's source maps (a module of core/checkout/, widgets/checkout/ or
// widgets/payment-methods/), so a rename or a split cannot hide one. Reads the built files only (run after the build).
// A page loads one language's translation tables (markets/messages.ts): the budget counts the checkout's code and its
// largest language. `checkoutChunks()` is also what tests/e2e/checkout-payments.spec.ts checks no other page requests.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const BUDGET = 64 * 1024;
const CHECKOUT_SOURCE = /(?:^|\/)(?:core\/checkout|widgets\/checkout|widgets\/payment-methods)\//;
/** A translation table module (`<module>/messages/<lang>.ts`), a chunk of its own in the build. */
const TRANSLATION_SOURCE = /\/messages\/[\w-]+\.ts$/;
// `import{a}from"./x.js"`, `export{b}from"./y.js"`, `import"./z.js"`; never `import("./w.js")` (loaded on demand).
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

/** The chunks (file names in dist/chunks) holding checkout code or the checkout's translation tables. */
export function checkoutChunks(dist = "dist") {
  return chunkSources(dist)
    .filter(({ sources }) => sources.some((source) => CHECKOUT_SOURCE.test(source)))
    .map(({ file }) => file);
}

/** The chunks that hold translation tables only (one language of one messages module each). */
export function translationChunks(dist = "dist") {
  return chunkSources(dist)
    .filter(({ sources }) => sources.length > 0 && sources.every((source) => TRANSLATION_SOURCE.test(source)))
    .map(({ file }) => file);
}

function chunkSources(dist) {
  return readdirSync(`${dist}/chunks`)
    .filter((file) => file.endsWith(".js.map"))
    .map((map) => ({ file: map.slice(0, -".map".length), sources: JSON.parse(readFileSync(`${dist}/chunks/${map}`, "utf8")).sources }));
}

/** `roots` and every chunk they import statically, at any depth. */
export function staticClosure(roots, dist = "dist") {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, next] of readFileSync(`${dist}/chunks/${file}`, "utf8").matchAll(STATIC_IMPORT)) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

const gz = (file, dist) => gzipSync(readFileSync(`${dist}/chunks/${file}`), { level: 9 }).length;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tables = new Set(translationChunks());
  const own = checkoutChunks().filter((file) => !tables.has(file));
  if (own.length === 0) {
    console.error("checkout size: no chunk holds checkout code (is dist/ built with source maps?)");
    process.exit(1);
  }
  // The checkout's tables of each language (file names start with the language: `ja-<hash>.js`); the largest counts.
  const byLanguage = new Map();
  for (const file of checkoutChunks().filter((file) => tables.has(file))) {
    const language = file.replace(/-[\w]+\.js$/, "");
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), file]);
  }
  const languageSize = (files) => files.reduce((sum, file) => sum + gz(file, "dist"), 0);
  const largest = [...byLanguage.values()].sort((a, b) => languageSize(b) - languageSize(a))[0] ?? [];
  const loaded = [...staticClosure(own), ...largest];
  const sizes = loaded.map((file) => [file, gz(file, "dist")]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const ownTotal = sizes.filter(([file]) => own.includes(file)).reduce((sum, [, size]) => sum + size, 0);
  const line = `checkout size: ${total} B gzip over ${loaded.length} chunks (checkout's own ${ownTotal} B in ${own.length}, its largest language's texts ${languageSize(largest)} B; budget ${BUDGET} B)`;
  if (total > BUDGET) {
    console.error(`${line}: over the budget\n${sizes.map(([f, s]) => `  ${s}\t${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log(line);
}
