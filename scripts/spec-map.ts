// Generates docs/spec-map.md: every section of the spec (each `##` and `###` heading) with the code and the tests that
// cite it, or why it is out of scope. Citations are read from the sources themselves: `§N` cites section N, and
// `§N "Heading"` or `§N Heading…` a heading of it. The headings are kept in docs/spec-headings.json, so the map can be
// checked where the spec itself is absent (a clone without ../shared); where it is present, this script rewrites that
// list from it and tests/unit/spec-map.test.ts fails until the list matches. The reasons a section is out of scope are
// hand-kept in docs/spec-out-of-scope.json. Run `npx tsx scripts/spec-map.ts` after changing a citation, a reason or
// the spec (VITRINE_SPEC names the spec file when it is not ../shared/spec/storefront-spec.md).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SPEC_MAP_PATH = join(ROOT, "docs/spec-map.md");
export const HEADINGS_PATH = join(ROOT, "docs/spec-headings.json");
const OUT_OF_SCOPE_PATH = join(ROOT, "docs/spec-out-of-scope.json");
export const SPEC_PATH = process.env["VITRINE_SPEC"] ?? join(ROOT, "../shared/spec/storefront-spec.md");

/** The folders whose sources are scanned for citations, and the files in them that are tests. */
const SOURCES = ["core", "widgets", "markets", "fixtures", "tests", "scripts", ".storybook"];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js|css|sh)$/;
const TEST_FILE = /(^tests\/|^fixtures\/|\.test\.tsx?$|\.stories\.tsx$)/;
const SKIPPED = new Set(["node_modules", "dist", "public", "results"]);
/** This script and its test write citations as examples, citing nothing. */
const ABOUT_CITATIONS = new Set(["scripts/spec-map.ts", "tests/unit/spec-map.test.ts"]);

/** The spec's sections: `{ "2": { title, headings: [...] } }`. */
export type Headings = Record<string, { title: string; headings: string[] }>;

/** The sections and headings of the spec's Markdown. */
export function headingsOf(spec: string): Headings {
  const sections: Headings = {};
  let current: string | undefined;
  for (const line of spec.split("\n")) {
    const section = /^## (\d+)\. (.+?)\s*$/.exec(line);
    if (section) sections[(current = section[1]!)] = { title: section[2]!, headings: [] };
    const heading = /^### (.+?)\s*$/.exec(line);
    if (heading && current) sections[current]!.headings.push(heading[1]!);
  }
  return sections;
}

/** A row of the map: `§N` (the section as a whole) or `§N Heading`. */
const rowOf = (section: string, heading?: string) => (heading ? `§${section} ${heading}` : `§${section}`);

/** The heading a citation names: a quoted heading (or the shortest that starts with it: "Cart response" for "Cart
 * response (read by …)"), or the longest heading unquoted text starts with ("§7 Stock, the gateway"). */
function headingCited(headings: readonly string[], quoted: string | undefined, after: string): string | undefined {
  const byLength = [...headings].sort((a, b) => b.length - a.length);
  if (quoted !== undefined) return byLength.findLast((h) => h.toLowerCase().startsWith(quoted.toLowerCase()));
  return byLength.find((h) => after.startsWith(h) && !/\w/.test(after.charAt(h.length)));
}

