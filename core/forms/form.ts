// The form core: enhances a server <form> that already posts without JS. With JS the same fields validate inline
// (§4 "Input fields", §5 "Forms"), each error is tied to its field (aria-describedby, aria-invalid), a failed submit
// fills an announced error summary and focuses the first invalid field, and a valid one posts through core/http.ts
// once (no double submit) to the form's own action. Nothing typed is ever cleared by the core.
//
// enhanceForm composes the pieces, each in a module of its own: fields.ts (the field registry: rules, §4 state, error
// lines), guards.ts (the §5 input guards), summary.ts (the error summary), submit.ts (one post at a time) and
// teardown.ts (what destroy() undoes).
//
// Field markup (all optional): the native `required`, `type="email"`, and
//   data-max-chars, data-min-chars, data-avoid-special-char, data-suppress-enter (also on the form),
//   data-show-on-blur, data-pattern="katakana|kanji|email", data-min-age (a date: §5 "Age", counted to `today`),
// and inside the form: [data-error-for="{name}"] (where the field's error goes; reserve its space),
// [data-form-summary] and [data-form-status] (created when absent).
import type { ZodMiniType } from "zod/mini";
import { createFieldRegistry, type FormField } from "./fields";
import { guardInputs } from "./guards";
import { formText, type FormTexts } from "./messages";
import { formValues, handleSubmit, type FormResult, type RejectedFields } from "./submit";
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
  /** The answer's schema (default: any answer): one that does not match is a failed send. */
  answer?: ZodMiniType;
  /** What the status line says when a send failed (default: the core's "could not be sent, your answers are kept"). */
  failureText?: (error: unknown) => string | undefined;
  /** Why the form may not be sent now (e.g. a wait the server asked for): said in the status line, nothing is sent. */
  held?: () => string | undefined;
  /** `YYYY-MM-DD`, the server's calendar: the day `data-min-age` is counted to (without it the server decides). */
  today?: () => string | undefined;
  /** The widget's own sending instead of one POST to the action (checkout: the payment, then the order). The core
   * still checks every field first, sends one at a time (a second submit meanwhile does nothing) and marks the form
   * busy until it settles; `send` tells the shopper how it went, in its own words. */
  send?: (data: Record<string, string>) => Promise<void>;
}

export interface EnhancedForm {
  /** Checks every field as a submit would; true when the form may be sent. */
  validate(): boolean;
  /** Re-reads a field after the widget changed it (options, value, disabled). */
  refresh(field: FormField): void;
  /** The fields' current values by name (what a submit sends). */
  values(): Record<string, string>;
  /** Shows the server's rejection of the named fields, with its message when it gave one (until they change), and
   * lists them in the summary. */
  reject(fields: RejectedFields): void;
  destroy(): void;
}

export function enhanceForm(options: FormOptions): EnhancedForm {
  const { form } = options;
  const teardown = createTeardown();
  const text: FormTexts = (key, vars) => formText(options.language(), key, vars);

  teardown.keepAttributes(form, ["novalidate"]);
  form.noValidate = true; // our messages replace the browser's bubbles

  const summary = createErrorSummary(form, text, teardown);

  const registry = createFieldRegistry({
    form,
    text,
    inStore: options.inStore ?? false,
    checkoutVerified: options.checkoutVerified ?? false,
    teardown,
    today: () => options.today?.(),
  });
  guardInputs(form, registry, teardown);

  function validate(): boolean {
    const { valid, blocking } = registry.validateAll();
    summary.show(blocking);
    return valid;
  }
  const reject = (fields: RejectedFields) => summary.show(registry.reject(fields));
  handleSubmit({ form, options, text, teardown, validate, rejected: reject });

  return {
    validate,
    refresh: (field) => registry.update(field, {}),
    values: () => formValues(form),
    reject,
    destroy: () => teardown.run(),
  };
}
