// `import css from "./x.css?raw"`: the stylesheet's text (vite natively; rollup through the raw-css plugin).
declare module "*.css?raw" {
  const css: string;
  export default css;
}
