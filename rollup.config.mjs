// Builds dist/: the ESM bootloader with one lazy chunk per widget (its CSS inside; React in its own chunk, loaded
// with the React host before the code of a widget that renders React, and never for one that does not), the public
// modules a team's own widgets import (register.js, widget.js), the classic-script loader (ES5), sourcemaps
// throughout; and the same again in dist/react-external/ with React left to the host app's bundler (`vitrine/react-external`).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import commonjs from "@rollup/plugin-commonjs";
import MagicString from "magic-string";
import ts from "typescript";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import esbuild from "rollup-plugin-esbuild";
import { minify } from "terser";
import { chunkUrl } from "./scripts/chunk-url.mjs";

const { version } = JSON.parse(readFileSync("package.json", "utf8"));

const plugins = () => [
  replace({
    preventAssignment: true,
    values: { "process.env.NODE_ENV": JSON.stringify("production"), __VERSION__: JSON.stringify(version) },
  }),
  nodeResolve({ browser: true, extensions: [".ts", ".tsx", ".mjs", ".js"] }),
  commonjs(),
  esbuild({ target: "es2020", minify: true, jsx: "automatic", legalComments: "none" }),
  catalogLoaders(),
];

/**
 * A catalog's one loader, `import(`./messages/${language}.ts`)` (markets/messages.ts), written out as a map of that
 * folder's files, `({ ar: () => import("./messages/ar.ts"), … })[language]()`, as rollup follows literal paths only.
 * Why our own: it is the map the catalogs held by hand, where @rollup/plugin-dynamic-import-vars' switch cost ~0.5 KB
 * per page. A catalog asks only for the languages it lists, each a file there (tests/unit/all-messages.ts loads them
 * all). In the catalogs (`*messages.ts`) only, after esbuild (rollup parses JavaScript); any other computed import()
 * there fails the build.
 */
