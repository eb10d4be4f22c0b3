// What a field's markup asks for (./fields.ts rulesOf): the §5 rules read from native attributes and data-*, in
// happy-dom. A malformed number or an unknown pattern name asks for nothing (markup never supplies a regex).
import { describe, expect, it } from "vitest";
import { rulesOf } from "./fields";

function field(html: string) {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box.firstElementChild as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
}

describe("core/forms rulesOf", () => {
  it.each([
    [`<input name="a">`, { required: false, minChars: 0 }],
    [`<input name="a" required data-min-chars="2" data-max-chars="40">`, { required: true, minChars: 2, maxChars: 40 }],
    [`<input name="a" data-max-chars="0">`, { required: false, minChars: 0, maxChars: 0 }],
    [`<input name="a" data-min-chars="-1" data-max-chars="4.5">`, { required: false, minChars: 0 }],
    [`<input name="a" data-max-chars="many">`, { required: false, minChars: 0 }],
    // An empty value (a template that printed nothing) asks for nothing: it is not 0, which would refuse every character.
    [`<input name="a" data-max-chars="">`, { required: false, minChars: 0 }],
    [`<input name="a" data-max-chars data-min-chars=" ">`, { required: false, minChars: 0 }],
    [`<input name="a" type="email">`, { required: false, minChars: 0, pattern: "email" }],
    [`<input name="a" type="email" data-pattern="kanji">`, { required: false, minChars: 0, pattern: "kanji" }],
    [`<input name="a" data-pattern="katakana">`, { required: false, minChars: 0, pattern: "katakana" }],
    [`<input name="a" data-pattern="^.*$">`, { required: false, minChars: 0 }],
    [`<select name="a" required></select>`, { required: true, minChars: 0 }],
    [`<textarea name="a" data-min-chars="10"></textarea>`, { required: false, minChars: 10 }],
  ])("%s", (html, rules) => {
    expect(rulesOf(field(html))).toEqual(rules);
  });
});
