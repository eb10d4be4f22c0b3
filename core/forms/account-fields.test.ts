// The form core's pieces account forms need (§5 "Forms", "Age"): a required checkbox (the Korean over-19 consent)
// blocks the submit until ticked; a birth date under `data-min-age` on the form's `today` is refused; a form can
// check its answer with a schema, say why a send failed in its own words, and hold the submit with a reason.
import { afterEach, describe, expect, it } from "vitest";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { whenIdle } from "../activity";
import { z } from "../zod";
import { enhanceForm, type EnhancedForm, type FormOptions, type FormResult } from "./form";

let enhanced: EnhancedForm | undefined;
let results: FormResult[] = [];

function setup(fields: string, options: Partial<Omit<FormOptions, "form" | "language">> = {}) {
  document.body.innerHTML = `<form action="/account/test" method="post">${fields}<button type="submit">Send</button></form>`;
  const form = document.querySelector("form")!;
  results = [];
  enhanced = enhanceForm({ form, language: () => "en", ...options, onResult: (r) => results.push(r) });
  return form;
}
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name=${name}]`)!;
const errorOf = (name: string) => document.getElementById(field(name).getAttribute("aria-describedby")!.split(" ").at(-1)!)!.textContent;
const status = () => document.querySelector("[data-form-status]")!.textContent;
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
function type(name: string, value: string) {
  field(name).value = value;
  field(name).dispatchEvent(new Event("input", { bubbles: true }));
}

afterEach(async () => {
  await whenIdle(); // a request a test left in flight would be joined by the next test's same form (one at a time)
  enhanced?.destroy();
  enhanced = undefined;
  document.body.innerHTML = "";
});

describe("a required checkbox", () => {
  it("blocks the submit until ticked, and is sent as `on`", async () => {
    server.use(mock.post("*/account/test", async ({ request }) => HttpResponse.json({ got: await request.text() })));
    const form = setup(`<input type="checkbox" id="c" name="over19" required><label for="c">I am over 19</label>`);
    submit(form);
    expect(errorOf("over19")).toBe("This field is required");
    expect(results).toEqual([]);
    field("over19").click();
    expect(errorOf("over19")).toBe("");
    submit(form);
    await whenIdle();
    expect(results).toEqual([{ ok: true, body: { got: "over19=on" } }]);
  });
});

describe("§5 Age: data-min-age on a date, against the form's today", () => {
  it.each([
    ["2010-06-15", ""],
    ["2010-06-16", "You must be at least 16 years old"],
    ["2026-02-30", "Enter a date that exists"],
  ])("born %s on 15 June 2026: %j (a text field: a date field would not even take a date that does not exist)", (birth, message) => {
    const form = setup(`<label for="b">Birth date</label><input id="b" name="birthDate" required data-min-age="16">`, {
      today: () => "2026-06-15",
    });
    type("birthDate", birth);
    submit(form);
    expect(errorOf("birthDate")).toBe(message);
  });

  it("without a today (the time service did not answer) the server decides: nothing is refused here", () => {
    const form = setup(`<label for="b">Birth date</label><input id="b" type="date" name="birthDate" required data-min-age="16">`);
    type("birthDate", "2020-01-01");
    submit(form);
    expect(errorOf("birthDate")).toBe("");
  });
});

describe("the answer, the failure's words, a held submit", () => {
  const ANSWER = z.object({ loggedIn: z.boolean() });

  it("a malformed 200 is a failure, said in the form's words, what was typed kept", async () => {
    server.use(mock.post("*/account/test", () => HttpResponse.json({ loggedIn: "yes" })));
    const form = setup(`<label for="e">Email</label><input id="e" name="email" required>`, {
      answer: ANSWER,
      failureText: () => "We could not sign you in: please try again.",
    });
    type("email", "ada@example.com");
    submit(form);
    await whenIdle();
    expect(results).toEqual([{ ok: false, error: expect.objectContaining({ kind: "invalid-response" }) }]);
    expect(status()).toBe("We could not sign you in: please try again.");
    expect(field("email").value).toBe("ada@example.com");
  });

  it("a held form says why and sends nothing; released, it sends", async () => {
    let hold: string | undefined = "Please wait 30 seconds before trying again.";
    server.use(mock.post("*/account/test", () => HttpResponse.json({ loggedIn: true })));
    const form = setup(`<label for="e">Email</label><input id="e" name="email" required>`, { answer: ANSWER, held: () => hold });
    type("email", "ada@example.com");
    submit(form);
    expect(status()).toBe("Please wait 30 seconds before trying again.");
    expect(results).toEqual([]);
    hold = undefined;
    submit(form);
    await whenIdle();
    expect(results).toEqual([{ ok: true, body: { loggedIn: true } }]);
  });
});
