// Every editorial-search story rendered as a portable story and checked: status line, results, busy state.
import { afterEach, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { composeStories } from "@storybook/react-vite";
import { itCoversEveryStory, renderStory, spyOnConsoleErrors, unmountStory } from "../../tests/unit/stories";
import { searchArticles } from "../../fixtures/articles";
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
  Results: { status: "3 journal articles for “bag”", titles: titlesOf("bag") },
  Idle: { status: "", titles: [] },
  NoResults: { status: "No journal articles for “zzz”.", titles: [] },
  NewQuery: { status: "2 journal articles for “silk”", titles: titlesOf("silk") },
  Loading: { status: "Searching the journal for “silk”…", titles: titlesOf("bag"), busy: true },
  Failed: { status: "Journal articles could not be loaded.", titles: [], retry: true },
  // The journal's fragment speaks the market's language: "Gold, hammered by hand" in Arabic.
  RtlKuwait: { status: "مقال واحد في المجلة عن «gold»", titles: ["ذهب مطروق يدويًا"] },
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
