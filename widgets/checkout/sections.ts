// The sections that show by the shopper's choice (delivery, invoice). The page's CSS shows and hides them (with or
// without JavaScript, so nothing moves when the widget starts); here their fields are switched on and off: a field of a
// hidden section is disabled (not checked, not sent), and one marked `data-required` is required while it shows.
// Choosing pickup or shipping also tells the cart (core/cart.ts `setPickupInStore`), whose totals follow.
import { setPickupInStore } from "../../core/cart";
import { errorMessage, reportError } from "../../core/errors";
import { formValues } from "../../core/forms/submit";
import type { EnhancedForm, FormField } from "../../core/forms/form";
import { activeSections } from "./rules";

const SECTIONS = "[data-checkout-address], [data-checkout-pickup], [data-invoice-fields]";
const fieldsIn = (section: Element | null): FormField[] =>
  section ? [...section.querySelectorAll<FormField>("input, select, textarea")].filter((f) => f.name && f.type !== "hidden") : [];

function switchSection(section: Element | null, on: boolean): void {
  for (const field of fieldsIn(section)) {
    field.disabled = !on;
    field.required = on && field.hasAttribute("data-required");
  }
}

export function followSections(form: HTMLFormElement, enhanced: () => EnhancedForm | undefined): () => void {
  const apply = () => {
    const active = activeSections(formValues(form));
    switchSection(form.querySelector("[data-checkout-address]"), active.address);
    switchSection(form.querySelector("[data-checkout-pickup]"), active.pickup);
    switchSection(form.querySelector("[data-invoice-fields]"), active.invoice);
    const taxId = form.elements.namedItem("invoiceTaxId");
    if (taxId instanceof HTMLInputElement) taxId.required = active.taxId;
    const shown = enhanced();
    for (const section of form.querySelectorAll(SECTIONS)) for (const field of fieldsIn(section)) shown?.refresh(field);
  };
  const changed = (event: Event) => {
    const target = event.target as FormField;
    if (!["delivery", "invoiceRequested", "invoiceType"].includes(target.name)) return;
    apply();
    if (target.name === "delivery")
      setPickupInStore(target.value === "pickup").catch((error: unknown) =>
        reportError({ source: "checkout", message: `pickup in store could not be set: ${errorMessage(error)}`, cause: error }),
      );
  };
  form.addEventListener("change", changed);
  apply();
  return () => {
    form.removeEventListener("change", changed);
    for (const section of form.querySelectorAll(SECTIONS))
      for (const field of fieldsIn(section)) {
        field.disabled = false;
        field.required = false;
      }
  };
}
