// `vitrine lint <files, globs or URLs> [--format text|json|sarif|junit]`: the package's bin (dist/cli/vitrine.js, built
// by rollup with its parser inside, so it runs from the installed package alone). Exit status 1 when a page has an
// error, 2 on a usage error, else 0.
import { readFile } from "node:fs/promises";
import { glob, isDynamicPattern } from "tinyglobby";
import { lintPage, type Finding } from "./lint";
import { FORMATS, report, type Format } from "./report";
import { builtInWidgets } from "./widgets";

const USAGE = `usage: vitrine lint <files, globs or URLs…> [--format ${FORMATS.join("|")}]`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== "lint") return usage();
  let format: Format = "text";
  const inputs: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const value = arg === "--format" ? rest[++i] : arg.startsWith("--format=") ? arg.slice("--format=".length) : undefined;
    if (value !== undefined || arg === "--format") {
      if (!FORMATS.includes(value as Format)) return usage();
      format = value as Format;
    } else inputs.push(arg);
  }
  if (inputs.length === 0) return usage();
  const pages = await expand(inputs);
  const findings: Finding[] = [];
  for (const page of pages) {
    const html = /^https?:\/\//.test(page) ? await (await fetch(page)).text() : await readFile(page, "utf8");
    findings.push(...lintPage(html, page, builtInWidgets, /^https?:\/\//.test(page) ? page : undefined));
  }
  const output = report(format, findings, pages);
  if (output) console.log(output);
  return findings.some((f) => f.severity === "error") ? 1 : 0;
}

/** URLs as they are, files and glob patterns as the files they name (sorted, each once). */
async function expand(inputs: string[]): Promise<string[]> {
  const urls = inputs.filter((input) => /^https?:\/\//.test(input));
  const files = inputs.filter((input) => !urls.includes(input) && !isDynamicPattern(input));
  const patterns = inputs.filter((input) => !urls.includes(input) && isDynamicPattern(input));
  if (patterns.length > 0) files.push(...(await glob(patterns, { onlyFiles: true, expandDirectories: false })));
  if (files.length + urls.length === 0) throw new Error(`no page matches ${inputs.join(" ")}`);
  return [...urls, ...new Set(files.sort())];
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (status) => (process.exitCode = status),
  (error: unknown) => {
    console.error(`vitrine lint: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
