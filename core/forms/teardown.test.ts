// The form core's undo list (./teardown.ts) in happy-dom: destroy runs what was registered newest first, stops the
// listeners, puts back the attributes and content the server sent, and removes only the parts the core made.
import { afterEach, describe, expect, it } from "vitest";
import { createTeardown, formPart } from "./teardown";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("core/forms teardown", () => {
  it("runs every undo once, newest first, and stops its listeners", () => {
    const teardown = createTeardown();
    const ran: string[] = [];
    const heard: string[] = [];
    const target = document.createElement("div");
    teardown.add(() => ran.push("first"));
    teardown.listen(target, "click", () => heard.push("click"));
    teardown.add(() => ran.push("second"));
    target.click();
    teardown.run();
    teardown.run();
    target.click();
    expect(ran).toEqual(["second", "first"]);
    expect(heard).toEqual(["click"]);
  });

  it("keeps attributes and content as the server sent them before the first change, and puts them back", () => {
    document.body.innerHTML = `<p class="status" role="status">Sent by the server</p>`;
    const line = document.querySelector("p")!;
    const teardown = createTeardown();
    teardown.keepAttributes(line, ["class", "aria-busy"]);
    teardown.keepContent(line);
    line.className = "status busy";
    line.setAttribute("aria-busy", "true");
    line.textContent = "Sending…";
    teardown.keepAttributes(line, ["class", "aria-busy", "role"]);
    teardown.keepContent(line);
    line.removeAttribute("role");
    line.textContent = "Sent";
    teardown.run();
    expect(line.outerHTML).toBe(`<p class="status" role="status">Sent by the server</p>`);
  });

  it("formPart: the server's part is used as it is; a missing one is made (here at the start) and destroy removes it", () => {
    document.body.innerHTML = `<form><input name="a"><p data-form-status role="status"></p></form>`;
    const form = document.querySelector("form")!;
    const teardown = createTeardown();
    const status = formPart(form, "data-form-status", "p", "end", teardown);
    const summary = formPart(form, "data-form-summary", "div", "start", teardown);
    expect(status).toBe(form.querySelector("p"));
    expect(form.innerHTML).toBe(`<div data-form-summary=""></div><input name="a"><p data-form-status="" role="status"></p>`);
    teardown.run();
    expect(form.innerHTML).toBe(`<input name="a"><p data-form-status="" role="status"></p>`);
    expect(summary.isConnected).toBe(false);
  });
});