function catalogLoaders() {
  return {
    name: "catalog-loaders",
    transform(code, id) {
      if (!/\/(core|markets|widgets)\/(.+\/)?[\w-]*messages\.ts$/.test(id)) return null;
      const out = new MagicString(code);
      const visit = (node) => {
        if (node?.type === "ImportExpression" && !(node.source.type === "Literal" && typeof node.source.value === "string")) {
          const { quasis = [], expressions: [language, ...more] = [] } = node.source;
          const [folder, extension] = quasis.map((quasi) => quasi.value.cooked);
          if (language?.type !== "Identifier" || more.length > 0 || !/^\.\/[\w-]+\/$/.test(folder) || extension !== ".ts" || node.options)
            this.error(
              `a catalog's computed import() is import(\`./<folder>/\${language}.ts\`) alone: ${code.slice(node.start, node.end)}`,
              node.start,
            );
          const files = readdirSync(join(dirname(id), folder))
            .filter((file) => file.endsWith(extension))
            .sort();
          const map = files.map((file) => `${JSON.stringify(file.slice(0, -extension.length))}:()=>import("${folder}${file}")`);
          out.overwrite(node.start, node.end, `({${map.join(",")}})[${language.name}]()`);
        }
        for (const value of Object.values(node ?? {})) if (value && typeof value === "object") [value].flat().forEach(visit);
      };
      visit(this.parse(code));
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/** `import css from "./x.css?raw"` gives the file's text, as vite does for tests and Storybook. */
function rawCss() {
  return {
    name: "raw-css",
    async resolveId(source, importer) {
      if (!source.endsWith(".css?raw")) return null;
      const resolved = await this.resolve(source.slice(0, -"?raw".length), importer, { skipSelf: true });
      return resolved && `${resolved.id}?raw`;
    },
    load(id) {
      if (!id.endsWith(".css?raw")) return null;
      const file = id.slice(0, -"?raw".length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(readFileSync(file, "utf8"))};`;
    },
  };
}

const REACT_CHUNK = "react";

// React, and what only React code uses, in one chunk loaded by the pages whose widgets render React; the signals
// every widget shares in their own, so a widget that renders no React reads the store without downloading React.
// widgets/registry.test.ts asks it which modules are React's.
export const vendorChunk = (id) => {
  if (/node_modules\/@preact\/signals-core\//.test(id)) return "signals";
  if (/node_modules\/(react|react-dom|scheduler|use-sync-external-store|@preact\/signals-react)\//.test(id)) return REACT_CHUNK;
  return undefined;
};

/** `to` as an import specifier from the chunk `from` (both relative to dist/). */
const importPath = (from, to) => {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith(".") ? path : `./${path}`;
};

/**
 * Whether a widget renders React is read off the build, never written by hand: a dynamic import of a chunk whose
 * static imports take in the `react` chunk (rollup hoists transitive imports, so that list is the whole static graph)
 * is rendered to load the page's React host first (core/render/host.tsx, the one root): React then evaluates in a
 * task of its own, before that code, which renders at once. Every other import stays as it is, so a widget whose
 * graph holds no React loads none (tests/e2e/react-pages.spec.ts lists which pages may load it).
 */
function reactHostFirst() {
  let host;
  return {
    name: "react-host-first",
    buildStart() {
      host = this.emitFile({ type: "chunk", id: "core/render/host.tsx", implicitlyLoadedAfterOneOf: ["core/boot.ts"] });
    },
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      const hostFile = this.getFileName(host);
      if (!targetChunk || targetChunk.fileName === hostFile) return null;
      const react = getTargetChunkImports()?.some(
        (imported) =>
          (imported.type === "internal" && imported.chunk.name === REACT_CHUNK) ||
          (imported.type === "external" && isReact(imported.fileName)),
      );
      return react ? { left: `import("${importPath(chunk.fileName, hostFile)}").then(()=>import(`, right: "))" } : null;
    },
  };
}

/**
 * The bootloader, which every page downloads, is minified once more as a whole by terser (esbuild minifies module by
 * module): its names, given by frequency across the chunk, compress better (README "Bench": ~170 B gz of the 4 KB
 * budget). Widget chunks keep esbuild's output: they load only where used, and terser would slow the build.
 */
function minifyEntry(fileName) {
  return {
    name: "minify-entry",
    async renderChunk(code, chunk) {
      if (chunk.fileName !== fileName) return null;
      const { code: minified, map } = await minify(code, {
        module: true,
        ecma: 2020,
        compress: { passes: 2 },
        sourceMap: { asObject: true },
      });
      return { code: minified, map };
    },
  };
}

/** React itself, which `vitrine/react-external` imports from the host app (one React on the page). */
const isReact = (id) => /^(react|react-dom)(\/|$)/.test(id);

/**
 * The modules a team's own widgets import, at fixed names beside vitrine.js: `vitrine/register` (core/register.ts) and
 * `vitrine/widget` (core/public-widget.ts). Both are loaded after the bootloader, so they take what it holds from it
 * (one lifecycle, one store, one error funnel) and the bootloader carries nothing for them.
 */
function publicModules() {
  return {
    name: "public-modules",
    buildStart() {
      for (const [fileName, id] of [
        ["register.js", "core/register.ts"],
        ["widget.js", "core/public-widget.ts"],
      ])
        this.emitFile({ type: "chunk", id, fileName, implicitlyLoadedAfterOneOf: ["core/boot.ts"], preserveSignature: "strict" });
    },
  };
}

/**
 * Lowers a chunk to ES5 (TypeScript's transpiler, already the repo's): the classic loader goes into AEM clientlibs,
 * whose default minifier may take ES5 only (tests/package/loader-es5.mjs parses it as ES5).
 */
function es5() {
  return {
    name: "es5",
    renderChunk(code) {
      const { outputText, sourceMapText } = ts.transpileModule(code, {
        compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.None, sourceMap: true, removeComments: true },
      });
      return { code: outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ""), map: sourceMapText };
    },
  };
}

// zod's sources carry comments and cycles rollup warns about; they are harmless and not ours.
const onwarn = (warning, warn) => {
  if (warning.id?.includes("node_modules") || warning.ids?.some((id) => id.includes("node_modules"))) return;
  if (warning.code === "CIRCULAR_DEPENDENCY" && warning.ids?.every((id) => id.includes("node_modules"))) return;
  warn(warning);
};

/** One build of the runtime into `dir`; `external` leaves React to the host app's bundler. */
const runtime = (dir, external) => ({
  input: { vitrine: "core/boot.ts" },
  external,
  output: {
    dir,
    format: "es",
    sourcemap: true,
    entryFileNames: "[name].js",
    // A widget's chunk is named after its folder (widgets/<name>/index.ts), not "index".
    chunkFileNames: ({ facadeModuleId }) => {
      const widget = facadeModuleId?.match(/widgets\/([^/]+)\/index\.tsx?$/)?.[1];
      return `chunks/${widget ?? "[name]"}-[hash:7].js`;
    },
    manualChunks: vendorChunk,
    // Hashes of lower-case letters and digits: the bootloader names every widget chunk, and gzip codes these in
    // fewer bits than base64's.
    hashCharacters: "base36",
  },
  // The bootloader's exports serve its own chunks only (register.js and widget.js keep theirs).
  preserveEntrySignatures: false,
  plugins: [rawCss(), chunkUrl(), reactHostFirst(), publicModules(), ...plugins(), minifyEntry("vitrine.js")],
  onwarn,
});

/** The registry's widget code stays out of the linter: it reads the contracts (widgets/contracts.ts), never loads a widget. */
const noWidgetCode = () => ({
  name: "no-widget-code",
  resolveDynamicImport: (_, importer) => (importer?.endsWith("widgets/registry.ts") ? false : null),
});

export default [
  runtime("dist"),
  runtime("dist/react-external", isReact),
  {
    input: "core/loader.ts",
    output: { file: "dist/vitrine-loader.js", format: "iife", sourcemap: true },
    plugins: [...plugins(), es5()],
  },
  // `vitrine lint` (tools/lint/cli.ts), the package's bin: Node ESM with its parser inside, so it needs no dependency.
  {
    input: "tools/lint/cli.ts",
    external: (id) => id.startsWith("node:"),
    output: { file: "dist/cli/vitrine.js", format: "es", banner: "#!/usr/bin/env node", inlineDynamicImports: true },
    plugins: [
      noWidgetCode(),
      nodeResolve({ preferBuiltins: true, extensions: [".ts", ".mjs", ".js"] }),
      commonjs(),
      esbuild({ target: "node20", minify: true, legalComments: "none" }),
    ],
    onwarn,
  },
];
