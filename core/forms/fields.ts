// Why this exists: the field registry. Each field of the form is tracked with its rules (read from its markup), its §4
// state and its error line; the registry follows what the shopper does to a field (typing, a change, a blur) and
// renders a field's state in one place (error text, aria-invalid, data-verified). The guards, validation, the summary
// and the server's rejections read and write fields only through it.
import { keepAllowedText } from "./guards";
import type { FormTexts } from "./messages";
import type { RejectedFields } from "./submit";
import type { Teardown } from "./teardown";
import {
  autocompleteFor,
  fieldDisplay,
  fieldProblem,
  isFormValid,
  PATTERNS,
  withRequiredMark,
  type FieldRules,
  type FieldState,
  type PatternName,
} from "./rules";

export type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface TrackedField {
  field: FormField;
  rules: FieldRules;
  state: FieldState;
  /** A server-side rejection, shown until the field changes: the server's own message, or none (the core's text). */
  serverError?: { message: string | undefined };
  /** Where the field's message goes: the server's `[data-error-for]` line, or one made after the field. */
  errorLine: HTMLElement;
}

export interface FieldRegistry {
  /** The form's named, enabled fields (what a submit checks). */
  fields(): FormField[];
  /** The form's field an event happened on, if any. */
  fieldOf(target: EventTarget | null): FormField | undefined;
  /** The field's entry; a field seen for the first time gets its error line, required mark and autocomplete. */
  track(field: FormField): TrackedField;
  /** Re-reads the field (value, rules), applies `change` to its state and renders it. */
  update(field: FormField, change: Partial<FieldState>): void;
  /** The shopper typed, pasted or dropped text into the field: cut to what §5 allows, then updated as touched. */
  typedInto(field: FormField): void;
  /** Validates every field as a submit does: whether the form may be sent, and the fields that stop it. */
  validateAll(): { valid: boolean; blocking: TrackedField[] };
  /** Marks the fields the server rejected, with its message when it gave one (shown until they change); returns them. */
  reject(fields: RejectedFields): TrackedField[];
}

interface RegistryOptions {
  form: HTMLFormElement;
  text: FormTexts;
  /** `YYYY-MM-DD`: the day a minimum age is counted to (absent or undefined: not known, the server checks it). */
  today?: () => string | undefined;
  inStore: boolean;
  checkoutVerified: boolean;
  teardown: Teardown;
}

let nextId = 0;

const isField = (el: Element): el is FormField =>
  (el instanceof HTMLInputElement && !["submit", "button", "reset", "image", "hidden"].includes(el.type)) ||
  el instanceof HTMLSelectElement ||
  el instanceof HTMLTextAreaElement;

/** What the field holds as a submit would send it: a checkbox only while ticked (its `value` is there either way), a
 * radio its group's choice. */
export function valueOf(field: FormField): string {
  if (!(field instanceof HTMLInputElement)) return field.value;
  if (field.type === "checkbox") return field.checked ? field.value : "";
  if (field.type !== "radio") return field.value;
  const group = field.form?.elements.namedItem(field.name);
  return group instanceof RadioNodeList ? group.value : field.checked ? field.value : "";
}

/** The §5 rules a field's markup asks for (`required`, `type="email"`, data-min-chars, data-max-chars, data-pattern,
 * data-min-age). */
