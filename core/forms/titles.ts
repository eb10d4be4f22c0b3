// The person-title select (§5 "Person title options by market") for any form: its options follow the market and the
// page's language, labelled by the form core's texts. The server renders the same options (so nothing shifts).
import { formText } from "./messages";
import { personTitleOptions } from "./person";

export function fillTitleSelect(select: HTMLSelectElement, country: string, language: string, placeholder: string): void {
  const chosen = select.value;
  const options = personTitleOptions(country, language);
  const option = (value: string, text: string, disabled = false) => {
    const o = document.createElement("option");
    o.value = value;
    o.textContent = text;
    o.disabled = disabled;
    return o;
  };
  select.replaceChildren(
    option("", placeholder),
    ...options.map(({ value, label, disabled }) => option(value, formText(language, label), disabled)),
  );
  select.value = options.some((o) => o.value === chosen && !o.disabled) ? chosen : "";
}
