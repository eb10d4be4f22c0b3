// `import css from "./x.css?raw"`: the stylesheet's text (vite natively; rollup through the raw-css plugin).
declare module "*.css?raw" {
  const css: string;
  export default css;
}

// `import url from "./x?chunk-url"`: the address of module x built as its own chunk (scripts/chunk-url.mjs).
declare module "*?chunk-url" {
  const url: string;
  export default url;
}
