// §2 "Product listing pages", §5 "Lists and counts", §7 "Content fragments", §9 "Paging and URLs" / "Search facets".
import { describe, expect, it } from "vitest";
import {
  buttonView,
  counterText,
  filtersKey,
  listingFilters,
  loadMoreHref,
  loadedAnnouncement,
  pageAtCentre,
  pageCountOf,
  requestQuery,
  restoreTarget,
  resultsCounter,
  scrolledHref,
  tileClickHref,
  urlPosition,
} from "./rules";

const PLP = "https://shop.test/plp.html";

describe("resultsCounter (§2: only when both are present and total >= current; §5: numeric)", () => {
  it.each([
    // [current, total, shown]
    [24, 240, { current: 24, total: 240 }],
    [240, 240, { current: 240, total: 240 }],
    [0, 0, { current: 0, total: 0 }],
    [48, 24, undefined], // total < current
    [undefined, 240, undefined],
    [24, undefined, undefined],
    ["24", 240, undefined], // §5: counts must be numeric
    [24, "240", undefined],
    [Number.NaN, 240, undefined],
    [24, Number.POSITIVE_INFINITY, undefined],
    [2.5, 240, undefined],
    [-1, 240, undefined],
    [null, 240, undefined],
  ])("current %j, total %j", (current, total, shown) => expect(resultsCounter(current, total)).toEqual(shown));
});

describe('counterText (§2 "currentCount of totalCount", Intl digits, the right-to-left variant)', () => {
  it.each([
    ["en", 24, 240, "24 of 240"],
    ["en", 1200, 2400, "1,200 of 2,400"],
    ["it", 12000, 24000, "12.000 di 24.000"], // it groups from 5 digits (CLDR)
    ["ar-KW", 24, 240, "٢٤ من ٢٤٠"], // kw: Arabic-Indic digits, read right to left
    ["ja", 24, 240, "24 / 240"],
  ])("%s: %i of %i → %s", (language, current, total, text) => expect(counterText(language, { current, total })).toBe(text));

  it("announces what a load added, then the counter when it shows", () => {
    expect(loadedAnnouncement("en", 24, { current: 48, total: 240 })).toBe("24 more items loaded. 48 of 240");
    expect(loadedAnnouncement("en", 1, undefined)).toBe("1 more item loaded");
    expect(loadedAnnouncement("ar-KW", 24, { current: 48, total: 240 })).toBe("تم تحميل ٢٤ منتجًا. ٤٨ من ٢٤٠");
  });
});

describe("pageCountOf", () => {
  it.each([
    [{ pageCount: 10, totalCount: 240, pageSize: 24 }, 10],
    [{ totalCount: 240, pageSize: 24 }, 10],
    [{ totalCount: 241, pageSize: 24 }, 11],
    [{ totalCount: 0, pageSize: 24 }, 1],
    [{ pageSize: 24 }, undefined],
  ])("%j → %j", (input, pages) => expect(pageCountOf(input)).toBe(pages));
});

describe("tileClickHref (§2: PN and productPage in the hash; page in the query when it differs, none for 1)", () => {
  it.each([
    [`${PLP}`, { partNumber: "VT10042", page: 3 }, `${PLP}?page=3#PN=VT10042&productPage=3`],
    [`${PLP}?page=3`, { partNumber: "VT10042", page: 3 }, `${PLP}?page=3#PN=VT10042&productPage=3`],
    [`${PLP}?page=5&order=newest`, { partNumber: "VT10042", page: 4 }, `${PLP}?page=4&order=newest#PN=VT10042&productPage=4`],
    [`${PLP}?page=5`, { partNumber: "VT10001", page: 1 }, `${PLP}#PN=VT10001&productPage=1`],
    [`${PLP}?category=bags#PN=OLD&productPage=9`, { partNumber: "VT1", page: 2 }, `${PLP}?category=bags&page=2#PN=VT1&productPage=2`],
    [`${PLP}`, { partNumber: "a&b=c#d", page: 1 }, `${PLP}#PN=a%26b%3Dc%23d&productPage=1`],
  ])("%s + %j", (href, tile, expected) => expect(tileClickHref(href, tile)).toBe(expected));
});

describe("scrolledHref and loadMoreHref (§2: page follows the scroll, omitted for 1; §3 progressive enhancement)", () => {
  it.each([
    [`${PLP}`, 2, `${PLP}?page=2`],
    [`${PLP}?page=2&q=silk`, 1, `${PLP}?q=silk`],
    [`${PLP}?page=2#PN=VT1&productPage=2`, 3, `${PLP}?page=3#PN=VT1&productPage=2`],
  ])("scrolledHref(%s, %i)", (href, page, expected) => expect(scrolledHref(href, page)).toBe(expected));

  it("the link asks the server for the next page, without the hash", () => {
    expect(loadMoreHref(`${PLP}?category=bags&page=2#PN=VT1`, 3)).toBe(`${PLP}?category=bags&page=3`);
  });
});

