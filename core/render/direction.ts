// An RTL market's widgets read right to left even when the page forgot `dir`; a `dir` the page set
// (on html, body or any ancestor) wins. The widget contract (core/widget.ts) applies it to every widget's root and to
// any container a widget renders into outside it.
import { market } from "../store";

/** Gives a widget root the market's direction when nothing above it sets one; returns what undoes it. */
export function takeMarketDirection(root: Element): () => void {
  if (market.value.direction !== "rtl" || root.closest("[dir]")) return () => {};
  root.setAttribute("dir", "rtl");
  return () => root.removeAttribute("dir");
}
