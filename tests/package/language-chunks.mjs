// A page loads its own language's texts only. Every translation table (`<module>/messages/<lang>.ts`, beside
// the `messages.ts` whose English travels in the code: markets/messages.ts) must be built into a chunk holding
// translations of that one language and nothing else, loaded on demand; never inlined in a widget's or a shared
// chunk. Read from the source maps (which modules each chunk holds), and checked on the built text too: a few known
// strings of the tables, each in its language's chunk alone. Reads the built files only (run after the build).
import { readdirSync, readFileSync } from "node:fs";

const TRANSLATION = /(?:^|\/)[\w-]*messages\/([A-Za-z-]+)\.ts$/;
/** Strings of some tables, as written in their modules: only chunks of their language's translations may hold them. */
const KNOWN = [
  ["ja", "markets/messages/ja.ts", "在庫切れ"],
  ["ar", "markets/messages/ar.ts", "نفد من المخزون"],
  ["ja", "widgets/bag-count/messages/ja.ts", "ショッピングバッグ：{count} 点"],
  ["ar", "widgets/store-locator/messages/ar.ts", "خريطة البوتيكات"],
];
const problems = [];
// esbuild writes non-ASCII characters as \uXXXX escapes.
const unescape = (code) => code.replace(/\\u([0-9A-Fa-f]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

for (const dir of ["dist/chunks", "dist/react-external/chunks"]) {
  let tables = 0;
  const chunks = readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const sources = JSON.parse(readFileSync(`${dir}/${file}.map`, "utf8")).sources.map((source) => source.replace(/^(\.\.\/)+/, ""));
      return { file, sources, code: unescape(readFileSync(`${dir}/${file}`, "utf8")) };
    });
  for (const { file, sources } of chunks) {
    const languages = new Set(sources.map((source) => source.match(TRANSLATION)?.[1]));
    if (!languages.has(undefined) && languages.size === 1) tables++;
    else if (languages.size > 1) problems.push(`${dir}/${file} holds translations beside other code: ${sources.join(", ")}`);
  }
  if (tables < 300) problems.push(`${dir}: ${tables} chunks of translations only, expected one per table (~400)`);
  for (const [language, module, text] of KNOWN) {
    const holders = chunks.filter((chunk) => chunk.code.includes(text));
    const ownChunk = holders.some(({ sources }) => sources.length === 1 && sources[0] === module);
    const others = holders.filter(({ sources }) => !sources.every((source) => source.match(TRANSLATION)?.[1] === language));
    if (!ownChunk || others.length > 0)
      problems.push(
        `${dir}: "${text}" is in ${holders.map((c) => `${c.file} [${c.sources.join(", ")}]`).join("; ") || "no chunk"}; expected in ${module}'s chunk and ${language} translations only`,
      );
  }
}
if (problems.length > 0) {
  console.error(`language chunks:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("language chunks: every translation table is a chunk of its own, loaded on demand");
