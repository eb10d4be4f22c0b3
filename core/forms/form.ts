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
import { createFieldRegistry, type FormField } from "./fields";
import { formText, type FormTexts } from "./messages";
import { cutToMaxChars, stripSpecialChars, suppressesEnter } from "./rules";
import { formValues, handleSubmit, type FormResult } from "./submit";
import { createErrorSummary } from "./summary";
import { createTeardown } from "./teardown";

export type { FormField } from "./fields";
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

export function enhanceForm(options: FormOptions): EnhancedForm {
  const { form } = options;
  const teardown = createTeardown();
  const t: FormTexts = (key, vars) => formText(options.language(), key, vars);

  const wasNoValidate = form.noValidate;
  form.noValidate = true; // our messages replace the browser's bubbles
  teardown.add(() => (form.noValidate = wasNoValidate));

  const summary = createErrorSummary(form, t, teardown);

  const registry = createFieldRegistry({
    form,
    text: t,
    inStore: options.inStore ?? false,
    checkoutVerified: options.checkoutVerified ?? false,
    teardown,
  });
  const { fieldOf, track, update } = registry;

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
    const { valid, blocking } = registry.validateAll();
    summary.show(blocking);
    return valid;
  }
  handleSubmit({ form, options, text: t, teardown, validate, rejected: (names) => summary.show(registry.reject(names)) });

  return {
    validate,
    refresh: (field) => update(field, {}),
    values: () => formValues(form),
    destroy: () => teardown.run(),
  };
}
