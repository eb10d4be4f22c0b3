// Every editorial-search story rendered as a portable story and checked: status line, results, busy state.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { searchArticles } from "../../fixtures/articles";
import { editorialSearchText } from "./messages";
import * as stories from "./editorial-search.stories";

const composed = composeStories(stories);
type StoryName = keyof typeof composed;

interface Expectation {
  status: string;
  titles: string[];
  busy?: boolean;
  retry?: boolean;
}

const titlesOf = (query: string) => searchArticles(query).map((a) => a.title);
const EXPECTATIONS: Record<StoryName, Expectation> = {
  Results: { status: editorialSearchText("en", "results", { query: "bag", count: 3 }), titles: titlesOf("bag") },
  Idle: { status: "", titles: [] },
  NoResults: { status: editorialSearchText("en", "noResults", { query: "zzz" }), titles: [] },
  NewQuery: { status: editorialSearchText("en", "results", { query: "silk", count: 2 }), titles: titlesOf("silk") },
  Loading: { status: editorialSearchText("en", "searching", { query: "silk" }), titles: titlesOf("bag"), busy: true },
  Failed: { status: editorialSearchText("en", "failed"), titles: [], retry: true },
  RtlKuwait: { status: editorialSearchText("ar-KW", "results", { query: "gold", count: 1 }), titles: titlesOf("gold") },
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
        expect(container.querySelector(".vitrine-editorial-search__status")?.textContent).toBe(want.status);
        expect([...container.querySelectorAll(".editorial-result__title")].map((t) => t.textContent)).toEqual(want.titles);
        expect(container.querySelector("[data-editorial-results]")?.getAttribute("aria-busy")).toBe(String(want.busy ?? false));
        expect(container.querySelector(".vitrine-editorial-search__retry") !== null).toBe(want.retry ?? false);
      },
      { timeout: 8000 },
    );
    if (name === "RtlKuwait") expect(container.firstElementChild?.getAttribute("dir")).toBe("rtl");
    expect(errors.calls).toEqual([]);
  },
  15_000,
);

itCoversEveryStory(EXPECTATIONS, composed);
