// §5 "Person title options by market" and "Age", table style.
import { describe, expect, it } from "vitest";
import { MIN_REGISTRATION_AGE, ageOn, genderOptions, isOldEnoughToRegister, personTitleOptions } from "./person";

describe("§5 person title options by market", () => {
  it.each([
    [
      "it",
      "it",
      [
        ["Mr", "titleMr", false],
        ["Ms", "titleMs", false],
        ["Mrs", "titleMrs", false],
        ["PNTS", "titlePNTS", false],
      ],
    ],
    [
      "us",
      "en",
      [
        ["Mr", "titleMr", false],
        ["Ms", "titleMs", false],
        ["Mrs", "titleMrs", false],
        ["PNTS", "titlePNTS", false],
      ],
    ],
    [
      "cn",
      "zh-Hans",
      [
        ["Mr", "titleMr", false],
        ["Ms", "titleMs", false],
        ["PNTS", "titlePNTS", false],
      ],
    ],
    [
      "tw",
      "zh-Hant",
      [
        ["Mr", "titleMr", false],
        ["Ms", "titleMs", false],
        ["PNTS", "titlePNTS", false],
      ],
    ],
    [
      "hk",
      "zh-Hant",
      [
        ["Mr", "titleMr", false],
        ["Ms", "titleMs", false],
        ["PNTS", "titlePNTS", false],
      ],
    ],
    [
      "jp",
      "ja",
      [
        ["Mr", "genderMr", false],
        ["Ms", "genderMs", false],
        ["PNTS", "titlePNTS", false],
      ],
    ],
    ["tr", "tr", [["PNTS", "titlePNTS", true]]],
    // The Turkish language, wherever it is chosen (static-lang).
    ["it", "tr-TR", [["PNTS", "titlePNTS", true]]],
    [
      "tr",
      "en",
      [
        ["Mr", "titleMr", false],
        ["Ms", "titleMs", false],
        ["Mrs", "titleMrs", false],
        ["PNTS", "titlePNTS", false],
      ],
    ],
  ] as const)("%s / %s", (country, language, expected) =>
    expect(personTitleOptions(country, language).map((o) => [o.value, o.label, o.disabled])).toEqual(expected),
  );

  it("gender options are Mr and Ms", () =>
    expect(genderOptions()).toEqual([
      { value: "Mr", label: "genderMr" },
      { value: "Ms", label: "genderMs" },
    ]));
});

describe("§5 minimum registration age: 16 in all markets", () => {
  it("is 16", () => expect(MIN_REGISTRATION_AGE).toBe(16));
  it.each([
    ["2010-06-15", "2026-06-15", 16, true],
    ["2010-06-16", "2026-06-15", 15, false],
    ["2000-02-29", "2016-02-28", 15, false],
    ["2000-02-29", "2016-02-29", 16, true],
    ["2008-02-29", "2024-03-01", 16, true],
    ["2026-06-15", "2026-06-15", 0, false],
  ])("born %s, on %s: %i years, may register %s", (birth, today, age, ok) => {
    expect(ageOn(birth, today)).toBe(age);
    expect(isOldEnoughToRegister(birth, today)).toBe(ok);
  });
  it.each(["2010-02-30", "15/06/2010", ""])("%j is no date", (birth) => {
    expect(ageOn(birth, "2026-06-15")).toBeUndefined();
    expect(isOldEnoughToRegister(birth, "2026-06-15")).toBe(false);
  });
});
