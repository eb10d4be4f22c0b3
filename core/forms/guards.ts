// Why this exists: the §5 input guards. A field never holds more than its data-max-chars; a data-avoid-special-char
// field refuses the special characters however they come (a typed one does nothing; what is left of a paste, a drop
// or a composed text is inserted); Enter does not submit where data-suppress-enter asks. The caret stays put.
import { cutToMaxChars, stripSpecialChars, suppressesEnter } from "./rules";
import type { FieldRegistry, FormField } from "./fields";
import type { Teardown } from "./teardown";

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** §5 maxChars and avoidSpecialChar on whatever arrived (typing, IME, autofill); the caret stays where it was. */
export function keepAllowedText(field: FormField, maxChars: number | undefined): void {
  if (field instanceof HTMLSelectElement) return;
  const avoid = field.hasAttribute("data-avoid-special-char");
  const clean = cutToMaxChars(avoid ? stripSpecialChars(field.value) : field.value, maxChars);
  if (clean === field.value) return;
  // Email, number and some other inputs have no caret to keep (their selectionStart is null and setSelectionRange
  // throws): the value is cut all the same.
  const caret = field.selectionStart === null ? null : Math.min(field.selectionStart, clean.length);
  field.value = clean;
  if (caret !== null) field.setSelectionRange(caret, caret);
}

const avoidsSpecialChars = (field: FormField | undefined): field is TextField =>
  !!field && !(field instanceof HTMLSelectElement) && field.hasAttribute("data-avoid-special-char");

/** Installs the guards on the form's fields until destroy(). */
export function guardInputs(form: HTMLFormElement, registry: FieldRegistry, teardown: Teardown): void {
  /** Inserts text at the caret as typing would, minus what the field refuses. */
  const insert = (field: TextField, text: string) => {
    const clean = stripSpecialChars(text);
    if (clean) field.setRangeText(clean, field.selectionStart ?? field.value.length, field.selectionEnd ?? field.value.length, "end");
    registry.typedInto(field);
  };
  teardown.listen(form, "beforeinput", (event) => {
    const field = registry.fieldOf(event.target);
    if (!avoidsSpecialChars(field) || !event.data || stripSpecialChars(event.data) === event.data) return;
    // §5 "block typing": the key does nothing (a composed or pasted text keeps its allowed characters).
    event.preventDefault();
    if (event.data.length > 1) insert(field, event.data);
  });
  teardown.listen(form, "paste", (event) => {
    const field = registry.fieldOf(event.target);
    const text = event.clipboardData?.getData("text/plain");
    if (!avoidsSpecialChars(field) || text === undefined) return;
    event.preventDefault();
    insert(field, text);
  });
  teardown.listen(form, "drop", (event) => {
    const field = registry.fieldOf(event.target);
    const text = event.dataTransfer?.getData("text/plain");
    if (!avoidsSpecialChars(field) || text === undefined) return;
    event.preventDefault();
    field.focus();
    insert(field, text);
  });
  teardown.listen(form, "keydown", (event) => {
    const field = registry.fieldOf(event.target);
    if (!field) return;
    const suppress = field.hasAttribute("data-suppress-enter") || form.hasAttribute("data-suppress-enter");
    if (suppressesEnter(event.key, suppress, field instanceof HTMLTextAreaElement)) event.preventDefault();
  });
}
