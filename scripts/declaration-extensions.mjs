// tsc copies the sources' extensionless relative imports into the .d.ts files it emits, and consumers on
// moduleResolution NodeNext cannot resolve them (TS2834). This gives each one the name of the .js file its
// declaration stands for: "./events" → "./events.js", "./product" → "./product/index.js".
// Usage: node scripts/declaration-extensions.mjs <declaration dir>
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const root = process.argv[2] ?? "dist/types";
// `from "./x"`, `import("./x")` and `import "./x"`: every form a declaration file can name a module in.
const relativeImport = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g;

for (const entry of readdirSync(root, { recursive: true })) {
  if (!entry.endsWith(".d.ts")) continue;
  const file = join(root, entry);
  const text = readFileSync(file, "utf8");
  const fixed = text.replace(relativeImport, (_, lead, quote, specifier) => lead + quote + withExtension(file, specifier) + quote);
  if (fixed !== text) writeFileSync(file, fixed);
}

function withExtension(file, specifier) {
  if (/\.(m|c)?js$|\.json$/.test(specifier)) return specifier;
  const bare = specifier.replace(/\.tsx?$/, "");
  const dir = dirname(file);
  if (existsSync(join(dir, `${bare}.d.ts`))) return `${bare}.js`;
  if (existsSync(join(dir, bare, "index.d.ts"))) return `${bare}/index.js`;
  throw new Error(`${file}: no declaration file for "${specifier}"`);
}
