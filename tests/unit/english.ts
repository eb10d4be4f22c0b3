// For the per-widget "English in other markets" tests (issue 8's rule, issue 10's widgets): what a shopper is shown or
// told, and which of a widget's English texts (written out by the test) appear in it.

/** Text outside `hidden` subtrees, plus aria-labels. */
export function shownText(root: Element | null): string {
  if (!root) return "";
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof HTMLElement && node.hidden) return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
    if (node instanceof Element && node.hasAttribute("aria-label")) parts.push(node.getAttribute("aria-label")!);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return parts.join("\n");
}

/** The texts of `english` found in `text` as whole words, case-sensitively ("Chiudi" is not "Close"). */
export function englishIn(text: string, english: readonly string[]): string[] {
  return english.filter((e) => new RegExp(`(^|[^\\p{L}])${e.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text));
}

/** The markets whose language is not English (markets/markets.ts). */
export const NON_ENGLISH_MARKETS = ["it", "br", "cn", "hk", "jp", "kr", "kw", "tw", "ru", "tr", "th"] as const;
