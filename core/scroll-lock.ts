// §2 "Look tile" and "Gallery zoom overlay": while an overlay is open the page behind is fixed in place, and closing
// returns to the exact prior scroll position. The body is fixed at its current offset, so nothing jumps; the root
// keeps its scrollbar gutter when it had a scrollbar, so the width (and the layout) does not change. The rules go
// into one constructed stylesheet: the CSP forbids inline style attributes.

let sheet: CSSStyleSheet | undefined;
let holders = 0;
let saved = { x: 0, y: 0 };

/** The rules that fix the page at scroll offset (x, y); `gutter` keeps the room of the scrollbar that goes away. */
export function lockRules(x: number, y: number, gutter: boolean): string {
  const root = gutter ? "overflow:hidden;scrollbar-gutter:stable" : "overflow:hidden";
  return `html{${root}}body{position:fixed;top:${-y}px;left:${-x}px;right:${x}px}`;
}

function lockSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  return sheet;
}

/** Fixes the page where it is; returns the release, which restores the scroll position. Nested locks (an overlay
 * over a dialog) release the page with the last one. Each release works once. */
export function lockScroll(): () => void {
  if (holders++ === 0) {
    saved = { x: window.scrollX, y: window.scrollY };
    const gutter = window.innerWidth > document.documentElement.clientWidth;
    lockSheet().replaceSync(lockRules(saved.x, saved.y, gutter));
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holders > 0) return;
    lockSheet().replaceSync("");
    // "instant": a page-wide `scroll-behavior: smooth` must not animate the way back.
    window.scrollTo({ left: saved.x, top: saved.y, behavior: "instant" });
  };
}

export function isScrollLocked(): boolean {
  return holders > 0;
}
