// §7 "Content fragments" path shapes, and §4 "new experience on old special collection".
import { describe, expect, it } from "vitest";
import { fragmentPath, newExperienceAddress, selectorQuery } from "./fragment-paths";

const C = "/content/brand/it/en/ss26";

describe("fragmentPath (§7 table)", () => {
  it.each([
    [fragmentPath.categoryGrid(C, "page=2.html"), `${C}.component-grid-template.page=2.html`],
    [fragmentPath.categoryData(C, "json"), `${C}.dataProducts.json`],
    [fragmentPath.searchGrid(C, "html"), `${C}.component-grid-template-search.html`],
    [fragmentPath.editorialArticles(C, "journal", { category: "art", year: 2026, page: 2 }), `${C}.component-journal-page.category=art&year=2026&page=2`],
    [fragmentPath.editorialArticles(C, "journal", { page: 3 }), `${C}.component-journal-page.page=3`],
    [fragmentPath.editorialArticles(C, "journal", {}), `${C}.component-journal-page.`],
    [fragmentPath.collectionLooks(C), `${C}.component-collection-looks-template.html`],
    [fragmentPath.specialCollection(C), `${C}.component-special-collection-template.html`],
    [fragmentPath.collectionProductGrid(C), `${C}/component-plp-grid.productlist.html`],
    [fragmentPath.editorialSearch(C, "/search.results.", "silk & wool"), `${C}/search.results.silk%20%26%20wool`],
    [fragmentPath.headerMenu("/content/brand", "it", "en"), "/content/brand/it/en/jcr:content/component-header.newmenu.html"],
    [fragmentPath.headerMenu("/content/brand", "kr", "ko", { mobile: true, homeVersion: "v2" }), "/content/brand/kr/ko/jcr:content/component-header.newmenu.mobile.v2.html"],
  ])("%s", (actual, expected) => expect(actual).toBe(expected));

  it("encodes values from the URL so they stay inside their segment", () => {
    expect(selectorQuery({ category: "a&page=9", year: undefined })).toBe("category=a%26page%3D9");
    expect(fragmentPath.headerMenu("/r", "../x", "en")).toBe("/r/..%2Fx/en/jcr:content/component-header.newmenu.html");
  });
});

describe("newExperienceAddress (§4)", () => {
  it.each([
    ["/c/facet.html", "/c/facet.new.html"],
    ["/c/facet.html?category=bags", "/c/facet.new.html?category=bags"],
    ["/c/facet.htmlx", "/c/facet.htmlx"],
  ])("%s → %s", (address, expected) => expect(newExperienceAddress(address)).toBe(expected));
});
