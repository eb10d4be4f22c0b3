// The classic loader is ES5 ("AEM that works as the guide says"): AEM's default clientlib minifier may take
// ES5 only, so dist/vitrine-loader.js must parse as ES5 (rollup.config.mjs `es5`). Reads the built file (run after the build).
import { readFileSync } from "node:fs";
import { parse } from "acorn";

const file = "dist/vitrine-loader.js";
try {
  parse(readFileSync(file, "utf8"), { ecmaVersion: 5, sourceType: "script" });
  console.log(`loader: ${file} parses as ES5`);
} catch (error) {
  console.error(`loader: ${file} is not ES5: ${error.message}`);
  process.exit(1);
}