export function rulesOf(field: FormField): FieldRules {
  const int = (name: string) => {
    const text = field.getAttribute(name)?.trim();
    const n = Number(text);
    return text && Number.isInteger(n) && n >= 0 ? n : undefined; // "" is no number (Number("") would be 0)
  };
  const named = field.getAttribute("data-pattern");
  const pattern = named && named in PATTERNS ? (named as PatternName) : field.type === "email" ? "email" : undefined;
  return {
    required: field.required,
    minChars: int("data-min-chars") ?? 0,
    ...(int("data-max-chars") !== undefined ? { maxChars: int("data-max-chars")! } : {}),
    ...(pattern ? { pattern } : {}),
    ...(int("data-min-age") !== undefined ? { minAge: int("data-min-age")! } : {}),
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

/** Ties the field to its error line (`aria-describedby`): the server's `slot`, or a line made after the field. */
function attachErrorLine(field: FormField, slot: HTMLElement | undefined, teardown: Teardown): HTMLElement {
  const line = slot ?? document.createElement("p");
  if (slot) {
    teardown.keepAttributes(slot, ["id", "class"]);
    teardown.keepContent(slot);
  } else {
    field.after(line);
    teardown.add(() => line.remove());
  }
  line.id ||= `${field.id}-error`;
  line.classList.add("vitrine-field__error");
  const describedBy = field.getAttribute("aria-describedby");
  field.setAttribute("aria-describedby", [describedBy, line.id].filter(Boolean).join(" "));
  return line;
}

function startTracking(
  field: FormField,
  slot: HTMLElement | undefined,
  { inStore, teardown, today }: Pick<RegistryOptions, "inStore" | "teardown"> & { today: () => string | undefined },
): TrackedField {
  teardown.keepAttributes(field, ["id", "aria-describedby", "autocomplete", "aria-invalid", "data-verified"]);
  if (!field.id) field.id = `vitrine-field-${++nextId}`;
  const errorLine = attachErrorLine(field, slot, teardown);
  markRequired(field, teardown);
  const autocomplete = autocompleteFor(inStore, field.getAttribute("autocomplete"));
  if (autocomplete !== null && field.getAttribute("autocomplete") !== autocomplete) field.setAttribute("autocomplete", autocomplete);
  const rules = rulesOf(field);
  const value = valueOf(field);
  const state = { value, touched: false, validated: false, blurred: false, error: fieldProblem(value, rules, today()) };
  return { field, rules, state, errorLine };
}

function messageOf(entry: TrackedField, text: FormTexts): string {
  // The server's text goes in as text (textContent), never as markup.
  if (entry.serverError) return entry.serverError.message ?? text("serverRejected");
  const problem = entry.state.error;
  if (!problem) return "";
  if (problem === "tooShort") return text("tooShort", { min: entry.rules.minChars });
  return problem === "tooYoung" ? text("tooYoung", { age: entry.rules.minAge ?? 0 }) : text(problem);
}

/** §4: the error text and aria-invalid when the error shows, data-verified when the field counts as verified. */
function render(entry: TrackedField, text: FormTexts, checkoutVerified: boolean): void {
  const { field, state } = entry;
  const showOnBlur = field.hasAttribute("data-show-on-blur");
  const shown = fieldDisplay({ ...state, error: entry.serverError ? "required" : state.error }, { checkoutVerified, showOnBlur });
  const message = shown.showError ? messageOf(entry, text) : "";
  if (entry.errorLine.textContent !== message) entry.errorLine.textContent = message;
  if (shown.showError) field.setAttribute("aria-invalid", "true");
  else field.removeAttribute("aria-invalid");
  field.toggleAttribute("data-verified", shown.verified);
}

export function createFieldRegistry({
  form,
  text,
  inStore,
  checkoutVerified,
  teardown,
  today = () => undefined,
}: RegistryOptions): FieldRegistry {
  const tracked = new Map<FormField, TrackedField>();
  const slots = new Map<string, HTMLElement>();
  for (const slot of form.querySelectorAll<HTMLElement>("[data-error-for]")) slots.set(slot.getAttribute("data-error-for")!, slot);

  const registry: FieldRegistry = {
    fields: () => [...form.elements].filter(isField).filter((f) => f.name && !f.disabled),
    fieldOf: (target) => (target instanceof Element && isField(target) && target.form === form ? target : undefined),
    track(field) {
      let entry = tracked.get(field);
      if (!entry) tracked.set(field, (entry = startTracking(field, slots.get(field.name), { inStore, teardown, today })));
      return entry;
    },
    update(field, change) {
      const entry = registry.track(field);
      entry.rules = rulesOf(field);
      const value = valueOf(field);
      if (value !== entry.state.value) delete entry.serverError;
      entry.state = { ...entry.state, ...change, value, error: fieldProblem(value, entry.rules, today()) };
      render(entry, text, checkoutVerified);
    },
    typedInto(field) {
      keepAllowedText(field, registry.track(field).rules.maxChars);
      registry.update(field, { touched: true });
    },
    validateAll() {
      const current = registry.fields();
      for (const field of current) registry.update(field, { validated: true });
      const entries = current.map((f) => registry.track(f));
      const valid = isFormValid(entries.map((e) => ({ valid: e.state.error === undefined && !e.serverError, required: e.rules.required })));
      // An optional field with a wrong value (a malformed optional email) is still shown, but does not block (§5).
      return { valid, blocking: entries.filter((e) => (e.state.error !== undefined && e.rules.required) || e.serverError) };
    },
    reject(fields) {
      const rejected = registry.fields().filter((f) => fields.has(f.name));
      for (const field of rejected) {
        const entry = registry.track(field);
        entry.serverError = { message: fields.get(field.name) };
        entry.state = { ...entry.state, validated: true };
        render(entry, text, checkoutVerified);
      }
      return rejected.map((f) => registry.track(f));
    },
  };
  registry.fields().forEach(registry.track);
  followShopper(form, registry, teardown);
  return registry;
}

/** What the shopper does to a field updates its state: typing (first cut to what §5 allows), a change, a blur. */
function followShopper(form: HTMLFormElement, registry: FieldRegistry, teardown: Teardown): void {
  teardown.listen(form, "input", (event) => {
    const field = registry.fieldOf(event.target);
    if (field) registry.typedInto(field);
  });
  teardown.listen(form, "change", (event) => {
    const field = registry.fieldOf(event.target);
    if (field) registry.update(field, { touched: true });
  });
  teardown.listen(form, "focusout", (event) => {
    const field = registry.fieldOf(event.target);
    if (field) registry.update(field, { blurred: true });
  });
}
