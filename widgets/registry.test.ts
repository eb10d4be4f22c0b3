// `react: false` in the registry is a promise about a widget's code: the lifecycle loads no React for it
// (core/lifecycle.ts `prepare`), so nothing that code imports, at any depth, may be React. Each marked widget's
// module graph is bundled here as rollup would follow it (esbuild, browser conditions) and searched for React.
import { readFileSync } from "node:fs";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { widgets } from "./registry";

/** The vendor chunk rollup puts a module in: `react` holds React and what only React code uses. */
const { vendorChunk } = (await import("../rollup.config.mjs" as string)) as { vendorChunk(id: string): string | undefined };
const isReact = (path: string) => vendorChunk(path) === "react";

/** The module a registry entry loads: `widgets/{name}/index.ts`, as its line says (`load: () => import("./{name}")`). */
function modulePath(name: string): string {
  const line = `import("./${name}")`;
  if (!readFileSync("widgets/registry.ts", "utf8").includes(line)) throw new Error(`widgets/registry.ts: no ${line}`);
  return `widgets/${name}/index.ts`;
}

/**
 * Each of our own modules that imports React and is evaluated with `entry` (static imports, at any depth; a dynamic
 * `import()` loads only when called, as core/render/rendering.ts loads the React host for a widget that renders),
 * with what it imports: empty when evaluating `entry` loads no React.
 */
async function reactImports(entry: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    logLevel: "silent",
    plugins: [
      {
        name: "raw-css", // `./x.css?raw` (rollup.config.mjs `rawCss`): its text, nothing to follow
        setup(b) {
          b.onResolve({ filter: /\?raw$/ }, ({ path }) => ({ path, namespace: "raw" }));
          b.onLoad({ filter: /.*/, namespace: "raw" }, () => ({ contents: "export default ''", loader: "js" }));
        },
      },
    ],
  });
  const { inputs } = metafile as Metafile;
  const evaluated = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (evaluated.has(file) || !inputs[file]) continue;
    evaluated.add(file);
    for (const { path, kind } of inputs[file].imports) if (kind !== "dynamic-import") queue.push(path);
  }
  return [...evaluated]
    .filter((file) => !file.includes("node_modules/"))
    .flatMap((file) =>
      inputs[file]!.imports.filter(({ path, kind }) => kind !== "dynamic-import" && isReact(path)).map(({ path }) => `${file} → ${path}`),
    );
}

describe("widgets marked `react: false`", () => {
  const marked = widgets.filter((entry) => entry.react === false);

  it("include the tile labels (the product listing's only widget)", () => {
    expect(marked.map((entry) => entry.name)).toContain("tile-labels");
  });

  it("the search finds React where it is: the page's React host", async () => {
    expect(await reactImports("core/render/host.tsx")).not.toEqual([]);
  }, 30_000);

  it.each(marked.map((entry) => [entry.name, modulePath(entry.name)]))(
    "%s (%s) imports no React at any depth",
    async (_name, path) => {
      expect(await reactImports(path)).toEqual([]);
    },
    30_000,
  );
});
