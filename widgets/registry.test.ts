// Which widgets load React is read off their code by the build (rollup.config.mjs `reactHostFirst`: the React host
// loads before a widget chunk whose static imports take in the `react` chunk). Written out here, so that React creeping
// into a widget that renders none (or a widget starting to render it) is a decision someone makes, not a side effect:
// each widget's module graph is bundled as rollup would follow it (esbuild, browser conditions) and searched for React.
import { existsSync, readFileSync } from "node:fs";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { widgets } from "./registry";

/** The vendor chunk rollup puts a module in: `react` holds React and what only React code uses. */
const { vendorChunk } = (await import("../rollup.config.mjs" as string)) as { vendorChunk(id: string): string | undefined };
const isReact = (path: string) => vendorChunk(path) === "react";

/** The module a registry entry loads: `widgets/{name}/index.ts(x)`, as its line says (`load: () => import("./{name}")`). */
function modulePath(name: string): string {
  const line = `import("./${name}")`;
  if (!readFileSync("widgets/registry.ts", "utf8").includes(line)) throw new Error(`widgets/registry.ts: no ${line}`);
  return [`widgets/${name}/index.ts`, `widgets/${name}/index.tsx`].find((path) => existsSync(path))!;
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
      {
        // `./x?chunk-url` (scripts/chunk-url.mjs): the address of a chunk loaded on demand, like a dynamic `import()`
        name: "chunk-url",
        setup(b) {
          b.onResolve({ filter: /\?chunk-url$/ }, ({ path }) => ({ path, namespace: "chunk-url" }));
          b.onLoad({ filter: /.*/, namespace: "chunk-url" }, () => ({ contents: "export default ''", loader: "js" }));
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

/** Every widget of the registry: whether its code, at any depth, imports React. */
const RENDERS_REACT: Record<string, boolean> = {
  "tile-labels": false,
  "collection-looks": true,
  "collection-menu": true,
  "special-collection": true,
  "product-listing": true,
  "search-facets": false,
  "editorial-search": true,
  "article-list": true,
  "header-menu": true,
  "product-page": true,
  "product-fallback": true,
  "quick-buy": true,
  "bag-count": false,
  "shopping-bag": false,
  "guest-order": false,
  account: false,
  wishlist: false,
  authenticity: false,
  checkout: false,
  "payment-methods": false,
  "notification-banner": false,
  "social-share": true,
  "live-chat": true,
  "find-in-store": true,
  "store-locator": false,
  "appointment-form": false,
  "contact-us": false,
  "zoom-overlay": true,
  "mosaic-gallery": false,
  "cross-category": false,
  "timeline-slider": true,
  "caption-gallery": true,
  video: true,
};

describe("which widgets load React", () => {
  it("the table names every widget of the registry", () => {
    expect(Object.keys(RENDERS_REACT).sort()).toEqual(widgets.map((entry) => entry.name).sort());
  });

  it("the search finds React where it is: the page's React host", async () => {
    expect(await reactImports("core/render/host.tsx")).not.toEqual([]);
  }, 30_000);

  it.each(widgets.map((entry) => [entry.name, modulePath(entry.name), RENDERS_REACT[entry.name]]))(
    "%s (%s) imports React: %s",
    async (_name, path, rendersReact) => {
      const found = await reactImports(path);
      if (rendersReact) expect(found).not.toEqual([]);
      else expect(found).toEqual([]);
    },
    30_000,
  );
});
