// Why this exists: the §5 error summary. When a submit is refused (by the fields' own checks or by the server), one
// announced block (role="alert") says how many fields need attention and lists them, each a link to its field with
// the field's message; focus moves to the first of them.
import type { FormField } from "./fields";
import type { FormTexts } from "./messages";
import { formPart, type Teardown } from "./teardown";

/** A field to list, with the line its message shows in. */
export interface FieldInError {
  field: FormField;
  errorLine: HTMLElement;
}

export interface ErrorSummary {
  /** Lists `invalid` and focuses the first of them; an empty list hides the summary. */
  show(invalid: readonly FieldInError[]): void;
}

export function createErrorSummary(form: HTMLFormElement, text: FormTexts, teardown: Teardown): ErrorSummary {
  const summary = formPart(form, "data-form-summary", "div", "start", teardown);
  teardown.keepAttributes(summary, ["class", "role", "tabindex", "hidden"]);
  teardown.keepContent(summary);
  summary.classList.add("vitrine-form__summary");
  summary.setAttribute("role", "alert");
  summary.tabIndex = -1;
  return {
    show(invalid) {
      summary.replaceChildren();
      summary.hidden = invalid.length === 0;
      if (invalid.length === 0) return;
      const heading = document.createElement("p");
      heading.textContent = text("summary", { count: invalid.length });
      const list = document.createElement("ul");
      list.append(...invalid.map(linkTo));
      summary.append(heading, list);
      invalid[0]!.field.focus();
    },
  };
}

/** "Label: message", a link that focuses the field. */
function linkTo({ field, errorLine }: FieldInError): HTMLLIElement {
  const link = document.createElement("a");
  link.href = `#${field.id}`;
  const label = field.labels?.[0]?.textContent?.replace(/\s*\*\s*$/, "").trim() ?? field.name;
  link.textContent = `${label}: ${errorLine.textContent}`;
  link.addEventListener("click", (e) => (e.preventDefault(), field.focus()));
  const item = document.createElement("li");
  item.append(link);
  return item;
}
