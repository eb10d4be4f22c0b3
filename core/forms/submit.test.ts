// The submit's two readings (./submit.ts): which fields a failed post's answer rejects, and what a submit sends.
// The post itself (one at a time, busy, status) is tested through enhanceForm in form.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import { HttpError } from "../http";
import { formValues, rejectedFields } from "./submit";

const status = (code: number, body: unknown) => new HttpError("status", `HTTP ${code}`, "/contact-us", code, body);

describe("core/forms rejectedFields: the fields a 400 names, with the server's own text when it gives one", () => {
  it.each([
    [
      "a 400 naming two fields",
      status(400, { error: "invalid form", fields: { email: "This address is already used.", name: "required" } }),
      [
        ["email", "This address is already used."],
        ["name", "required"],
      ],
    ],
    [
      "a message that is not text, or blank, gives none",
      status(400, { fields: { email: true, name: "  ", surname: { text: "x" }, phone: null } }),
      [
        ["email", undefined],
        ["name", undefined],
        ["surname", undefined],
        ["phone", undefined],
      ],
    ],
    ["a message is trimmed", status(400, { fields: { email: "  Already used.\n" } }), [["email", "Already used."]]],
    ["a 400 naming none (the summary empties)", status(400, { error: "invalid form", fields: {} }), []],
    ["a 400 without fields", status(400, { error: "unknown store" }), undefined],
    ["fields that are not an object", status(400, { fields: ["email"] }), undefined],
    ["a 503", status(503, { error: "service unavailable" }), undefined],
    ["a network error", new HttpError("network", "offline", "/contact-us"), undefined],
    ["not an HttpError", new Error("boom"), undefined],
  ])("%s", (_, error, fields) => {
    const found = rejectedFields(error);
    expect(found === undefined ? undefined : [...found]).toEqual(fields);
  });
});

describe("core/forms formValues", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("every enabled named field's text by name, hidden ones included; no file", () => {
    document.body.innerHTML = `
      <form>
        <input name="name" value="Ada">
        <input name="subject" type="hidden" value="Order">
        <input name="off" value="x" disabled>
        <input name="photo" type="file">
        <select name="title"><option value="MR">Mr</option><option value="MS" selected>Ms</option></select>
        <textarea name="message">Hello</textarea>
      </form>`;
    expect(formValues(document.querySelector("form")!)).toEqual({ name: "Ada", subject: "Order", title: "MS", message: "Hello" });
  });
});
