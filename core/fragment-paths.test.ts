// §7 "Content fragments" path shapes, and §4 "new experience on old special collection".
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fragmentPath, newExperienceAddress, selectorQuery, wellFormed } from "./fragment-paths";

const C = "/content/brand/it/en/ss26";

describe("fragmentPath (§7 table)", () => {
  it.each([
    [fragmentPath.categoryGrid(C, "page=2.html"), `${C}.component-grid-template.page=2.html`],
    [fragmentPath.categoryData(C, "json"), `${C}.dataProducts.json`],
    [fragmentPath.searchGrid(C, "html"), `${C}.component-grid-template-search.html`],
    [
      fragmentPath.editorialArticles(C, "journal", { category: "art", year: 2026, page: 2 }),
      `${C}.component-journal-page.category=art&year=2026&page=2`,
    ],
    [fragmentPath.editorialArticles(C, "journal", { page: 3 }), `${C}.component-journal-page.page=3`],
    [fragmentPath.editorialArticles(C, "journal", {}), `${C}.component-journal-page.`],
    [fragmentPath.collectionLooks(C), `${C}.component-collection-looks-template.html`],
    [fragmentPath.specialCollection(C), `${C}.component-special-collection-template.html`],
    [fragmentPath.collectionProductGrid(C), `${C}/component-plp-grid.productlist.html`],
    [fragmentPath.editorialSearch(C, "/search.results.", "silk & wool"), `${C}/search.results.silk%20%26%20wool`],
    [fragmentPath.headerMenu("/content/brand", "it", "en"), "/content/brand/it/en/jcr:content/component-header.newmenu.html"],
    [
      fragmentPath.headerMenu("/content/brand", "kr", "ko", { mobile: true, homeVersion: "v2" }),
      "/content/brand/kr/ko/jcr:content/component-header.newmenu.mobile.v2.html",
    ],
  ])("%s", (actual, expected) => expect(actual).toBe(expected));

  it("encodes values from the URL so they stay inside their segment", () => {
    expect(selectorQuery({ category: "a&page=9", year: undefined })).toBe("category=a%26page%3D9");
    expect(fragmentPath.headerMenu("/r", "../x", "en")).toBe("/r/..%2Fx/en/jcr:content/component-header.newmenu.html");
  });
});

describe("values with lone surrogates (a cut emoji) still make a path", () => {
  it.each([
    ["\uD83D", "\uFFFD"],
    ["a\uDC00b", "a\uFFFDb"],
    ["\uDC00\uD83D", "\uFFFD\uFFFD"],
    ["\uD83D\uDE00", "\uD83D\uDE00"], // a whole emoji stays
    ["\uD83D\uD83D\uDE00", "\uFFFD\uD83D\uDE00"],
    ["plain", "plain"],
  ])("wellFormed(%j) → %j", (value, expected) => expect(wellFormed(value)).toBe(expected));

  it.each([
    [() => selectorQuery({ category: "bags\uD83D" }), "category=bags%EF%BF%BD"],
    [
      () => fragmentPath.editorialArticles(C, "jour\uDC00nal", { category: "\uD83D" }),
      `${C}.component-jour%EF%BF%BDnal-page.category=%EF%BF%BD`,
    ],
    [() => fragmentPath.editorialSearch(C, "/search.results.", "silk \uD83D"), `${C}/search.results.silk%20%EF%BF%BD`],
    [
      () => fragmentPath.headerMenu("/r", "it\uDC00", "en", { homeVersion: "\uD83D" }),
      "/r/it%EF%BF%BD/en/jcr:content/component-header.newmenu.%EF%BF%BD.html",
    ],
  ])("%#: no URIError", (build, expected) => expect(build()).toBe(expected));
});

describe("paths over full Unicode (fast-check)", () => {
  // Any code point, any grapheme, and raw UTF-16 code units (lone surrogates: full code points never are).
  const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) });
  const anyText = fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }), codeUnits);

  it("never throws and every value stays inside its segment, decoding back to its well-formed self", () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, (category, year, query) => {
        const selector = selectorQuery({ category, year });
        expect(selector).not.toMatch(/[/?#\s]/);
        for (const part of selector ? selector.split("&") : []) expect(part.split("=")).toHaveLength(2);
        const decoded = new URLSearchParams(selector);
        if (category) expect(decoded.get("category")).toBe(wellFormed(category));
        const search = fragmentPath.editorialSearch(C, "/search.results.", query);
        expect(decodeURIComponent(search.slice(`${C}/search.results.`.length))).toBe(wellFormed(query));
        const menu = fragmentPath.headerMenu("/r", category, query);
        expect(menu.split("/")).toHaveLength(6);
      }),
    );
  });

  it("wellFormed is what String.prototype.toWellFormed gives", () => {
    const native = (String.prototype as { toWellFormed?: () => string }).toWellFormed;
    fc.assert(
      fc.property(anyText, (value) => {
        const out = wellFormed(value);
        expect(() => encodeURIComponent(out)).not.toThrow();
        if (native) expect(out).toBe(native.call(value));
      }),
    );
  });
});

describe("newExperienceAddress (§4)", () => {
  it.each([
    ["/c/facet.html", "/c/facet.new.html"],
    ["/c/facet.html?category=bags", "/c/facet.new.html?category=bags"],
    ["/c/facet.htmlx", "/c/facet.htmlx"],
  ])("%s → %s", (address, expected) => expect(newExperienceAddress(address)).toBe(expected));
});
