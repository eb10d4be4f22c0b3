// The checkout's budget: the code the checkout page loads beyond the entry (the checkout and payment-area
// chunks and everything they import, shared chunks included, at any depth) stays within 64 KB gzip. Which chunks hold
// checkout code is read from the build's source maps (a module of core/checkout/, widgets/checkout/ or
// widgets/payment-methods/), so a rename or a split cannot hide one. Reads the built files only (run after the build).
// `checkoutChunks()` is also what tests/e2e/checkout-payments.spec.ts checks no other page requests.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const BUDGET = 64 * 1024;
const CHECKOUT_SOURCE = /(?:^|\/)(?:core\/checkout|widgets\/checkout|widgets\/payment-methods)\//;
// `import{a}from"./x.js"`, `export{b}from"./y.js"`, `import"./z.js"`; never `import("./w.js")` (loaded on demand).
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

/** The chunks (file names in dist/chunks) holding checkout code. */
export function checkoutChunks(dist = "dist") {
  return readdirSync(`${dist}/chunks`)
    .filter((file) => file.endsWith(".js.map"))
    .filter((map) => JSON.parse(readFileSync(`${dist}/chunks/${map}`, "utf8")).sources.some((source) => CHECKOUT_SOURCE.test(source)))
    .map((map) => map.slice(0, -".map".length));
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
  const own = checkoutChunks();
  if (own.length === 0) {
    console.error("checkout size: no chunk holds checkout code (is dist/ built with source maps?)");
    process.exit(1);
  }
  const loaded = staticClosure(own);
  const sizes = loaded.map((file) => [file, gz(file, "dist")]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const ownTotal = sizes.filter(([file]) => own.includes(file)).reduce((sum, [, size]) => sum + size, 0);
  const line = `checkout size: ${total} B gzip over ${loaded.length} chunks (checkout's own ${ownTotal} B in ${own.length}; budget ${BUDGET} B)`;
  if (total > BUDGET) {
    console.error(`${line}: over the budget\n${sizes.map(([f, s]) => `  ${s}\t${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log(line);
}
