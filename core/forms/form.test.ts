// The form core on a server form in happy-dom (§4 "Input fields", §5 "Forms"), posting to the fixture contact-us
// endpoint through msw/node.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { on } from "../events";
import { server } from "../../tests/unit/setup";
import { resetSubmissions } from "../../fixtures/form-submissions";
import { enhanceForm, type EnhancedForm, type FormOptions, type FormResult } from "./form";

const MARKUP = `
  <form action="/contact-us" method="post">
    <label for="f-name">Name</label>
    <input id="f-name" name="name" required data-max-chars="5" data-avoid-special-char>
    <label for="f-surname">Surname *</label>
    <input id="f-surname" name="surname" required data-suppress-enter autocomplete="family-name">
    <label for="f-email">Email</label>
    <input id="f-email" name="email" type="email" required data-show-on-blur>
    <p data-error-for="email" id="email-slot"></p>
    <input name="subject" type="hidden" value="Order">
    <label for="f-message">Message</label>
    <textarea id="f-message" name="message" required data-min-chars="10"></textarea>
    <label for="f-phone">Phone</label>
    <input id="f-phone" name="phone" data-min-chars="6">
    <button type="submit">Send</button>
  </form>`;

let enhanced: EnhancedForm | undefined;
let results: FormResult[] = [];

