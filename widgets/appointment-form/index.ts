// Appointment booking (§3 "Appointment booking form", §4, §5, §9): enhances the server form with the form core and
// the store-dependent date, time and collection options. Showcase `appointment` hides the whole block (§6).
import { defineWidget } from "../../core/widget";
import { effect } from "@preact/signals-core";
import { config, textLocale } from "../../core/store";
import { hideForShowcase } from "../../core/forms/showcase";
import { enhanceForm } from "../../core/forms/form";
import { adoptStyles } from "../../core/styles";
import css from "../../core/forms/forms.css?raw";
import { storeHours } from "./hours";
import { contract } from "./schema";

export default defineWidget({
  name: "appointment-form",
  ...contract,
  enhance({ element, parts }) {
    const hidden = hideForShowcase(element, "appointment");
    if (hidden) return hidden;
    adoptStyles(css);
    const language = () => textLocale.value;
    const form = enhanceForm({ form: parts.form, language, inStore: config.value.inStore });
    const hours = storeHours({
      element,
      store: parts.store,
      date: parts.date,
      time: parts.time,
      collection: parts.collection,
      language,
      locale: language,
      changed: (field) => form.refresh(field),
    });
    // A market change (vitrine.init) re-labels the generated options.
    let first = true;
    const stop = effect(() => {
      void textLocale.value;
      if (!first) hours.relabel();
      first = false;
    });
    return () => {
      stop();
      hours.destroy();
      form.destroy();
    };
  },
});
