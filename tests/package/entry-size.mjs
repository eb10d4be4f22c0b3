// The bootloader's budget (README "Definition of done" 6): dist/vitrine.js, the only code every page loads,
// stays within 4,096 B gzip with every widget registered. Each registry line costs ~22 B (its name and chunk hash;
// 18 to 37 B for today's 28 lines), so the headroom printed here is how many more widgets fit. Reads the built file
// only (run after the build): milliseconds.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const BUDGET = 4096;
const PER_WIDGET = 22;
const size = gzipSync(readFileSync("dist/vitrine.js"), { level: 9 }).length;
const headroom = BUDGET - size;
if (headroom < 0) {
  console.error(`entry size: dist/vitrine.js is ${size} B gzip, over the ${BUDGET} B budget by ${-headroom} B`);
  process.exit(1);
}
console.log(`entry size: dist/vitrine.js ${size} B gzip (budget ${BUDGET} B; room for ~${Math.floor(headroom / PER_WIDGET)} more widgets)`);
