// Contact us (§1): the form core on the server form, with the person title by market (§5). Showcase `contactUs`
// hides the block (§6).
import { effect } from "@preact/signals-core";
import { defineWidget } from "../../core/widget";
import { config, textLocale } from "../../core/store";
import { hideForShowcase } from "../../core/forms/showcase";
import { enhanceForm } from "../../core/forms/form";
import { fillTitleSelect } from "../../core/forms/titles";
import { adoptStyles } from "../../core/styles";
import css from "../../core/forms/forms.css?raw";
import { contactText } from "./messages";
import { contract } from "./schema";

export default defineWidget({
  name: "contact-us",
  ...contract,
  enhance({ element, parts }) {
    const hidden = hideForShowcase(element, "contactUs");
    if (hidden) return hidden;
    adoptStyles(css);
    const { form } = parts;
    const title = form.elements.namedItem("title");
    const stop = effect(() => {
      const language = textLocale.value;
      if (title instanceof HTMLSelectElement)
        fillTitleSelect(title, config.value.country, config.value.language, contactText(language, "chooseTitle"));
    });
    const enhanced = enhanceForm({ form, language: () => textLocale.value, inStore: config.value.inStore });
    return () => {
      stop();
      enhanced.destroy();
    };
  },
});
