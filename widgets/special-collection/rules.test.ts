// §2, §5, §7, §9 and the APG tabs pattern, table by table.
import { describe, expect, it } from "vitest";
import { MISSING_TOTAL_COUNT, partNumbersOf, readGridQuery, readTotalCount, tabFocusTarget, tabStop, tilesOf } from "./rules";

/** A response body as a fragment (the sanitiser is core/html.ts's concern, tested there). */
function htmlFragment(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

describe("readGridQuery (§2, §9: page default 1, category default all)", () => {
  it.each([
    ["", { page: 1, category: "all" }],
    ["?page=3&category=bags", { page: 3, category: "bags" }],
    ["?page=0", { page: 1, category: "all" }],
    ["?page=-2&category=", { page: 1, category: "all" }],
    ["?page=2.5&category=%20shoes%20", { page: 1, category: "shoes" }],
    ["?page=abc&category=a%22%5D", { page: 1, category: 'a"]' }],
  ])("%s", (search, expected) => expect(readGridQuery(search)).toEqual(expected));
});

describe("readTotalCount (§5: a response must hold a total-count element)", () => {
  it.each([
    ['<li></li><span id="total-count" hidden>43</span>', 43],
    ['<div id="total-count"> 0 </div>', 0],
    ['<ul><li><span id="total-count">210</span></li></ul>', 210],
  ])("%s → %d", (html, total) => expect(readTotalCount(htmlFragment(html))).toBe(total));

  it.each([[""], ["<li data-part-number='A'></li>"], ['<span class="total-count">4</span>'], ['<span data-id="total-count">4</span>']])(
    "%j throws exactly the §5 message",
    (html) => expect(() => readTotalCount(htmlFragment(html))).toThrowError(new Error("missing total count tracker in html response")),
  );

  it("names the constant as the spec words it", () => expect(MISSING_TOTAL_COUNT).toBe("missing total count tracker in html response"));

  it.each([["forty"], [""], ["-1"], ["1e3"]])("a non-numeric total %j is an error too (§5 counts are numeric)", (text) => {
    expect(() => readTotalCount(htmlFragment(`<span id="total-count">${text}</span>`))).toThrowError(
      /^invalid total count tracker in html response/,
    );
  });
});

describe("tilesOf / partNumbersOf (§7: the part numbers just loaded)", () => {
  it("reads every tile's part number in document order, trimmed; empty ones are dropped", () => {
    const fragment = htmlFragment(
      `<li><article data-product-id="1" data-part-number="VT1"></article></li>
       <li><article data-product-id="2" data-part-number=" VT2 "></article></li>
       <li><article data-product-id="3" data-part-number=""></article></li>
       <span id="total-count">3</span>`,
    );
    const tiles = tilesOf(fragment);
    expect(tiles).toHaveLength(3);
    expect(partNumbersOf(tiles)).toEqual(["VT1", "VT2"]);
  });
});

describe("tabFocusTarget (APG tabs: arrows wrap, Home, End; RTL mirrors the arrows)", () => {
  it.each([
    // [key, index, count, direction, target]
    ["ArrowRight", 0, 7, "ltr", 1],
    ["ArrowRight", 6, 7, "ltr", 0],
    ["ArrowLeft", 0, 7, "ltr", 6],
    ["ArrowLeft", 3, 7, "ltr", 2],
    ["ArrowLeft", 0, 7, "rtl", 1],
    ["ArrowLeft", 6, 7, "rtl", 0],
    ["ArrowRight", 0, 7, "rtl", 6],
    ["ArrowRight", 3, 7, "rtl", 2],
    ["Home", 4, 7, "ltr", 0],
    ["End", 1, 7, "rtl", 6],
    ["ArrowDown", 1, 7, "ltr", undefined],
    ["Enter", 1, 7, "ltr", undefined],
    ["ArrowRight", 0, 0, "ltr", undefined],
  ] as const)("%s from %d of %d (%s) → %s", (key, index, count, direction, target) => {
    expect(tabFocusTarget(key, index, count, direction)).toBe(target);
  });
});

describe("tabStop (APG roving tabindex)", () => {
  it.each([
    [["all", "bags"], "bags", 1],
    [["all", "bags"], "all", 0],
    [["all", "bags"], "unknown", 0],
  ])("%j with %s selected → %d", (categories, selected, stop) => expect(tabStop(categories, selected)).toBe(stop));
});
