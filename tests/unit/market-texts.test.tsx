// No English in other markets, listing side: every story of the tile labels, the menus and the listing widgets,
// rendered in each non-English market, shows none of the widgets' English texts (visible text and accessible names).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ComponentType } from "react";
import { composeStories } from "@storybook/react-vite";
import { on } from "../../core/events";
import { setPageConfig } from "../../core/page-config";
import { MARKET_CODES, markets, type MarketCode } from "../../markets/markets";
import { renderStory, spyOnConsoleErrors, unmountStory } from "./stories";
import { runClockUntil, runClockUntilIdle, useFakeClock } from "./clock";
import { server } from "./setup";
import * as tileLabels from "../../widgets/tile-labels/tile-labels.stories";
import * as collectionMenu from "../../widgets/collection-menu/collection-menu.stories";
import * as productListing from "../../widgets/product-listing/product-listing.stories";
import * as specialCollection from "../../widgets/special-collection/special-collection.stories";
import * as collectionLooks from "../../widgets/collection-looks/collection-looks.stories";
import * as articleList from "../../widgets/article-list/article-list.stories";
import * as editorialSearch from "../../widgets/editorial-search/editorial-search.stories";
import * as searchFacets from "../../widgets/search-facets/search-facets.stories";
import * as headerMenu from "../../widgets/header-menu/header-menu.stories";

/** The English a shopper could meet in these widgets, written out (not read from the catalogs under test). */
const ENGLISH = [
  // tile labels and prices
  "Available soon",
  "Out of stock",
  "Online exclusive",
  "Made to order",
  "Price on request",
  "Original price",
  "Private sales price",
  / colours?$/,
  /^\+ \d+ more/,
  // the menus
  "Menu",
  "Previous collections",
  "More collections",
  // every listing: load more, loading, failure, counter, announcements
  "Load more",
  "Loading…",
  "Loading...",
  "More items could not be loaded.",
  /more items? loaded/,
  /^\S+ of \S+$/,
  "Products",
  "Try again",
  "Retry",
  // special collection
  /: \d+ products?$/,
  "This category could not be loaded.",
  // collection looks
  /more looks? loaded/,
  "More looks could not be loaded.",
  // article list
  / of \S+ articles?$/,
  /more articles? loaded/,
  "Articles could not be loaded.",
  // editorial search
  /^Searching the journal/,
  /journal articles? for/,
  /^No journal articles/,
  "Journal articles could not be loaded.",
  // search facets
  "Apply",
  "Clear all",
  "Filters",
  "Show results",
];

const STORY_FILES: Record<string, Record<string, unknown>> = {
  tileLabels,
  collectionMenu,
  productListing,
  specialCollection,
  collectionLooks,
  articleList,
  editorialSearch,
  searchFacets,
  headerMenu,
};
/** The tile stories differ by case; these three show every label, price line, colour count and the stock failure. */
const ONLY: Partial<Record<string, readonly string[]>> = { tileLabels: ["AllCases", "VicPrivatePrice", "StockRequestFails"] };

/** Stories whose request never answers: they are settled once that request has started. Stories with a play
 * function are left out: before their play they show what another story shows, and their plays poll real time. */
const HANGS = /^Loading/;

const NON_ENGLISH: MarketCode[] = MARKET_CODES.filter((code) => !markets[code].language.startsWith("en"));

/** Visible text lines and accessible names in the canvas, skipping what the page hides. */
function shownTexts(canvas: HTMLElement): string[] {
  const texts: string[] = [];
  const hidden = (element: Element) => element.closest("[hidden], [aria-hidden='true'], template, script, style") !== null;
  for (const element of canvas.querySelectorAll("*")) {
    if (hidden(element)) continue;
    for (const name of ["aria-label", "title", "placeholder", "alt", "aria-roledescription", "aria-valuetext"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value.trim());
    }
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE && child.textContent!.trim()) texts.push(child.textContent!.trim());
    }
  }
  return texts;
}

/** Where the market's own word is the English one. */
const SAME_WORD: Partial<Record<string, readonly string[]>> = { it: ["Menu"], pt: ["Menu"] };

function englishIn(texts: string[], language: string): string[] {
  const same = SAME_WORD[language] ?? [];
  return texts.filter(
    (text) =>
      !same.includes(text) && ENGLISH.some((english) => (typeof english === "string" ? text.includes(english) : english.test(text))),
  );
}

/** Renders a story in a market and resolves once it is hydrated (or reported) and nothing is pending; for a story
 * whose request never answers, once that request has started. Returns the canvas and the server markup's texts. */
type ComposedStory = ComponentType<{ market?: MarketCode }> & { parameters?: unknown; play?: unknown };

async function renderSettled(story: string, Story: ComposedStory, market: MarketCode) {
  const stop: Array<() => void> = [];
  const settled = new Promise<void>((resolve) => {
    stop.push(
      on("mount", () => resolve()),
      on("error", () => resolve()),
    );
  });
  const requested = new Promise<void>((resolve) => {
    const onRequest = () => resolve();
    server.events.on("request:start", onRequest);
    stop.push(() => server.events.removeListener("request:start", onRequest));
  });
  try {
    // As a page has it from before any script runs: the cookie, and the store resolved from it.
    document.cookie = `static-country=${market}; path=/`;
    setPageConfig({});
    const Localised = (props: object) => <Story {...props} market={market} />;
    const canvas = renderStory(Object.assign(Localised, { parameters: Story.parameters }));
    // The server markup is on the page, no widget code has run yet: its texts are the CMS's, not the widgets'.
    const serverTexts = new Set(shownTexts(canvas));
    await runClockUntil(settled, `${story} hydrates`);
    if (HANGS.test(story)) {
      await runClockUntil(requested, `${story} requests`);
    } else {
      await runClockUntilIdle(`${story} settles`);
    }
    return { canvas, serverTexts };
  } finally {
    stop.forEach((off) => off());
  }
}

// The retry backoff of the failure stories (0.5–1 s each in real time) and the lifecycle's frames run on a fake clock.
beforeAll(useFakeClock);
afterAll(() => vi.useRealTimers());
spyOnConsoleErrors(); // failure stories log on purpose; their texts are what counts here
afterEach(unmountStory);

/** The stories each file contributes, written out by the filter above. */
const storiesOf = (file: string) =>
  Object.entries(composeStories(STORY_FILES[file] as Parameters<typeof composeStories>[0]) as Record<string, ComposedStory>).filter(
    ([story, Story]) => !Story.play && (ONLY[file]?.includes(story) ?? true),
  );

describe.each(NON_ENGLISH)("%s", (market) => {
  it.each(Object.keys(STORY_FILES))(
    "%s: no English leftover",
    async (file) => {
      const leftovers: string[] = [];
      for (const [story, Story] of storiesOf(file)) {
        const { canvas, serverTexts } = await renderSettled(story, Story, market);
        for (const text of englishIn(shownTexts(canvas), markets[market].language))
          if (!serverTexts.has(text)) leftovers.push(`${story}: "${text}"`);
        await unmountStory();
      }
      expect(leftovers).toEqual([]);
    },
    120_000,
  ); // a file's stories one after another: several seconds each on a loaded machine
});
