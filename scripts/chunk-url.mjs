// `import url from "./x?chunk-url"`: the address of module x, built as a chunk of its own, for code that imports it
// through core/script-loader.ts `loadModule` (time-limited, and retried under a fresh URL: a plain `import("./x")`
// hides the address the retry needs). One plugin for rollup and vite:
// - rollup, and vite's build (Storybook): an emitted chunk named after the module, `import.meta.ROLLUP_FILE_URL_…`;
// - vite's dev server and vitest: the module's own path from the root, which the dev server serves and vitest imports.
import { basename, relative } from "node:path";

const SUFFIX = "?chunk-url";

export function chunkUrl() {
  let serveRoot;
  /** Who asks for each chunk's address: the chunk loads after that module, as a dynamic import would. */
  const importers = new Map();
  return {
    name: "chunk-url",
    configResolved(config) {
      if (config.command === "serve") serveRoot = config.root;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      if (!resolved) return null;
      if (importer) importers.set(resolved.id, [...(importers.get(resolved.id) ?? []), importer]);
      return `${resolved.id}${SUFFIX}`;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      if (serveRoot !== undefined) return `export default ${JSON.stringify(`/${relative(serveRoot, file).split("\\").join("/")}`)};`;
      // Its exports are what the importer reads: kept even where the build drops entry signatures (vite). Loaded after
      // its importer: what that one has loaded already (the entry's runtime) is not split out into a chunk of its own.
      const reference = this.emitFile({
        type: "chunk",
        id: file,
        name: basename(file).replace(/\.[^.]+$/, ""),
        preserveSignature: "strict",
        implicitlyLoadedAfterOneOf: importers.get(file) ?? [],
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
