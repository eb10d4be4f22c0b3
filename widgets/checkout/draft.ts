// The draft of what the shopper typed (core/checkout/session.ts), put back into the form when the checkout opens again
// in the tab: after the error page, a reload, Back from a provider's page. Payment details are never in it (the
// providers' fields have no name in the form).
import type { FormField } from "../../core/forms/form";
import type { Draft } from "../../core/checkout/session";

/** Fills the form's named fields from `draft`; returns the fields it changed. */
export function restoreDraft(form: HTMLFormElement, draft: Draft | undefined): FormField[] {
  if (!draft) return [];
  const changed: FormField[] = [];
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.type === "hidden") continue;
    const value = draft[element.name];
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      const checked = element.type === "checkbox" ? value === element.value : value !== undefined && value === element.value;
      if (element.type === "radio" && value === undefined) continue;
      if (element.checked !== checked) {
        element.checked = checked;
        changed.push(element);
      }
    } else if (value !== undefined && element.value !== value) {
      element.value = value;
      changed.push(element);
    }
  }
  return changed;
}
