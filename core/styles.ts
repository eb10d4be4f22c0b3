// A widget's CSS travels with its code: adopted as a constructed stylesheet when the widget's chunk loads,
// before its first mount, so pages need no render-blocking stylesheet and nothing shifts on hydration.
const adopted = new Set<string>();

export function adoptStyles(css: string): void {
  if (adopted.has(css)) return;
  adopted.add(css);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