describe("pageAtCentre (the page mostly in view: the one crossing the viewport's centre line)", () => {
  it.each([
    [[3], 1, 3],
    [[], 4, 4], // in the gap between two pages: unchanged
    [[2, 3], 1, 2],
  ])("%j (previous %i) → %i", (crossing, previous, page) => expect(pageAtCentre(new Set(crossing), previous)).toBe(page));
});

describe("restoreTarget and urlPosition (§2: on load and Back, the page in the query and the product in the hash)", () => {
  it.each([
    [{ queryPage: 3, tilePage: 3 }, { kind: "tile" }],
    [{ queryPage: 1, tilePage: 1 }, { kind: "tile" }],
    [
      { queryPage: 5, tilePage: 3 },
      { kind: "page", page: 5 },
    ], // scrolled on since the click: the query wins
    [{ queryPage: 3 }, { kind: "page", page: 3 }], // the product is not listed any more
    [{ queryPage: 1 }, { kind: "none" }],
  ])("%j → %j", (input, target) => expect(restoreTarget(input)).toEqual(target));

  it.each([
    [`${PLP}?page=3#PN=VT10042&productPage=3`, { page: 3, partNumber: "VT10042" }],
    [`${PLP}?page=x#PN=`, { page: 1 }],
    [`${PLP}#look-id=7`, { page: 1 }],
  ])("%s", (href, position) => expect(urlPosition(href)).toEqual(position));
});

describe("listingFilters, filtersKey and requestQuery (§7 paths, §9 facets)", () => {
  const q = (search: string) => new URLSearchParams(search);

  it("search and category listings forward q, every facet (repeated), order and category", () => {
    expect(listingFilters("search", q("q=silk&ColorGroup=black&ColorGroup=red&SizeGroup=small&page=3&utm=x"), { order: "newest" })).toEqual(
      {
        q: "silk",
        ColorGroup: ["black", "red"],
        SizeGroup: ["small"],
        order: "newest",
      },
    );
    expect(listingFilters("category", q("order=price-desc&categories3=totes"), { category: "bags", order: "price-asc" })).toEqual({
      categories3: ["totes"],
      order: "price-desc",
      category: "bags",
    });
  });

  it("collection grids take category (default all) and order only", () => {
    expect(listingFilters("collection", q("q=silk&ColorGroup=black"), {})).toEqual({ category: "all" });
    expect(listingFilters("collection", q("category=shoes&order=newest"), { category: "bags" })).toEqual({
      category: "shoes",
      order: "newest",
    });
  });

  it("the same filters in another order are the same query", () => {
    const a = listingFilters("search", q("ColorGroup=red&q=silk&ColorGroup=black"), {});
    const b = listingFilters("search", q("q=silk&ColorGroup=black&ColorGroup=red"), {});
    expect(filtersKey(a)).toBe(filtersKey(b));
    expect(filtersKey(a)).not.toBe(filtersKey(listingFilters("search", q("q=silk&ColorGroup=black"), {})));
  });

  it("adds page, and pageLoad=false for the collection product grid", () => {
    expect(requestQuery("category", { category: "bags" }, 2)).toEqual({ category: "bags", page: 2 });
    expect(requestQuery("collection", { category: "all", order: "newest" }, 3)).toEqual({
      category: "all",
      order: "newest",
      page: 3,
      pageLoad: "false",
    });
  });
});

describe("buttonView (§4 generic: reset, turn-off, hide, disable; §8 a failure shows the button again)", () => {
  const on = { active: true, visible: true };
  it.each([
    ["active", { hasMore: true, loadMore: on, loading: false, failed: false }, { placement: "shown", disabled: false, loading: false }],
    ["loading", { hasMore: true, loadMore: on, loading: true, failed: false }, { placement: "shown", disabled: false, loading: true }],
    [
      "nothing more",
      { hasMore: false, loadMore: on, loading: false, failed: false },
      { placement: "removed", disabled: false, loading: false },
    ],
    [
      "turned off",
      { hasMore: true, loadMore: { active: false, visible: false }, loading: false, failed: false },
      { placement: "removed", disabled: true, loading: false },
    ],
    [
      "hidden: auto-load goes on",
      { hasMore: true, loadMore: { active: true, visible: false }, loading: false, failed: false },
      { placement: "invisible", disabled: false, loading: false },
    ],
    [
      "hidden, then a failure",
      { hasMore: true, loadMore: { active: true, visible: false }, loading: false, failed: true },
      { placement: "shown", disabled: false, loading: false },
    ],
    [
      "disabled",
      { hasMore: true, loadMore: { active: false, visible: true }, loading: false, failed: false },
      { placement: "shown", disabled: true, loading: false },
    ],
  ])("%s", (_, input, view) => expect(buttonView(input)).toEqual(view));
});
