import { describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { renderStory } from "./stories";

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

type MarketStory = ComponentType<{ market?: (typeof NON_ENGLISH_MARKETS)[number] }> & { parameters?: unknown };

/**
 * In each non-English market, renders every story (its `market` arg set to it), waits for `settle`, then finds none of
 * `english` in what `root` shows. The caller unmounts after each test (`unmountStory`).
 */
export function itSpeaksEveryMarket(
  composed: Record<string, MarketStory>,
  english: readonly string[],
  { root, settle }: { root: () => Element | null; settle: (story: string) => Promise<unknown> },
): void {
  describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
    it.each(Object.keys(composed))("story %s", async (name) => {
      const Story = composed[name]!;
      renderStory(Object.assign(() => <Story market={market} />, { parameters: Story.parameters }));
      await settle(name);
      expect(englishIn(shownText(root()), english)).toEqual([]);
    });
  });
}