/** The rows a text cites. */
export function citationsIn(text: string, sections: Headings): Set<string> {
  const rows = new Set<string>();
  // A quoted heading may follow on the next line of a comment; unquoted text is only looked at, never consumed.
  for (const match of text.matchAll(/§(\d+)(?:(?:[ \t]*\n[ \t]*(?:\/\/|\*|#)?)?[ \t]*"([^"\n]+)")?(?=(?:[ \t]+([^\n]*))?)/g)) {
    const section = sections[match[1]!];
    if (!section) continue;
    rows.add(rowOf(match[1]!, headingCited(section.headings, match[2], match[2] === undefined ? (match[3] ?? "") : "")));
  }
  return rows;
}

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    const file = relative(ROOT, path).replaceAll("\\", "/");
    return SOURCE_FILE.test(entry.name) && !ABOUT_CITATIONS.has(file) ? [file] : [];
  });
}

const scans = new Map<string, Map<string, { code: string[]; tests: string[] }>>();

/** For each row, the code and the test files that cite it (the sources are read once per run). */
function citingFiles(sections: Headings): Map<string, { code: string[]; tests: string[] }> {
  const key = JSON.stringify(sections);
  const known = scans.get(key);
  if (known) return known;
  const cited = new Map<string, { code: string[]; tests: string[] }>();
  scans.set(key, cited);
  for (const file of SOURCES.flatMap((folder) => sourceFiles(join(ROOT, folder))).sort()) {
    for (const row of citationsIn(readFileSync(join(ROOT, file), "utf8"), sections)) {
      const entry = cited.get(row) ?? { code: [], tests: [] };
      (TEST_FILE.test(file) ? entry.tests : entry.code).push(file);
      cited.set(row, entry);
    }
  }
  return cited;
}

export const committedHeadings = (): Headings => JSON.parse(readFileSync(HEADINGS_PATH, "utf8")) as Headings;
export const outOfScope = (): Record<string, string> => JSON.parse(readFileSync(OUT_OF_SCOPE_PATH, "utf8")) as Record<string, string>;

/** Every row of the map, in the spec's order. */
export function rows(sections: Headings): string[] {
  return Object.entries(sections).flatMap(([n, { headings }]) => [rowOf(n), ...headings.map((h) => rowOf(n, h))]);
}

const files = (list: readonly string[]) => list.map((file) => `\`${file}\``).join(", ");

export function renderSpecMap(sections: Headings = committedHeadings()): string {
  const cited = citingFiles(sections);
  const reasons = outOfScope();
  const lines = [
    "# Spec map",
    "",
    "Every section of the spec (`../shared/spec/storefront-spec.md`) with the code and the tests that cite it (`§N`,",
    '`§N "Heading"`), or why it is out of scope. Generated by `npx tsx scripts/spec-map.ts` from the sources\' own',
    "citations, the spec's headings (`docs/spec-headings.json`) and the hand-kept reasons (`docs/spec-out-of-scope.json`);",
    "do not edit by hand (`tests/unit/spec-map.test.ts` fails while this file is stale). A row `§N` lists what cites the",
    "section as a whole; tests include the fixtures and the stories.",
  ];
  for (const [n, { title, headings }] of Object.entries(sections)) {
    lines.push("", `## §${n} ${title}`, "", "| section | code | tests |", "|---|---|---|");
    for (const heading of [undefined, ...headings]) {
      const row = rowOf(n, heading);
      const { code = [], tests = [] } = cited.get(row) ?? {};
      const reason = reasons[row] ? `Out of scope: ${reasons[row]}` : "";
      lines.push(`| ${heading ?? "(the section)"} | ${[reason, files(code)].filter(Boolean).join(" ")} | ${files(tests)} |`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The rows something cites. */
export const citedRows = (sections: Headings = committedHeadings()): Set<string> => new Set(citingFiles(sections).keys());

/** The rows neither cited nor given a reason. */
export function unaccounted(sections: Headings = committedHeadings()): string[] {
  const cited = citedRows(sections);
  const reasons = outOfScope();
  return rows(sections).filter((row) => !cited.has(row) && !reasons[row]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (existsSync(SPEC_PATH)) {
    writeFileSync(HEADINGS_PATH, `${JSON.stringify(headingsOf(readFileSync(SPEC_PATH, "utf8")), null, 2)}\n`);
    console.log(`wrote ${HEADINGS_PATH} from ${SPEC_PATH}`);
  } else console.log(`no spec at ${SPEC_PATH}: the committed headings stand`);
  writeFileSync(SPEC_MAP_PATH, renderSpecMap());
  console.log(`wrote ${SPEC_MAP_PATH}`);
  const missing = unaccounted();
  if (missing.length > 0)
    console.log(`neither cited nor out of scope (add a reason to docs/spec-out-of-scope.json):\n  ${missing.join("\n  ")}`);
  const stale = Object.keys(outOfScope()).filter((row) => citedRows().has(row));
  if (stale.length > 0) console.log(`cited now, so no longer out of scope (drop their reasons):\n  ${stale.join("\n  ")}`);
}
