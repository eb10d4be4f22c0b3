// The form core: enhances a server <form> that already posts without JS. With JS the same fields validate inline
// (§4 "Input fields", §5 "Forms"), each error is tied to its field (aria-describedby, aria-invalid), a failed submit
// fills an announced error summary and focuses the first invalid field, and a valid one posts through core/http.ts
// once (no double submit) to the form's own action. Nothing typed is ever cleared by the core.
//
// Field markup (all optional): the native `required`, `type="email"`, and
//   data-max-chars, data-min-chars, data-avoid-special-char, data-suppress-enter (also on the form),
//   data-show-on-blur, data-pattern="katakana|kanji|email",
// and inside the form: [data-error-for="{name}"] (where the field's error goes; reserve its space),
// [data-form-summary] and [data-form-status] (created when absent).
import { formText, type FormTexts } from "./messages";
import { formValues, handleSubmit, type FormResult } from "./submit";
import { createErrorSummary } from "./summary";
import { createTeardown, type Teardown } from "./teardown";
import {
  autocompleteFor,
  cutToMaxChars,
  fieldDisplay,
  fieldProblem,
  isFormValid,
  PATTERNS,
  stripSpecialChars,
  suppressesEnter,
  type FieldProblem,
  type FieldRules,
  type FieldState,
  type PatternName,
  withRequiredMark,
} from "./rules";

export type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type { FormResult } from "./submit";

export interface FormOptions {
  form: HTMLFormElement;
  /** The page's language for messages (read at each render, so a market change shows at once). */
  language: () => string;
  /** §4 checkout in store: autocomplete off on every input. */
  inStore?: boolean;
  /** §4 checkout "verified" mode: verified also needs a blur. */
  checkoutVerified?: boolean;
  /** Extra body fields or a different body (default: the form's fields). */
  body?: (data: Record<string, string>) => Record<string, string>;
  /** After each submit that reached the server (or failed to). */
  onResult?: (result: FormResult) => void;
}

export interface EnhancedForm {
  /** Checks every field as a submit would; true when the form may be sent. */
  validate(): boolean;
  /** Re-reads a field after the widget changed it (options, value, disabled). */
  refresh(field: FormField): void;
  /** The fields' current values by name (what a submit sends). */
  values(): Record<string, string>;
  destroy(): void;
}

interface Tracked {
  field: FormField;
  rules: FieldRules;
  state: FieldState;
  /** A server-side rejection shown until the field changes. */
  serverError: boolean;
  /** Where the field's message goes: the server's `[data-error-for]` line, or one made after the field. */
  errorLine: HTMLElement;
  createdError: boolean;
  describedBy: string | null;
}

let nextId = 0;

const isField = (el: Element): el is FormField =>
  (el instanceof HTMLInputElement && !["submit", "button", "reset", "image", "hidden"].includes(el.type)) ||
  el instanceof HTMLSelectElement ||
  el instanceof HTMLTextAreaElement;

function rulesOf(field: FormField): FieldRules {
  const int = (name: string) => {
    const n = Number(field.getAttribute(name));
    return field.hasAttribute(name) && Number.isInteger(n) && n >= 0 ? n : undefined;
  };
  const named = field.getAttribute("data-pattern");
  const pattern = named && named in PATTERNS ? (named as PatternName) : field.type === "email" ? "email" : undefined;
  return {
    required: field.required,
    minChars: int("data-min-chars") ?? 0,
    ...(int("data-max-chars") !== undefined ? { maxChars: int("data-max-chars")! } : {}),
    ...(pattern ? { pattern } : {}),
  };
}

/** §5: a required field's label ends with " *" (the server's mark is kept; a missing one is added, hidden from
 * screen readers, which hear "required" from the field itself). */
function markRequired(field: FormField, teardown: Teardown): void {
  const label = field.labels?.[0];
  if (!field.required || !label || withRequiredMark(label.textContent ?? "", true) === label.textContent) return;
  const mark = document.createElement("span");
  mark.setAttribute("aria-hidden", "true");
  mark.textContent = " *";
  label.append(mark);
  teardown.add(() => mark.remove());
}

