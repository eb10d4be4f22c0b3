// @vitest-environment node
// docs/spec-map.md is generated from the sources' § citations (scripts/spec-map.ts): it fails here when stale, when a
// section is neither cited nor given a reason, and (where the spec is at hand) when the spec's headings moved on.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  SPEC_MAP_PATH,
  SPEC_PATH,
  citationsIn,
  citedRows,
  committedHeadings,
  headingsOf,
  outOfScope,
  renderSpecMap,
  rows,
  unaccounted,
  type Headings,
} from "../../scripts/spec-map";

const REGENERATE = "run `npx tsx scripts/spec-map.ts` and commit docs/";

describe("docs/spec-map.md", () => {
  it("is what `npx tsx scripts/spec-map.ts` writes now", () => {
    expect(readFileSync(SPEC_MAP_PATH, "utf8"), REGENERATE).toBe(renderSpecMap());
  });

  it("accounts for every section: cited by the code or tests, or out of scope with a reason", () => {
    expect(unaccounted(), "cite the section where it is built, or give docs/spec-out-of-scope.json a reason").toEqual([]);
  });

  it("gives reasons only for sections of the spec that nothing cites", () => {
    const known = new Set(rows(committedHeadings()));
    const reasons = Object.keys(outOfScope());
    expect(
      reasons.filter((row) => !known.has(row)),
      "a reason for a heading the spec does not have",
    ).toEqual([]);
    expect(
      reasons.filter((row) => citedRows().has(row)),
      "cited now: drop its reason from docs/spec-out-of-scope.json",
    ).toEqual([]);
  });

  it.runIf(existsSync(SPEC_PATH))("lists the headings the spec has now", () => {
    expect(committedHeadings(), REGENERATE).toEqual(headingsOf(readFileSync(SPEC_PATH, "utf8")));
  });
});

describe("citations", () => {
  const sections: Headings = {
    "2": { title: "Screens and routes", headings: ["Product page", "Product listing pages"] },
    "3": { title: "Entities and their fields", headings: ["Cart response (read by quick buy)", "Product", "Product list with fallback"] },
    "9": { title: "Business constants and limits", headings: ["Timings", "Search facets"] },
  };
  it.each([
    ["// §9", ["§9"]],
    ['// §9 "Timings": 300 ms', ["§9 Timings"]],
    ["// §9 Timings, the debounce", ["§9 Timings"]],
    ['// §9 "the week starts on Monday"', ["§9"]],
    ["// §9 lazy-load margin", ["§9"]],
    ['// §3 "Cart response"', ["§3 Cart response (read by quick buy)"]],
    ["// §3 Product / Variant / Size", ["§3 Product"]],
    ["// §3 Product list with fallback", ["§3 Product list with fallback"]],
    ["// §3 Productive", ["§3"]],
    ['// §2, §3 "Product", §9 Search facets', ["§2", "§3 Product", "§9 Search facets"]],
    ['// the rules of §2\n// "Product listing pages" and §9', ["§2 Product listing pages", "§9"]],
    ["// §7 (no such section here)", []],
  ])("%j cites %j", (text, expected) => {
    expect([...citationsIn(text, sections)]).toEqual(expected);
  });

  it("reads the spec's sections and headings", () => {
    const spec = "# Title\n\n## 1. What\n\ntext\n\n## 2. Screens\n\n### Look tile\n\n- a\n\n### Page names\n";
    expect(headingsOf(spec)).toEqual({
      "1": { title: "What", headings: [] },
      "2": { title: "Screens", headings: ["Look tile", "Page names"] },
    });
  });
});
