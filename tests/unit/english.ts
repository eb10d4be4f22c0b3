// Helpers of the per-widget English-leftover tests: the markets whose language is not English, the
// text a shopper is shown, and which of a written-out list of English texts it still holds.

/** The markets whose language is not English (markets/markets.ts). */
export const NON_ENGLISH_MARKETS = ["it", "br", "cn", "hk", "jp", "kr", "kw", "tw", "ru", "tr", "th"] as const;
export type NonEnglishMarket = (typeof NON_ENGLISH_MARKETS)[number];

/** Text outside `hidden` subtrees plus aria-labels; `skip` leaves out elements whose text is data (store names…). */
export function shownText(root: Element | null, skip: (element: Element) => boolean = () => false): string {
  if (!root) return "";
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof HTMLElement && (node.hidden || skip(node))) return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
    if (node instanceof Element && node.hasAttribute("aria-label")) parts.push(node.getAttribute("aria-label")!);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return parts.join("\n");
}

/** The entries of `english` found in `text` as whole words, case-sensitively, except those in `sameWord` (words the
 * market's language shares with English, e.g. "Email" in Italian). */
export function englishIn(text: string, english: readonly string[], sameWord: readonly string[] = []): string[] {
  return english.filter(
    (entry) =>
      !sameWord.includes(entry) && new RegExp(`(^|[^\\p{L}])${entry.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text),
  );
}
