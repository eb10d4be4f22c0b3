// What Storybook shows of each widget's contract, from the manifest: its attributes (the controls are typed from them,
// .storybook/contract-args.ts) and its docs page (the README's attribute table, the same rows `npm run docs` writes,
// and its copy-paste example). The TypeScript compiler reads the sources in Node only: scripts/storybook-contracts.mjs
// runs this file and hands the JSON to the browser bundle as `virtual:vitrine-contracts`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { attributeRows, readmeExample, readmePath } from "./docs";
import { buildManifest, type ManifestAttribute } from "./manifest";
import { ROOT } from "./source";

export interface StoryContract {
  selector: string;
  attributes: ManifestAttribute[];
  /** Markdown: the attribute table, then the README's example. */
  docs: string;
}

function docsOf(name: string, rows: string[]): string {
  const path = join(ROOT, readmePath(name));
  const example = existsSync(path) && path.startsWith(join(ROOT, "widgets")) ? readmeExample(readFileSync(path, "utf8")) : undefined;
  return [...rows, ...(example ? ["", "```html", example.trimEnd(), "```"] : [])].join("\n");
}

export function storyContracts(): Record<string, StoryContract> {
  return Object.fromEntries(
    buildManifest().widgets.map((widget) => [
      widget.name,
      { selector: widget.selector, attributes: widget.attributes, docs: docsOf(widget.name, attributeRows(widget)) },
    ]),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.stdout.write(JSON.stringify(storyContracts()));
