// Builds dist/: the ESM bootloader with one lazy chunk per widget (React in its own chunk, loaded on the first
// mount), the classic-script loader, vitrine.css from the widgets' stylesheets, sourcemaps throughout.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import esbuild from "rollup-plugin-esbuild";

const { version } = JSON.parse(readFileSync("package.json", "utf8"));

const plugins = () => [
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production"), __VERSION__: JSON.stringify(version) } }),
  nodeResolve({ browser: true, extensions: [".ts", ".tsx", ".mjs", ".js"] }),
  commonjs(),
  esbuild({ target: "es2020", minify: true, jsx: "automatic", legalComments: "none" }),
];

/** Concatenates every widgets/<name>/*.css into dist/vitrine.css (one stylesheet link per page). */
function widgetStyles() {
  return {
    name: "widget-styles",
    generateBundle() {
      const files = readdirSync("widgets", { recursive: true })
        .filter((file) => String(file).endsWith(".css"))
        .sort()
        .map((file) => join("widgets", String(file)));
      files.forEach((file) => this.addWatchFile(file));
      const source = files.map((file) => `/* ${file} */\n${readFileSync(file, "utf8")}`).join("\n");
      this.emitFile({ type: "asset", fileName: "vitrine.css", source });
    },
  };
}

const vendorChunk = (id) => {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
  if (/node_modules\/@preact\/signals/.test(id)) return "react";
  return undefined;
};

// zod's sources carry comments and cycles rollup warns about; they are harmless and not ours.
const onwarn = (warning, warn) => {
  if (warning.id?.includes("node_modules") || warning.ids?.some((id) => id.includes("node_modules"))) return;
  if (warning.code === "CIRCULAR_DEPENDENCY" && warning.ids?.every((id) => id.includes("node_modules"))) return;
  warn(warning);
};

export default [
  {
    input: { vitrine: "core/boot.ts" },
    output: {
      dir: "dist",
      format: "es",
      sourcemap: true,
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
      manualChunks: vendorChunk,
    },
    plugins: [...plugins(), widgetStyles()],
    onwarn,
  },
  {
    input: "core/loader.ts",
    output: { file: "dist/vitrine-loader.js", format: "iife", sourcemap: true },
    plugins: plugins(),
  },
];
