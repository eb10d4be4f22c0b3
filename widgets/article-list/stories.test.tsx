// Every article-list story rendered as a portable story and checked: the feed, its counter, load more, busy state.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import * as stories from "./article-list.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  articles: number;
  status: string;
  more: boolean;
  busy?: boolean;
  retry?: boolean;
}

const EXPECTATIONS: Record<StoryName, Expectation> = {
  FirstPage: { articles: 6, status: "6 of 15 articles", more: true },
  LoadedMore: { articles: 12, status: "6 more articles loaded. 12 of 15 articles", more: true },
  Loading: { articles: 6, status: "Loading…", more: true, busy: true },
  End: { articles: 15, status: "15 of 15 articles", more: false },
  Filtered: { articles: 2, status: "2 of 2 articles", more: false },
  Failed: { articles: 6, status: "More items could not be loaded.", more: true, retry: true },
  RtlKuwait: { articles: 12, status: "تم تحميل ٦ مقالات أخرى. ١٢ من ١٥ مقالًا", more: true },
};

const errors = spyOnConsoleErrors();
afterEach(unmountStory);

it.each(Object.keys(EXPECTATIONS) as StoryName[])(
  "story %s",
  async (name) => {
    const container = renderStory(composed[name]);
    const want = EXPECTATIONS[name];
    await waitFor(
      () => {
        const feed = container.querySelector("[data-article-feed]")!;
        expect(feed.querySelectorAll("[data-article-id]")).toHaveLength(want.articles);
        expect(container.querySelector(".vitrine-article-list__status")?.textContent).toBe(want.status);
        expect(container.querySelector<HTMLElement>("a[data-load-more]")!.hidden).toBe(!want.more);
        expect(feed.getAttribute("aria-busy")).toBe(String(want.busy ?? false));
        expect(container.querySelector(".vitrine-article-list__retry") !== null).toBe(want.retry ?? false);
      },
      { timeout: 8000 },
    );
    const articles = [...container.querySelectorAll("[data-article-feed] [data-article-id]")];
    expect(articles.map((a) => a.getAttribute("aria-posinset"))).toEqual(articles.map((_, i) => String(i + 1)));
    if (name === "RtlKuwait") expect(container.firstElementChild?.getAttribute("dir")).toBe("rtl");
    expect(errors.calls).toEqual([]);
  },
  15_000,
);

itCoversEveryStory(EXPECTATIONS, composed);
