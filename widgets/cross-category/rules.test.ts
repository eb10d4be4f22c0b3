// §9 "Cross-category circles" (layout, row class, edge shades) and §5 "Colours" for the author's colours.
import { describe, expect, it } from "vitest";
import { circleLayout, circleLayoutClasses, colourProperties, scrollEdges, type ColourAttribute } from "./rules";

describe("§9: inline under 7 circles, row class ceil(n/2), edge shades above 3", () => {
  it.each([
    [1, { inline: true, row: 1, shades: false }],
    [2, { inline: true, row: 1, shades: false }],
    [3, { inline: true, row: 2, shades: false }],
    [4, { inline: true, row: 2, shades: true }],
    [5, { inline: true, row: 3, shades: true }],
    [6, { inline: true, row: 3, shades: true }],
    [7, { inline: false, row: 4, shades: true }],
    [8, { inline: false, row: 4, shades: true }],
    [9, { inline: false, row: 5, shades: true }],
    [0, { inline: true, row: 0, shades: false }],
  ])("%i circles → %o", (count, expected) => expect(circleLayout(count)).toEqual(expected));

  it.each([
    [3, "cross-category__circles cross-category__circles--inline cross-category__circles--row-2"],
    [4, "cross-category__circles cross-category__circles--inline cross-category__circles--row-2 cross-category__circles--shades"],
    [6, "cross-category__circles cross-category__circles--inline cross-category__circles--row-3 cross-category__circles--shades"],
    [7, "cross-category__circles cross-category__circles--scroll cross-category__circles--row-4 cross-category__circles--shades"],
    [9, "cross-category__circles cross-category__circles--scroll cross-category__circles--row-5 cross-category__circles--shades"],
  ])("%i circles → class %s", (count, expected) => expect(circleLayoutClasses(count).join(" ")).toBe(expected));
});

describe("§5 colours: 3, 6 or 8 hex digits, optional #; invalid ones dropped", () => {
  const read = (values: Partial<Record<ColourAttribute, string>>) => (attribute: ColourAttribute) => values[attribute] ?? null;
  it.each([
    [{ "data-color": "#1A1A1A" }, [["--cross-category-color", "#1a1a1a"]]],
    [{ "data-color": "fff" }, [["--cross-category-color", "#fff"]]],
    [{ "data-label-color": "#11223344" }, [["--cross-category-label", "#11223344"]]],
    [{ "data-color": "#12345" }, []],
    [{ "data-color": "red" }, []],
    [{ "data-color": "#fff; background: url(x)" }, []],
    [{ "data-background-color": "" }, []],
    [
      { "data-cta-color": "#000", "data-cta-hover-color": "#fff", "data-cta-hover-text-color": "nope" },
      [
        ["--cross-category-cta", "#000"],
        ["--cross-category-cta-hover", "#fff"],
      ],
    ],
  ])("%o → %j", (values, expected) => expect(colourProperties(read(values))).toEqual(expected));
});

describe("edge shades follow the scroll position", () => {
  it.each([
    [0, 1000, 400, { start: false, end: true }],
    [300, 1000, 400, { start: true, end: true }],
    [600, 1000, 400, { start: true, end: false }],
    [-600, 1000, 400, { start: true, end: false }], // right to left: Chromium counts negative
    [-1, 1000, 400, { start: false, end: true }],
    [0, 400, 400, { start: false, end: false }],
  ])("scrolled %i of %i in %i → %o", (start, width, client, expected) => expect(scrollEdges(start, width, client)).toEqual(expected));
});
