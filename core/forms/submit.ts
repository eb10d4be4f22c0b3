// Why this exists: the §5 submit. A valid form is posted once through core/http.ts to its own action (a second click
// or Enter while it is in flight sends nothing), the form is busy meanwhile, the status line says how it went, and a
// failure keeps every answer, handing a 400 answer's `fields` back to the fields the server rejected.
import { z } from "../zod";
import { http, HttpError } from "../http";
import { sameOriginPath } from "../safe-url";
import { errorMessage, reportError } from "../errors";
import { isPlainObject } from "../page-config";
import type { FormOptions } from "./form";
import type { FormTexts } from "./messages";
import { formPart, type Teardown } from "./teardown";

export type FormResult = { ok: true; body: unknown } | { ok: false; error: unknown };

interface SubmitOptions {
  form: HTMLFormElement;
  options: Pick<FormOptions, "body" | "onResult" | "answer" | "failureText" | "held" | "send">;
  text: FormTexts;
  teardown: Teardown;
  /** Checks every field as a submit does; false keeps the form from being sent. */
  validate(): boolean;
  /** Shows the server's rejection of these fields. */
  rejected(fields: RejectedFields): void;
}

const answerSchema = z.unknown();

/** The fields' current values by name (what a submit sends). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") data[key] = value;
  return data;
}

/** What a server said of the fields it rejected: field name → its message (undefined when it gave no text). */
export type RejectedFields = ReadonlyMap<string, string | undefined>;

/** The fields a failed post's answer rejects (`fields: { name: message }`), each with the server's message when it is
 * non-blank text, or undefined when the answer names no fields. */
export function rejectedFields(error: unknown): RejectedFields | undefined {
  const body = error instanceof HttpError && error.kind === "status" ? error.body : undefined;
  const named = isPlainObject(body) && isPlainObject(body["fields"]) ? body["fields"] : undefined;
  if (!named) return undefined;
  return new Map(Object.entries(named).map(([name, message]) => [name, (typeof message === "string" && message.trim()) || undefined]));
}

/** While a post is in flight: aria-busy on the form, aria-disabled on its submit buttons. */
function markBusy(form: HTMLFormElement, busy: boolean, teardown: Teardown): void {
  teardown.keepAttributes(form, ["aria-busy"]);
  form.setAttribute("aria-busy", String(busy));
  // aria-disabled, not disabled: the button keeps focus, and a second click is ignored by handleSubmit.
  for (const button of form.querySelectorAll("button[type=submit], button:not([type]), input[type=submit]")) {
    teardown.keepAttributes(button, ["aria-disabled"]);
    button.setAttribute("aria-disabled", String(busy));
  }
}

/** Takes over the form's submit until destroy(). */
export function handleSubmit({ form, options, text, teardown, validate, rejected }: SubmitOptions): void {
  const status = formPart(form, "data-form-status", "p", "end", teardown);
  teardown.keepAttributes(status, ["role", "class"]);
  teardown.keepContent(status);
  status.setAttribute("role", "status");
  status.classList.add("vitrine-form__status");
  let busy = false;
  // An answer that comes after destroy() leaves the page alone: the server's form is back, and focus is elsewhere.
  let destroyed = false;
  teardown.add(() => (destroyed = true));
  teardown.listen(form, "submit", (event) => {
    event.preventDefault();
    if (busy) return;
    status.textContent = "";
    if (!validate()) return;
    const held = options.held?.();
    if (held) {
      status.textContent = held;
      return;
    }
    const data = options.body ? options.body(formValues(form)) : formValues(form);
    busy = true;
    markBusy(form, true, teardown);
    const done = () => {
      busy = false;
      if (!destroyed) markBusy(form, false, teardown);
    };
    if (options.send) {
      // Called in the submit's own task: a payment sheet it opens keeps the shopper's activation.
      options.send(data).then(done, (error: unknown) => {
        if (!destroyed) status.textContent = text("sendFailed");
        done();
        reportError({ source: "form", message: `sending failed: ${errorMessage(error)}`, cause: error });
      });
      return;
    }
    const action = sameOriginPath(form.getAttribute("action") ?? location.pathname) ?? location.pathname;
    status.textContent = text("sending");
    http
      .post(`${location.origin}${action}`, { body: data, schema: options.answer ?? answerSchema, once: `form:${action}` })
      .then(
        (body) => {
          if (!destroyed) status.textContent = text("sent");
          options.onResult?.({ ok: true, body });
        },
        (error: unknown) => {
          if (!destroyed) {
            const fields = rejectedFields(error);
            if (fields) rejected(fields);
            status.textContent = options.failureText?.(error) ?? text("sendFailed");
          }
          options.onResult?.({ ok: false, error });
        },
      )
      .finally(done);
  });
}