export function enhanceForm(options: FormOptions): EnhancedForm {
  const { form } = options;
  const teardown = createTeardown();
  const t: FormTexts = (key, vars) => formText(options.language(), key, vars);

  const wasNoValidate = form.noValidate;
  form.noValidate = true; // our messages replace the browser's bubbles
  teardown.add(() => (form.noValidate = wasNoValidate));

  const summary = createErrorSummary(form, t, teardown);

  const tracked = new Map<FormField, Tracked>();
  const errorSlots = new Map<string, HTMLElement>();
  for (const slot of form.querySelectorAll<HTMLElement>("[data-error-for]")) errorSlots.set(slot.getAttribute("data-error-for")!, slot);

  function track(field: FormField): Tracked {
    let entry = tracked.get(field);
    if (entry) return entry;
    if (!field.id) field.id = `vitrine-field-${++nextId}`;
    const slot = errorSlots.get(field.name);
    const error = slot ?? document.createElement("p");
    if (!slot) field.after(error);
    error.id ||= `${field.id}-error`;
    error.classList.add("vitrine-field__error");
    const describedBy = field.getAttribute("aria-describedby");
    field.setAttribute("aria-describedby", [describedBy, error.id].filter(Boolean).join(" "));
    markRequired(field, teardown);
    const autocomplete = autocompleteFor(options.inStore ?? false, field.getAttribute("autocomplete"));
    if (autocomplete !== null && field.getAttribute("autocomplete") !== autocomplete) field.setAttribute("autocomplete", autocomplete);
    entry = {
      field,
      rules: rulesOf(field),
      state: { value: field.value, touched: false, validated: false, blurred: false, error: undefined },
      serverError: false,
      errorLine: error,
      createdError: !slot,
      describedBy,
    };
    entry.state.error = fieldProblem(field.value, entry.rules);
    tracked.set(field, entry);
    return entry;
  }

  const fields = () => [...form.elements].filter(isField).filter((f) => f.name && !f.disabled);
  fields().forEach(track);
  teardown.add(() => {
    for (const entry of tracked.values()) {
      if (entry.createdError) entry.errorLine.remove();
      else entry.errorLine.textContent = "";
      if (entry.describedBy === null) entry.field.removeAttribute("aria-describedby");
      else entry.field.setAttribute("aria-describedby", entry.describedBy);
      entry.field.removeAttribute("aria-invalid");
      entry.field.removeAttribute("data-verified");
    }
  });

  function messageOf(entry: Tracked, problem: FieldProblem | undefined): string {
    if (entry.serverError) return t("serverRejected");
    if (!problem) return "";
    return problem === "tooShort" ? t("tooShort", { min: entry.rules.minChars }) : t(problem);
  }

  function render(entry: Tracked): void {
    const { field, state } = entry;
    const showOnBlur = field.hasAttribute("data-show-on-blur");
    const shown = fieldDisplay(
      { ...state, error: entry.serverError ? "required" : state.error },
      { checkoutVerified: options.checkoutVerified ?? false, showOnBlur },
    );
    const text = shown.showError ? messageOf(entry, state.error) : "";
    if (entry.errorLine.textContent !== text) entry.errorLine.textContent = text;
    if (shown.showError) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
    field.toggleAttribute("data-verified", shown.verified);
  }

  function update(field: FormField, change: Partial<FieldState>): void {
    const entry = track(field);
    entry.rules = rulesOf(field);
    const value = field.value;
    if (value !== entry.state.value) entry.serverError = false;
    entry.state = { ...entry.state, ...change, value, error: fieldProblem(value, entry.rules) };
    render(entry);
  }

  // §5 maxChars and avoidSpecialChar on whatever arrives (typing, IME, autofill); the caret stays where it was.
  function sanitise(field: FormField): void {
    if (field instanceof HTMLSelectElement) return;
    const avoid = field.hasAttribute("data-avoid-special-char");
    const max = track(field).rules.maxChars;
    const clean = cutToMaxChars(avoid ? stripSpecialChars(field.value) : field.value, max);
    if (clean === field.value) return;
    const caret = Math.min(field.selectionStart ?? clean.length, clean.length);
    field.value = clean;
    field.setSelectionRange?.(caret, caret);
  }

  /** Inserts text at the caret as typing would, minus what the field refuses. */
  function insert(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
    const clean = stripSpecialChars(text);
    if (clean) field.setRangeText(clean, field.selectionStart ?? field.value.length, field.selectionEnd ?? field.value.length, "end");
    sanitise(field);
    update(field, { touched: true });
  }

  const fieldOf = (target: EventTarget | null) =>
    target instanceof Element && isField(target) && target.form === form ? target : undefined;
  const avoids = (field: FormField | undefined): field is HTMLInputElement | HTMLTextAreaElement =>
    !!field && !(field instanceof HTMLSelectElement) && field.hasAttribute("data-avoid-special-char");

  teardown.listen(form, "beforeinput", (event) => {
    const field = fieldOf(event.target);
    if (!avoids(field) || !event.data || stripSpecialChars(event.data) === event.data) return;
    // §5 "block typing": the key does nothing (a composed or pasted text keeps its allowed characters).
    event.preventDefault();
    if (event.data.length > 1) insert(field, event.data);
  });
  teardown.listen(form, "paste", (event) => {
    const field = fieldOf(event.target);
    const text = event.clipboardData?.getData("text/plain");
    if (!avoids(field) || text === undefined) return;
    event.preventDefault();
    insert(field, text);
  });
  teardown.listen(form, "drop", (event) => {
    const field = fieldOf(event.target);
    const text = event.dataTransfer?.getData("text/plain");
    if (!avoids(field) || text === undefined) return;
    event.preventDefault();
    field.focus();
    insert(field, text);
  });
  teardown.listen(form, "input", (event) => {
    const field = fieldOf(event.target);
    if (!field) return;
    sanitise(field);
    update(field, { touched: true });
  });
  teardown.listen(form, "change", (event) => {
    const field = fieldOf(event.target);
    if (field) update(field, { touched: true });
  });
  teardown.listen(form, "focusout", (event) => {
    const field = fieldOf(event.target);
    if (field) update(field, { blurred: true });
  });
  teardown.listen(form, "keydown", (event) => {
    const field = fieldOf(event.target);
    if (!field) return;
    const suppress = field.hasAttribute("data-suppress-enter") || form.hasAttribute("data-suppress-enter");
    if (suppressesEnter(event.key, suppress, field instanceof HTMLTextAreaElement)) event.preventDefault();
  });

  function validate(): boolean {
    const current = fields();
    for (const field of current) update(field, { validated: true });
    const entries = current.map((f) => track(f));
    const valid = isFormValid(entries.map((e) => ({ valid: e.state.error === undefined && !e.serverError, required: e.rules.required })));
    // An optional field with a wrong value (a malformed optional email) is still shown, but does not block (§5).
    const invalid = entries.filter((e) => (e.state.error !== undefined && e.rules.required) || e.serverError);
    summary.show(invalid);
    return valid;
  }

  /** A 400 answer's `fields` (name → message) mark those fields; the rest of the form stays as typed. */
  function showServerErrors(names: ReadonlySet<string>): void {
    const rejected = fields().filter((f) => names.has(f.name));
    for (const field of rejected) {
      const entry = track(field);
      entry.serverError = true;
      entry.state = { ...entry.state, validated: true };
      render(entry);
    }
    summary.show(rejected.map((f) => track(f)));
  }
  handleSubmit({ form, options, text: t, teardown, validate, rejected: showServerErrors });

  return {
    validate,
    refresh: (field) => update(field, {}),
    values: () => formValues(form),
    destroy: () => teardown.run(),
  };
}
