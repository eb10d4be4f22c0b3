// Form rules (§4 "Input fields", §5 "Forms", "Age"): pure, no DOM. The form enhancer (./form.ts) applies them to the
// server's fields; checkout and account pages will reuse them.

import { isCalendarDate, isOldEnough } from "./person";

/** §5: the characters an `avoidSpecialChar` field refuses, exactly as listed. */
export const SPECIAL_CHARS = "@#òàùèéç°*+!?^£$%&/()=\";:_,ì'|.§";
const SPECIAL = new Set(SPECIAL_CHARS);

export function isSpecialChar(char: string): boolean {
  return SPECIAL.has(char);
}

/** The text without the §5 special characters (what typing, pasting or dropping into the field leaves). */
export function stripSpecialChars(text: string): string {
  return Array.from(text)
    .filter((c) => !SPECIAL.has(c))
    .join("");
}

/** §5: text longer than `maxChars` is cut to `maxChars` characters (code points: a kanji or an emoji is one). */
export function cutToMaxChars(text: string, maxChars: number | undefined): string {
  if (maxChars === undefined) return text;
  const chars = Array.from(text);
  return chars.length > maxChars ? chars.slice(0, maxChars).join("") : text;
}

/** Named patterns a field can ask for (`data-pattern`); markup never supplies a regular expression. The spec does
 * not show its patterns (§5 "Appointment form"): these are ours. */
export const PATTERNS = {
  /** Full-width katakana, the prolonged sound mark, the middle dot and spaces. */
  katakana: /^[\u30A1-\u30FA\u30FC\u30FB\u3000 ]+$/u,
  /** §5 Japan checks first and last name for kanji: a name written in Japanese script (kanji, optionally kana). */
  kanji: /^(?=.*\p{Script=Han})[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005\u3000 ]+$/u,
  // A pragmatic address check; the server has the last word.
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/u,
} as const;
export type PatternName = keyof typeof PATTERNS;

export interface FieldRules {
  required: boolean;
  /** §5: default 0. */
  minChars: number;
  maxChars?: number;
  pattern?: PatternName;
  /** §5 "Age": a `YYYY-MM-DD` birth date at least this many years before today. */
  minAge?: number;
}

export type FieldProblem = "required" | "tooShort" | "tooYoung" | "date" | PatternName;

/** The first rule `value` breaks, or undefined. An empty optional field breaks none. `today` (`YYYY-MM-DD`, the
 * server's calendar) is what a minimum age is counted to; without it only the date itself is checked. */
export function fieldProblem(value: string, rules: FieldRules, today?: string): FieldProblem | undefined {
  const text = value.trim();
  if (text === "") return rules.required ? "required" : undefined;
  if (Array.from(text).length < rules.minChars) return "tooShort";
  if (rules.pattern && !PATTERNS[rules.pattern].test(text)) return rules.pattern;
  if (rules.minAge !== undefined) {
    if (!isCalendarDate(text)) return "date";
    if (today && !isOldEnough(text, today, rules.minAge)) return "tooYoung";
  }
  return undefined;
}

export interface FieldState {
  value: string;
  /** The shopper changed it. */
  touched: boolean;
  /** The form checked it (on submit). */
  validated: boolean;
  /** Focus left it at least once. */
  blurred: boolean;
  error: FieldProblem | undefined;
}

export interface FieldDisplay {
  verified: boolean;
  showError: boolean;
}

/** §4: verified once it has a value, was touched or validated, and has no error; checkout "verified" mode also needs a
 * blur. With show-on-blur, an error shows only after a blur (or a submit). */
export function fieldDisplay(state: FieldState, options: { checkoutVerified?: boolean; showOnBlur?: boolean } = {}): FieldDisplay {
  const hasValue = state.value.trim() !== "";
  const noError = state.error === undefined;
  const verified = options.checkoutVerified
    ? hasValue && state.blurred && noError
    : hasValue && (state.touched || state.validated) && noError;
  const seen = options.showOnBlur ? state.blurred || state.validated : state.touched || state.blurred || state.validated;
  return { verified, showError: !noError && seen };
}

/** §5: a form is valid when every field is either valid or not required. */
export function isFormValid(fields: ReadonlyArray<{ valid: boolean; required: boolean }>): boolean {
  return fields.every((f) => f.valid || !f.required);
}

/** §5: required fields show " *" after the placeholder or label. */
export function withRequiredMark(text: string, required: boolean): string {
  return required && !text.endsWith(" *") ? `${text} *` : text;
}

/** §5 "The Enter key can be suppressed": true when this key press must not submit. Text areas keep their new lines. */
export function suppressesEnter(key: string, suppressEnter: boolean, multiline: boolean): boolean {
  return key === "Enter" && suppressEnter && !multiline;
}

/** §4: checkout in store forces autocomplete off on inputs; elsewhere the markup's own value stays. */
export function autocompleteFor(inStore: boolean, own: string | null): string | null {
  return inStore ? "off" : own;
}
