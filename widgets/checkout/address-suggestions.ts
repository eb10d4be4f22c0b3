// §9 Markets cn: Chinese address suggestions on the address field, as an APG combobox (list autocomplete): typing asks
// the suggestions service (GET {addressSuggestionsUri}?q=…, debounced, the older request superseded), the listbox
// opens under the field (over the page: nothing moves), Arrow keys move through it, Enter or a click fills the address
// (line, city, district, postal code), Escape closes it; the count is announced. Browser autofill keeps working: the
// field keeps its autocomplete token.
import { z } from "../../core/zod";
import { http } from "../../core/http";
import { debounce } from "../../core/debounce";
import { errorMessage, reportError } from "../../core/errors";
import { config, textLocale } from "../../core/store";
import type { EnhancedForm } from "../../core/forms/form";
import { checkoutText } from "./messages";

const TYPING_PAUSE_MS = 250;
const suggestionSchema = z.object({
  suggestions: z.array(
    z.object({ id: z.string(), label: z.string(), addressLine1: z.string(), city: z.string(), region: z.string(), postalCode: z.string() }),
  ),
});
type Suggestion = z.output<typeof suggestionSchema>["suggestions"][number];

export function suggestAddresses(input: HTMLInputElement, enhanced: () => EnhancedForm | undefined): () => void {
  const form = input.form!;
  const listId = `${input.id}-suggestions`;
  const list = document.createElement("ul");
  list.id = listId;
  list.className = "vitrine-checkout__suggestions";
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", checkoutText(textLocale.value, "suggestions"));
  list.hidden = true;
  const live = Object.assign(document.createElement("p"), { className: "vitrine-visually-hidden" });
  live.setAttribute("role", "status");
  const anchor = input.parentElement!;
  anchor.classList.add("vitrine-checkout__suggest");
  anchor.append(list, live);
  const before = { role: input.getAttribute("role"), autocomplete: input.getAttribute("aria-autocomplete") };
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", listId);

  let shown: Suggestion[] = [];
  let active = -1;

  function close(): void {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }

  function highlight(index: number): void {
    active = index;
    [...list.children].forEach((option, i) => option.setAttribute("aria-selected", String(i === index)));
    if (index >= 0) input.setAttribute("aria-activedescendant", `${listId}-${index}`);
    else input.removeAttribute("aria-activedescendant");
  }

  function choose(suggestion: Suggestion): void {
    const fill: Record<string, string> = {
      addressLine1: suggestion.addressLine1,
      city: suggestion.city,
      region: suggestion.region,
      postalCode: suggestion.postalCode,
    };
    for (const [name, value] of Object.entries(fill)) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement)) continue;
      field.value = value;
      enhanced()?.refresh(field);
    }
    close();
    input.focus();
  }

  function show(suggestions: Suggestion[]): void {
    shown = suggestions;
    const language = textLocale.value;
    list.replaceChildren(
      ...suggestions.map((suggestion, i) => {
        const option = document.createElement("li");
        option.id = `${listId}-${i}`;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.textContent = suggestion.label;
        // pointerdown, not click: the field's blur (which closes the list) comes before a click.
        option.addEventListener("pointerdown", (event) => {
          event.preventDefault();
          choose(suggestion);
        });
        return option;
      }),
    );
    live.textContent = suggestions.length
      ? checkoutText(language, "suggestionCount", { count: suggestions.length })
      : checkoutText(language, "noSuggestions");
    list.hidden = suggestions.length === 0;
    input.setAttribute("aria-expanded", String(suggestions.length > 0));
    highlight(-1);
  }

  const ask = debounce(() => {
    const q = input.value.trim();
    if (q.length < 2) return close();
    http
      .get(config.value.checkout.addressSuggestionsUri, {
        schema: suggestionSchema,
        query: { q },
        supersede: "address-suggestions",
        retries: 0,
      })
      .then(
        ({ suggestions }) => (document.activeElement === input ? show(suggestions.slice(0, 5)) : undefined),
        (error: unknown) => {
          if ((error as { kind?: string }).kind === "superseded") return;
          close();
          reportError({ source: "checkout", message: `address suggestions failed: ${errorMessage(error)}`, cause: error });
        },
      );
  }, TYPING_PAUSE_MS);

  const onInput = () => ask();
  const onKey = (event: KeyboardEvent) => {
    const open = !list.hidden && shown.length > 0;
    if (event.key === "ArrowDown" && open) highlight((active + 1) % shown.length);
    else if (event.key === "ArrowUp" && open) highlight(active <= 0 ? shown.length - 1 : active - 1);
    else if (event.key === "Enter" && open && active >= 0) choose(shown[active]!);
    else if (event.key === "Escape" && open) close();
    else return;
    event.preventDefault();
  };
  const onBlur = () => close();
  input.addEventListener("input", onInput);
  input.addEventListener("keydown", onKey);
  input.addEventListener("blur", onBlur);
  return () => {
    ask.cancel();
    input.removeEventListener("input", onInput);
    input.removeEventListener("keydown", onKey);
    input.removeEventListener("blur", onBlur);
    for (const [name, value] of [
      ["role", before.role],
      ["aria-autocomplete", before.autocomplete],
    ] as const)
      if (value === null) input.removeAttribute(name);
      else input.setAttribute(name, value);
    for (const name of ["aria-expanded", "aria-controls", "aria-activedescendant"]) input.removeAttribute(name);
    anchor.classList.remove("vitrine-checkout__suggest");
    list.remove();
    live.remove();
  };
}
