import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  FACET_NAMES,
  effectiveSelection,
  parseFacets,
  readSearchState,
  sameSelection,
  searchHref,
  visibleFacets,
  writeFacets,
  type FacetSelection,
} from "./rules";

const PARENTS: Record<string, string> = { totes: "bags", clutches: "bags", pumps: "shoes", boots: "shoes" };
const parentOf = (value: string) => PARENTS[value];

describe("§9 Search facets: the selection in the URL", () => {
  it.each([
    ["", {}],
    ["q=bag", {}],
    ["categories2=bags", { categories2: ["bags"] }],
    ["ColorGroup=black&ColorGroup=red", { ColorGroup: ["black", "red"] }],
    ["ColorGroup=black&ColorGroup=black&ColorGroup=", { ColorGroup: ["black"] }],
    ["ColorGroup=%20red%20&colorgroup=blue", { ColorGroup: ["red"] }],
    ["SizeGroup=m-l&categories2=shoes&categories2=bags", { categories2: ["shoes", "bags"], SizeGroup: ["m-l"] }],
  ])("%j → %j", (search, selection) => expect(parseFacets(new URLSearchParams(search))).toEqual(selection));

  it("writes repeated parameters in §9 order after the others", () => {
    const params = writeFacets(new URLSearchParams("ColorGroup=old&q=bag&page=2"), {
      SizeGroup: ["m-l"],
      ColorGroup: ["black", "red"],
      categories2: ["bags"],
    });
    expect(params.toString()).toBe("q=bag&page=2&categories2=bags&ColorGroup=black&ColorGroup=red&SizeGroup=m-l");
  });

  it("searchHref sets the query, drops page and keeps the hash", () => {
    expect(
      searchHref("https://s.test/search-results.html?q=old&page=3&ColorGroup=x#top", {
        query: "silk scarf",
        facets: { categories2: ["bags"] },
      }),
    ).toBe("https://s.test/search-results.html?q=silk+scarf&categories2=bags#top");
    expect(searchHref("https://s.test/s.html?q=old", { query: "", facets: {} })).toBe("https://s.test/s.html");
  });

  it("readSearchState reads q (trimmed) and the facets", () => {
    expect(readSearchState("?q=%20bag%20&ColorGroup=black")).toEqual({ query: "bag", facets: { ColorGroup: ["black"] } });
  });

  const value = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== "");
  const selection: fc.Arbitrary<FacetSelection> = fc
    .record(
      Object.fromEntries(FACET_NAMES.map((name) => [name, fc.uniqueArray(value, { maxLength: 4 })])) as Record<
        string,
        fc.Arbitrary<string[]>
      >,
    )
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, values]) => values.length > 0)) as FacetSelection);
  const otherParams = fc.array(fc.tuple(fc.constantFrom("q", "page", "utm", "x y"), fc.string({ maxLength: 8 })), { maxLength: 4 });

  it("round-trips: parse(write(s)) = s, and every other parameter survives in order (fast-check)", () => {
    fc.assert(
      fc.property(selection, otherParams, (s, others) => {
        const written = writeFacets(new URLSearchParams(others), s);
        const reparsed = new URLSearchParams(written.toString());
        expect(parseFacets(reparsed)).toEqual(s);
        expect([...reparsed].filter(([key]) => !FACET_NAMES.includes(key as never))).toEqual(others);
      }),
    );
  });

  it("write(parse(p)) is stable: writing twice changes nothing (fast-check)", () => {
    fc.assert(
      fc.property(selection, otherParams, (s, others) => {
        const once = writeFacets(new URLSearchParams(others), s);
        expect(writeFacets(once, parseFacets(once)).toString()).toBe(once.toString());
      }),
    );
  });
});

describe("§9 order and visibility: level 3 and SizeGroup after level 2", () => {
  it.each([
    ["nothing selected", {}, ["categories2", "collection", "ColorGroup", "MaterialGroup"]],
    ["a colour only", { ColorGroup: ["black"] }, ["categories2", "collection", "ColorGroup", "MaterialGroup"]],
    [
      "a level-2 category",
      { categories2: ["bags"] },
      ["categories2", "categories3", "collection", "ColorGroup", "MaterialGroup", "SizeGroup"],
    ],
  ] as const)("%s", (_, selection, expected) => expect(visibleFacets(selection)).toEqual(expected));

  it.each([
    ["level 3 without level 2 is dropped", { categories3: ["totes"], SizeGroup: ["m-l"] }, {}],
    [
      "level 3 under its selected parent counts",
      { categories2: ["bags"], categories3: ["totes"] },
      { categories2: ["bags"], categories3: ["totes"] },
    ],
    [
      "level 3 under another parent is dropped",
      { categories2: ["bags"], categories3: ["totes", "pumps"] },
      { categories2: ["bags"], categories3: ["totes"] },
    ],
    ["an unknown level-3 value is dropped", { categories2: ["bags"], categories3: ["???"] }, { categories2: ["bags"] }],
    [
      "SizeGroup counts once level 2 is selected",
      { categories2: ["shoes"], SizeGroup: ["eu-38-39"] },
      { categories2: ["shoes"], SizeGroup: ["eu-38-39"] },
    ],
    [
      "the other facets always count",
      { collection: ["icons"], MaterialGroup: ["silk"] },
      { collection: ["icons"], MaterialGroup: ["silk"] },
    ],
  ] as const)("%s", (_, selection, expected) => expect(effectiveSelection(selection, parentOf)).toEqual(expected));
});

describe("§9 Search facets: comparing selections", () => {
  it("sameSelection compares values in order", () => {
    expect(sameSelection({ ColorGroup: ["a", "b"] }, { ColorGroup: ["a", "b"] })).toBe(true);
    expect(sameSelection({ ColorGroup: ["a", "b"] }, { ColorGroup: ["b", "a"] })).toBe(false);
    expect(sameSelection({}, { ColorGroup: [] })).toBe(true);
  });
});
