import { describe, expect, it } from "vitest";
import { articleListHref, filtersKey, readArticleUrl } from "./rules";

describe("§7 article list filters in the URL: category, year, page, each optional", () => {
  it.each([
    ["", { filters: {}, page: 1 }],
    ["?category=culture", { filters: { category: "culture" }, page: 1 }],
    ["?category=%20culture%20&year=2025&page=3", { filters: { category: "culture", year: "2025" }, page: 3 }],
    ["?category=&year=&page=0", { filters: {}, page: 1 }],
    ["?page=abc", { filters: {}, page: 1 }],
  ])("%j", (search, expected) => expect(readArticleUrl(search)).toEqual(expected));

  it.each([
    ["https://s.test/e.html", {}, 1, "https://s.test/e.html"],
    ["https://s.test/e.html?page=3", { category: "fashion" }, 1, "https://s.test/e.html?category=fashion"],
    ["https://s.test/e.html?category=art&wcmmode=edit#top", { year: "2024" }, 2, "https://s.test/e.html?wcmmode=edit&year=2024&page=2#top"],
    ["https://s.test/e.html", { category: "a&b" }, 1, "https://s.test/e.html?category=a%26b"],
  ] as const)("%s + %j page %i → %s", (href, filters, page, expected) => expect(articleListHref(href, filters, page)).toBe(expected));
});

describe("filtersKey (the engine asks once per distinct filter set)", () => {
  it.each([
    [{}, { category: " " }, true],
    [{ category: "culture" }, { category: " culture " }, true],
    [{ category: "culture" }, { year: "culture" }, false],
    [{ category: "culture", year: "2025" }, { year: "2025", category: "culture" }, true],
  ])("%j ~ %j: %s", (a, b, same) => expect(filtersKey(a) === filtersKey(b)).toBe(same));
});
