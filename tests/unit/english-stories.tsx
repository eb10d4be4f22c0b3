// Every story of a widget in every non-English market (the no-English rule): renders each with its
// `market` arg set, waits for it to settle, and finds none of the written-out English texts in what it shows.
import { describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { renderStory } from "./stories";
import { englishIn, NON_ENGLISH_MARKETS, shownText } from "./english";

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
