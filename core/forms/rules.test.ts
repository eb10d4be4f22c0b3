// §4 "Input fields" and §5 "Forms", table style, plus a property test of the special-character filter.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  SPECIAL_CHARS,
  autocompleteFor,
  cutToMaxChars,
  fieldDisplay,
  fieldProblem,
  isFormValid,
  isSpecialChar,
  stripSpecialChars,
  suppressesEnter,
  withRequiredMark,
  type FieldState,
} from "./rules";

describe("§5 avoidSpecialChar", () => {
  it("blocks exactly the listed characters", () => {
    expect([...SPECIAL_CHARS]).toEqual([
      "@", "#", "ò", "à", "ù", "è", "é", "ç", "°", "*", "+", "!", "?", "^", "£", "$", "%", "&", "/", "(", ")", "=", '"', ";", ":", "_", ",", "ì", "'", "|", ".", "§",
    ]); // prettier-ignore
  });

  it.each([
    ["Via Roma 12", "Via Roma 12"],
    ["perché?", "perch"],
    ["a.b@c.d", "abcd"],
    ["O'Neil-Smith", "ONeil-Smith"],
    ["çà và", " v"],
    ["Ünal Ñandú", "Ünal Ñandú"],
    ["山田 太郎", "山田 太郎"],
  ])("%j → %j", (typed, kept) => expect(stripSpecialChars(typed)).toBe(kept));

  it("property: what is left has no special character, and everything else is kept in order", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: fc.constantFrom(...SPECIAL_CHARS, "a", " ", "山", "😀", "Ü") }), fc.string({ unit: "binary" })),
        (text) => {
          const kept = stripSpecialChars(text);
          expect(Array.from(kept).some(isSpecialChar)).toBe(false);
          expect(kept).toBe(
            Array.from(text)
              .filter((c) => !SPECIAL_CHARS.includes(c))
              .join(""),
          );
          expect(stripSpecialChars(kept)).toBe(kept);
        },
      ),
    );
  });
});

describe("§5 maxChars / minChars", () => {
  it.each([
    ["abcdef", 4, "abcd"],
    ["abc", 4, "abc"],
    ["山田太郎です", 4, "山田太郎"],
    ["😀😀😀", 2, "😀😀"],
    ["abc", undefined, "abc"],
  ])("cut %j to %s → %j", (text, max, expected) => expect(cutToMaxChars(text, max)).toBe(expected));

  it.each([
    ["", { required: true, minChars: 0 }, "required"],
    ["   ", { required: true, minChars: 0 }, "required"],
    ["", { required: false, minChars: 3 }, undefined],
    ["ab", { required: false, minChars: 3 }, "tooShort"],
    ["abc", { required: true, minChars: 3 }, undefined],
    ["x", { required: true, minChars: 0 }, undefined],
    ["a@b", { required: true, minChars: 0, pattern: "email" }, "email"],
    ["a@b.it", { required: true, minChars: 0, pattern: "email" }, undefined],
    ["ヤマダ タロウ", { required: true, minChars: 0, pattern: "katakana" }, undefined],
    ["やまだ", { required: true, minChars: 0, pattern: "katakana" }, "katakana"],
    ["Yamada", { required: true, minChars: 0, pattern: "katakana" }, "katakana"],
    ["山田", { required: true, minChars: 0, pattern: "kanji" }, undefined],
    ["山田 さくら", { required: true, minChars: 0, pattern: "kanji" }, undefined],
    ["さくら", { required: true, minChars: 0, pattern: "kanji" }, "kanji"],
    ["Yamada", { required: true, minChars: 0, pattern: "kanji" }, "kanji"],
  ] as const)("%j with %j → %s", (value, rules, problem) => expect(fieldProblem(value, rules)).toBe(problem));

  // §5 "Age": the minimum registration age is 16 in all markets; the Korean consent confirms over 19.
  it.each([
    ["2010-06-15", 16, "2026-06-15", undefined],
    ["2010-06-16", 16, "2026-06-15", "tooYoung"],
    ["2008-02-29", 16, "2024-02-28", "tooYoung"],
    ["2008-02-29", 16, "2024-02-29", undefined],
    ["2007-06-15", 19, "2026-06-15", undefined],
    ["2007-06-16", 19, "2026-06-15", "tooYoung"],
    ["2010-02-30", 16, "2026-06-15", "date"],
    ["15/06/2010", 16, "2026-06-15", "date"],
    ["2020-01-01", 16, undefined, undefined],
  ] as const)("born %s, at least %i on %s → %s", (birth, minAge, today, problem) =>
    expect(fieldProblem(birth, { required: true, minChars: 0, minAge }, today)).toBe(problem),
  );
});

describe("§4 field display", () => {
  const state = (over: Partial<FieldState>): FieldState => ({
    value: "",
    touched: false,
    validated: false,
    blurred: false,
    error: undefined,
    ...over,
  });
  it.each([
    ["untouched value (server-filled)", state({ value: "x" }), {}, { verified: false, showError: false }],
    ["touched, valid", state({ value: "x", touched: true }), {}, { verified: true, showError: false }],
    ["validated, valid", state({ value: "x", validated: true }), {}, { verified: true, showError: false }],
    ["touched, error", state({ value: "x", touched: true, error: "tooShort" }), {}, { verified: false, showError: true }],
    [
      "checkout mode, touched, no blur",
      state({ value: "x", touched: true }),
      { checkoutVerified: true },
      { verified: false, showError: false },
    ],
    [
      "checkout mode, blurred",
      state({ value: "x", touched: true, blurred: true }),
      { checkoutVerified: true },
      { verified: true, showError: false },
    ],
    [
      "show-on-blur, typing",
      state({ value: "x", touched: true, error: "email" }),
      { showOnBlur: true },
      { verified: false, showError: false },
    ],
    [
      "show-on-blur, after blur",
      state({ value: "x", touched: true, blurred: true, error: "email" }),
      { showOnBlur: true },
      { verified: false, showError: true },
    ],
    ["show-on-blur, on submit", state({ validated: true, error: "required" }), { showOnBlur: true }, { verified: false, showError: true }],
  ] as const)("%s", (_name, s, options, expected) => expect(fieldDisplay(s, options)).toEqual(expected));
});

describe("§5 form validity, required mark, Enter, autocomplete", () => {
  it.each([
    [
      [
        { valid: true, required: true },
        { valid: false, required: false },
      ],
      true,
    ],
    [[{ valid: false, required: true }], false],
    [[], true],
  ])("isFormValid(%j) → %s", (fields, valid) => expect(isFormValid(fields)).toBe(valid));

  it.each([
    ["Name", true, "Name *"],
    ["Name *", true, "Name *"],
    ["Name", false, "Name"],
  ])("withRequiredMark(%j, %s) → %j", (text, required, expected) => expect(withRequiredMark(text, required)).toBe(expected));

  it.each([
    ["Enter", true, false, true],
    ["Enter", true, true, false],
    ["Enter", false, false, false],
    ["a", true, false, false],
  ])("suppressesEnter(%s, suppress %s, multiline %s) → %s", (key, suppress, multiline, expected) =>
    expect(suppressesEnter(key, suppress, multiline)).toBe(expected),
  );

  it.each([
    [true, "email", "off"],
    [false, "email", "email"],
    [false, null, null],
  ])("autocompleteFor(inStore %s, %j) → %j", (inStore, own, expected) => expect(autocompleteFor(inStore, own)).toBe(expected));
});
