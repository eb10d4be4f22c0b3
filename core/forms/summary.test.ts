// The error summary (./summary.ts) in happy-dom: announced, one link per field with its label (without the required
// mark) and message, a click focuses the field, focus starts on the first; an empty list hides it.
import { afterEach, describe, expect, it } from "vitest";
import { formText } from "./messages";
import { createErrorSummary } from "./summary";
import { createTeardown } from "./teardown";

afterEach(() => {
  document.body.innerHTML = "";
});

function setup() {
  document.body.innerHTML = `
    <form>
      <div data-form-summary hidden></div>
      <label for="s-name">Nome<span aria-hidden="true"> *</span></label>
      <input id="s-name" name="name"><p id="s-name-error">Campo obbligatorio</p>
      <input id="s-code" name="code"><p id="s-code-error">Controlla questo campo</p>
    </form>`;
  const form = document.querySelector("form")!;
  const summary = createErrorSummary(form, (key, vars) => formText("it", key, vars), createTeardown());
  const entry = (id: string) => ({
    field: document.getElementById(id) as HTMLInputElement,
    errorLine: document.getElementById(`${id}-error`)!,
  });
  return { summary, root: form.querySelector<HTMLElement>("[data-form-summary]")!, entry };
}

describe("core/forms error summary", () => {
  it("lists each field as a link (label without ' *', or the field's name) and focuses the first", () => {
    const { summary, root, entry } = setup();
    expect(root.getAttribute("role")).toBe("alert");
    expect(root.tabIndex).toBe(-1);
    summary.show([entry("s-name"), entry("s-code")]);
    expect(root.hidden).toBe(false);
    expect(root.querySelector("p")!.textContent).toBe("2 campi richiedono attenzione:");
    expect([...root.querySelectorAll("li > a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Nome: Campo obbligatorio", "#s-name"],
      ["code: Controlla questo campo", "#s-code"],
    ]);
    expect(document.activeElement).toBe(entry("s-name").field);
  });

  it("a link's click focuses its field instead of following the link", () => {
    const { summary, root, entry } = setup();
    summary.show([entry("s-name"), entry("s-code")]);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    root.querySelectorAll("a")[1]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(entry("s-code").field);
  });

  it("an empty list empties and hides it", () => {
    const { summary, root, entry } = setup();
    summary.show([entry("s-code")]);
    expect(root.querySelector("p")!.textContent).toBe("1 campo richiede attenzione:");
    summary.show([]);
    expect(root.hidden).toBe(true);
    expect(root.childNodes.length).toBe(0);
  });
});
