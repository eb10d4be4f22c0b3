// The §5 input guards (./guards.ts) in happy-dom: what is cut or refused, where the caret ends up, and a composed
// text with a special character (inserted without it). Typing, paste, drop and Enter are also tested through
// enhanceForm in form.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import { createFieldRegistry } from "./fields";
import { guardInputs, keepAllowedText } from "./guards";
import { formText, type FormTexts } from "./messages";
import { createTeardown } from "./teardown";

afterEach(() => {
  document.body.innerHTML = "";
});

function textField(attributes: string, value: string, caret: number) {
  document.body.innerHTML = `<input name="a" ${attributes}>`;
  const input = document.querySelector("input")!;
  input.value = value;
  input.setSelectionRange(caret, caret);
  return input;
}

describe("core/forms keepAllowedText", () => {
  it.each([
    ["cuts to maxChars (code points), the caret kept", "", "Zoë😀Ada", 5, 5, "Zoë😀A", 5],
    ["a caret past the end goes to the end", "", "Alessandra", 10, 5, "Aless", 5],
    ["strips the special characters, then cuts", "data-avoid-special-char", "A.d@a!", 6, 3, "Ada", 3],
    ["keeps them without data-avoid-special-char", "", "A.d@a!", 2, undefined, "A.d@a!", 2],
  ])("%s", (_, attributes, value, caret, maxChars, kept, caretAfter) => {
    const input = textField(attributes, value, caret);
    keepAllowedText(input, maxChars);
    expect([input.value, input.selectionStart]).toEqual([kept, caretAfter]);
  });

  it("an email field (no caret to keep) is cut to maxChars without throwing", () => {
    document.body.innerHTML = `<input name="e" type="email">`;
    const input = document.querySelector("input")!;
    input.value = "ada.lovelace@example.com";
    keepAllowedText(input, 12);
    expect(input.value).toBe("ada.lovelace");
  });

  it("leaves a select alone", () => {
    document.body.innerHTML = `<select name="s" data-avoid-special-char><option value="a.b" selected>a.b</option></select>`;
    const select = document.querySelector("select")!;
    keepAllowedText(select, 1);
    expect(select.value).toBe("a.b");
  });
});

describe("core/forms guardInputs", () => {
  /** A form of one input (`attributes`), its registry and guards. */
  function guarded(attributes: string) {
    document.body.innerHTML = `<form><input ${attributes}></form>`;
    const form = document.querySelector("form")!;
    const teardown = createTeardown();
    const text: FormTexts = (key, vars) => formText("en", key, vars);
    const registry = createFieldRegistry({ form, text, inStore: false, checkoutVerified: false, teardown });
    guardInputs(form, registry, teardown);
    return { input: form.querySelector("input")!, registry, teardown };
  }

  it("a composed text with a special character is inserted at the caret without it", () => {
    const { input, registry, teardown } = guarded(`name="a" data-avoid-special-char data-max-chars="8"`);
    input.value = "Ada";
    input.setSelectionRange(1, 1);
    const composed = new InputEvent("beforeinput", { data: "l.lessandra", inputType: "insertText", bubbles: true, cancelable: true });
    input.dispatchEvent(composed);
    expect(composed.defaultPrevented).toBe(true);
    expect([input.value, input.selectionStart]).toEqual(["Allessan", 8]);
    expect(registry.track(input).state.touched).toBe(true);
    teardown.run();
  });

  it("typing past data-max-chars in an email field cuts it and still updates the field's state", () => {
    const { input, registry, teardown } = guarded(`name="email" type="email" required data-max-chars="12"`);
    input.value = "ada.lovelace@example.com";
    registry.typedInto(input);
    expect(input.value).toBe("ada.lovelace");
    expect(registry.track(input).state).toMatchObject({ value: "ada.lovelace", touched: true, error: "email" });
    teardown.run();
  });
});
