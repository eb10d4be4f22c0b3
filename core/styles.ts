// A widget's CSS travels with its code: adopted as a constructed stylesheet when the widget's chunk loads,
// before its first mount, so pages need no render-blocking stylesheet and nothing shifts on hydration.
const adopted = new Map<string, CSSStyleSheet>();

export function adoptStyles(css: string): void {
  if (adopted.has(css)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  adopted.set(css, sheet);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Takes back what `adoptStyles(css)` adopted (the debug overlay switched off: it leaves nothing behind). */
export function dropStyles(css: string): void {
  const sheet = adopted.get(css);
  adopted.delete(css);
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adoptedSheet) => adoptedSheet !== sheet);
}