function setup(options: Pick<FormOptions, "inStore" | "body" | "send" | "checkoutVerified"> = {}) {
  document.body.innerHTML = MARKUP;
  const form = document.querySelector("form")!;
  results = [];
  enhanced = enhanceForm({ form, language: () => "it", ...options, onResult: (r) => results.push(r) });
  return form;
}
const input = (name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`)!;
const errorOf = (name: string) => document.getElementById(input(name).getAttribute("aria-describedby")!.split(" ").at(-1)!)!;
function type(name: string, value: string) {
  input(name).value = value;
  input(name).dispatchEvent(new Event("input", { bubbles: true }));
}
/** Every required field right (the email the fixture answers for). */
function fillRequired(email = "ada@example.com") {
  type("name", "Ada");
  type("surname", "Rossi");
  type("email", email);
  type("message", "Where is my order?");
}
const blur = (name: string) => input(name).dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await settled();
}

beforeEach(() => resetSubmissions());
afterEach(() => {
  enhanced?.destroy();
  enhanced = undefined;
  document.body.innerHTML = "";
  server.events.removeAllListeners();
});

describe("core/forms enhanceForm", () => {
  it("takes over validation, ties an error line to each field, marks required labels once", () => {
    const form = setup();
    expect(form.noValidate).toBe(true);
    expect(input("email").getAttribute("aria-describedby")).toBe("email-slot");
    expect(errorOf("name").id).toBe("f-name-error");
    expect(document.querySelector("label[for=f-name]")!.textContent).toBe("Name *");
    expect(document.querySelector("label[for=f-surname]")!.textContent).toBe("Surname *");
    expect(document.querySelector("label[for=f-phone]")!.textContent).toBe("Phone");
  });

  it("an empty submit: errors in the market's language, aria-invalid, a summary, focus on the first invalid field", () => {
    const form = setup();
    type("surname", "Rossi");
    submit(form);
    expect(errorOf("name").textContent).toBe("Campo obbligatorio");
    expect(input("name").getAttribute("aria-invalid")).toBe("true");
    expect(input("surname").hasAttribute("aria-invalid")).toBe(false);
    expect(input("surname").hasAttribute("data-verified")).toBe(true);
    const summary = form.querySelector("[data-form-summary]")!;
    expect(summary.getAttribute("role")).toBe("alert");
    expect(summary.querySelector("p")!.textContent).toBe("3 campi richiedono attenzione:");
    expect([...summary.querySelectorAll("a")].map((a) => a.textContent)).toEqual([
      `Name: ${"Campo obbligatorio"}`,
      `Email: ${"Campo obbligatorio"}`,
      `Message: ${"Campo obbligatorio"}`,
    ]);
    expect(document.activeElement).toBe(input("name"));
    expect(input("surname").value).toBe("Rossi");
  });

  it("§4 show-on-blur: a wrong email shows only after the blur; other fields as soon as they are touched", () => {
    setup();
    type("email", "ada@");
    expect(errorOf("email").textContent).toBe("");
    blur("email");
    expect(errorOf("email").textContent).toBe("Inserisci un indirizzo email valido, ad esempio nome@esempio.it");
    type("message", "short");
    expect(errorOf("message").textContent).toBe("Inserisci almeno 10 caratteri");
  });

  it("§5 an optional field with a bad value shows its error but does not block the form", () => {
    setup();
    fillRequired();
    type("phone", "12");
    expect(enhanced!.validate()).toBe(true);
    expect(errorOf("phone").textContent).toBe("Inserisci almeno 6 caratteri");
  });

  it("§5 maxChars cuts, avoidSpecialChar blocks a typed character and filters a paste and a drop", () => {
    setup();
    type("name", "Alessandra");
    expect(input("name").value).toBe("Aless");
    type("name", "");
    const typed = new InputEvent("beforeinput", { data: "@", inputType: "insertText", bubbles: true, cancelable: true });
    input("name").dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(true);
    const letter = new InputEvent("beforeinput", { data: "a", inputType: "insertText", bubbles: true, cancelable: true });
    input("name").dispatchEvent(letter);
    expect(letter.defaultPrevented).toBe(false);
    const paste = new Event("paste", { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(paste, "clipboardData", { value: { getData: () => "Zoë!?" } });
    input("name").focus();
    input("name").dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    expect(input("name").value).toBe("Zoë");
    type("name", "");
    const drop = new Event("drop", { bubbles: true, cancelable: true }) as DragEvent;
    Object.defineProperty(drop, "dataTransfer", { value: { getData: () => "(Al)" } });
    input("name").dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(input("name").value).toBe("Al");
  });

  it("§5 Enter can be suppressed (not in a text area); §4 in store, autocomplete is off", () => {
    setup({ inStore: true });
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    input("surname").dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const other = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    input("name").dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(input("surname").getAttribute("autocomplete")).toBe("off");
    expect(input("name").getAttribute("autocomplete")).toBe("off");
  });

  it("a valid submit posts the fields once to the form's action; a second submit in flight sends nothing", async () => {
    const form = setup();
    const posts: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "POST") posts.push(request.url);
    });
    fillRequired();
    submit(form);
    expect(form.getAttribute("aria-busy")).toBe("true");
    expect(form.querySelector("button")!.getAttribute("aria-disabled")).toBe("true");
    submit(form);
    await until(() => results.length > 0);
    expect(posts).toEqual([`${location.origin}/contact-us`]);
    expect(results).toEqual([{ ok: true, body: { ok: true, id: "R1", message: "Message received" } }]);
    expect(form.querySelector("[data-form-status]")!.textContent).toBe("Grazie, la tua richiesta è stata inviata.");
    expect(form.getAttribute("aria-busy")).toBe("false");
  });

  it("a backend failure keeps every answer and says so; the button works again", async () => {
    const form = setup();
    fillRequired("ada@fail.example");
    submit(form);
    await until(() => results.length > 0);
    expect(results[0]!.ok).toBe(false);
    expect(form.querySelector("[data-form-status]")!.textContent).toBe(
      "Spiacenti, l'invio non è riuscito. Le tue risposte sono state conservate: riprova.",
    );
    expect(input("name").value).toBe("Ada");
    expect(form.querySelector("button")!.getAttribute("aria-disabled")).toBe("false");
  });

  it("a 400 answer's fields are marked as the server's until they change; the summary lists them", async () => {
    // The fixture endpoint checks the email with its own schema: a body the form would not send gets it rejected.
    const form = setup({ body: (data) => ({ ...data, email: "not an address" }) });
    fillRequired();
    submit(form);
    await until(() => results.length > 0);
    expect(results[0]!.ok).toBe(false);
    // The fixture's own text for the field (fixtures/form-submissions.ts).
    expect(errorOf("email").textContent).toBe("invalid email");
    expect(input("email").getAttribute("aria-invalid")).toBe("true");
    expect(input("name").hasAttribute("aria-invalid")).toBe(false);
    const summary = form.querySelector<HTMLElement>("[data-form-summary]")!;
    expect(summary.hidden).toBe(false);
    expect(summary.querySelector("p")!.textContent).toBe("1 campo richiede attenzione:");
    expect([...summary.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Email: invalid email", "#f-email"],
    ]);
    expect(document.activeElement).toBe(input("email"));
    expect(form.querySelector("[data-form-status]")!.textContent).toBe(
      "Spiacenti, l'invio non è riuscito. Le tue risposte sono state conservate: riprova.",
    );
    expect(enhanced!.validate()).toBe(false);
    type("email", "ada@example.org");
    expect(errorOf("email").textContent).toBe("");
    expect(input("email").hasAttribute("aria-invalid")).toBe(false);
    expect(enhanced!.validate()).toBe(true);
    expect(summary.hidden).toBe(true);
  });

  it("a 400 answer's own message for a field is shown as text (never as HTML), in the field's line and the summary", async () => {
    const form = setup();
    server.use(
      http.post("*/contact-us", () =>
        HttpResponse.json(
          { error: "invalid form", fields: { email: "This address is already used.", name: "<b>Taken</b>", surname: true } },
          { status: 400 },
        ),
      ),
    );
    fillRequired();
    submit(form);
    await until(() => results.length > 0);
    expect(errorOf("email").textContent).toBe("This address is already used.");
    expect(errorOf("name").textContent).toBe("<b>Taken</b>");
    expect(errorOf("name").children).toHaveLength(0);
    // No text of its own: the core's.
    expect(errorOf("surname").textContent).toBe("Controlla questo campo");
    expect(input("email").getAttribute("aria-invalid")).toBe("true");
    expect([...form.querySelectorAll("[data-form-summary] a")].map((a) => a.textContent)).toEqual([
      "Name: <b>Taken</b>",
      "Surname: Controlla questo campo",
      "Email: This address is already used.",
    ]);
    type("email", "ada@example.org");
    expect(errorOf("email").textContent).toBe("");
  });

  it("destroy gives back the server's markup exactly: its summary, status line and error lines included", async () => {
    // As the fixture pages render it: the summary and status reserved, an error line with the server's message (a
    // post without JS), one without an id or class, a field without an id.
    document.body.innerHTML = `
      <form action="/contact-us" method="post">
        <div data-form-summary hidden></div>
        <label for="g-name">Name<span aria-hidden="true"> *</span></label>
        <input id="g-name" name="name" required autocomplete="given-name" data-max-chars="40" data-avoid-special-char>
        <p class="vitrine-field__error" id="g-name-error" data-error-for="name"></p>
        <label for="g-email">Email</label>
        <input id="g-email" name="email" type="email" required data-show-on-blur aria-describedby="g-email-hint">
        <p id="g-email-hint">We answer here.</p>
        <p data-error-for="email">Enter a valid email address</p>
        <label>Message <textarea name="message" required data-min-chars="10"></textarea></label>
        <p class="vitrine-form__status" data-form-status role="status"></p>
        <button type="submit">Send</button>
      </form>`;
    const form = document.querySelector("form")!;
    const server = form.outerHTML;
    results = [];
    enhanced = enhanceForm({
      form,
      language: () => "it",
      inStore: true,
      body: (data) => ({ ...data, surname: "Rossi", subject: "Order" }),
      onResult: (r) => results.push(r),
    });
    submit(form);
    expect(form.querySelector("[data-form-summary]")!.hasAttribute("hidden")).toBe(false);
    type("name", "Ada");
    type("email", "ada@example.com");
    type("message", "Where is my order?");
    submit(form);
    await until(() => results.length > 0);
    expect(results).toEqual([{ ok: true, body: { ok: true, id: "R1", message: "Message received" } }]);
    enhanced.destroy();
    enhanced = undefined;
    expect(form.outerHTML).toBe(server);
    expect(input("name").value).toBe("Ada");
  });

  it("destroyed while a post is in flight: its answer changes nothing on the page; onResult still hears it", async () => {
    document.body.innerHTML = MARKUP;
    const form = document.querySelector("form")!;
    const server = form.outerHTML;
    results = [];
    // A 400 answer naming the email (the fixture's schema refuses it): the failure that would touch the most.
    const gone = enhanceForm({
      form,
      language: () => "it",
      body: (data) => ({ ...data, email: "not an address" }),
      onResult: (r) => results.push(r),
    });
    fillRequired();
    submit(form);
    gone.destroy();
    input("name").focus();
    await until(() => results.length > 0);
    expect(results[0]!.ok).toBe(false);
    expect(form.outerHTML).toBe(server);
    expect(document.activeElement).toBe(input("name"));
  });

  it("`send`: checked first, then the widget's own sending, one at a time, busy until it settles; no core status", async () => {
    let finish: () => void = () => {};
    const sent: Array<Record<string, string>> = [];
    const form = setup({ send: (data) => (sent.push(data), new Promise<void>((resolve) => (finish = resolve))) });
    submit(form);
    expect(sent).toEqual([]); // invalid: nothing sent, the summary shows
    expect(document.querySelector("[data-form-summary]")?.hasAttribute("hidden")).toBe(false);
    fillRequired();
    submit(form);
    submit(form); // a second activation while in flight
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: "Ada", surname: "Rossi", email: "ada@example.com" });
    expect(form.getAttribute("aria-busy")).toBe("true");
    expect(form.querySelector("button")!.getAttribute("aria-disabled")).toBe("true");
    expect(form.querySelector("button")!.disabled).toBe(false); // never disabled: it keeps focus
    expect(form.querySelector("[data-form-status]")!.textContent).toBe("");
    finish();
    await until(() => form.getAttribute("aria-busy") === "false");
    submit(form);
    expect(sent).toHaveLength(2);
  });

  it("`send` that fails unexpectedly: reported, said in the status line, the form usable again", async () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation(() => {});
    const off = on("error", (e) => errors.push(e.message));
    const form = setup({ send: () => Promise.reject(new Error("boom")) });
    fillRequired();
    submit(form);
    await until(() => form.getAttribute("aria-busy") === "false");
    off();
    expect(errors).toEqual(["sending failed: boom"]);
    expect(form.querySelector("[data-form-status]")!.textContent).toBe(
      "Spiacenti, l'invio non è riuscito. Le tue risposte sono state conservate: riprova.",
    );
  });

  it("reject(fields): the server's rejection shown on those fields, in its words, and listed", () => {
    setup();
    enhanced!.reject(new Map([["surname", "Surname refused by the server."]]));
    expect(input("surname").getAttribute("aria-invalid")).toBe("true");
    expect(document.querySelector(`#${input("surname").getAttribute("aria-describedby")}`)?.textContent).toBe(
      "Surname refused by the server.",
    );
    expect(document.querySelectorAll("[data-form-summary] li")).toHaveLength(1);
  });

  it("§4 checkout verified mode: verified needs a value and a blur", () => {
    setup({ checkoutVerified: true });
    type("name", "Ada");
    expect(input("name").hasAttribute("data-verified")).toBe(false);
    blur("name");
    expect(input("name").hasAttribute("data-verified")).toBe(true);
  });

  it("§5 a required checkbox (a consent) counts as empty until ticked", () => {
    const form = setup();
    fillRequired();
    form.insertAdjacentHTML(
      "beforeend",
      `<label for="f-terms">Terms</label><input id="f-terms" type="checkbox" name="terms" value="yes" required>`,
    );
    const sent: string[] = [];
    enhanced!.destroy();
    enhanced = enhanceForm({ form, language: () => "it", send: async (data) => void sent.push(data["terms"] ?? "none") });
    submit(form);
    expect(sent).toEqual([]);
    expect(input("terms").getAttribute("aria-invalid")).toBe("true");
    (input("terms") as HTMLInputElement).checked = true;
    input("terms").dispatchEvent(new Event("change", { bubbles: true }));
    expect(input("terms").hasAttribute("aria-invalid")).toBe(false);
    submit(form);
    expect(sent).toEqual(["yes"]);
  });

  it("destroy restores the server form", () => {
    const form = setup();
    submit(form);
    enhanced!.destroy();
    enhanced = undefined;
    expect(form.noValidate).toBe(false);
    expect(input("name").hasAttribute("aria-invalid")).toBe(false);
    expect(input("name").hasAttribute("aria-describedby")).toBe(false);
    expect(input("email").getAttribute("aria-describedby")).toBeNull();
    expect(document.getElementById("email-slot")!.textContent).toBe("");
    expect(form.querySelector("[data-form-summary]")).toBeNull();
    expect(document.querySelector("label[for=f-name]")!.textContent).toBe("Name");
  });
});
