// §2 "Collection page", "Look tile", "Editorial article page variant"; §4 load more; §9 "Paging and URLs" (8 per page).
import { describe, expect, it } from "vitest";
import { galleryIndex, isArticlePage, isRepeatedActivation, placeholderCount } from "./rules";

describe("isArticlePage (§2: the article page name appears in the current URL)", () => {
  it.each([
    ["/pages/editorial-article.html", "editorial-article", true],
    ["/en/magazine/editorial-article.html", "editorial-article", true],
    ["/en/editorial-article.looks.html", "editorial-article", true],
    ["/en/editorial-article/looks.html", "editorial-article", true],
    ["/pages/collection.html", "editorial-article", false],
    ["/pages/editorial-article-archive.html", "editorial-article", false],
    ["/pages/editorial-article.html", undefined, false],
    ["/pages/editorial-article.html", "", false],
  ])("%s with %j → %s", (pathname, name, expected) => expect(isArticlePage(pathname, name)).toBe(expected));
});

describe("isRepeatedActivation (§4: one request at a time)", () => {
  it.each([
    ["a click", { detail: 1 }, false],
    ["a keyboard click", { detail: 0 }, false],
    ["the second click of a double click", { detail: 2 }, true],
    ["a first Enter", { repeat: false }, false],
    ["Enter held down", { repeat: true }, true],
  ])("%s → %s", (_, event, expected) => expect(isRepeatedActivation(event)).toBe(expected));
});

describe("placeholderCount (room held for the page being loaded)", () => {
  it.each([
    ["a full page when the total is unknown", 16, undefined, 8],
    ["a full page while 8 or more remain", 32, 44, 8],
    ["what remains of the declared total", 40, 44, 4],
    ["none past the total", 44, 44, 0],
  ])("%s", (_, count, total, expected) => expect(placeholderCount(count, total)).toBe(expected));
});

describe("galleryIndex (data-look-gallery)", () => {
  it.each([
    [undefined, 0],
    ["", 0],
    ["0", 0],
    [" 3 ", 3],
    ["-1", 0],
    ["two", 0],
    ["1.5", 0],
  ])("%j → %i", (value, expected) => expect(galleryIndex(value)).toBe(expected));
});
