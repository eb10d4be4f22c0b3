import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLifecycle, type Lifecycle, type WidgetModule } from "../lifecycle";
import { started } from "../page-lifecycle";
import { emit } from "../events";
import { whenIdle } from "../activity";
import { debug } from "./debug-overlay";

const tick = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await whenIdle();
};
/** The overlay redraws once a frame. */
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const widget = (name: string, mount: WidgetModule["mount"]) => ({
  name,
  selector: `[data-${name}]`,
  hydrate: "load" as const,
  load: async () => ({ default: { mount } }),
});

let lifecycle: Lifecycle;
beforeEach(() => {
  document.body.innerHTML = `<div data-box id="good"></div><div data-broken id="bad"></div>`;
  vi.spyOn(console, "error").mockImplementation(() => {});
  lifecycle = createLifecycle([
    widget("box", () => () => {}),
    widget("broken", () => {
      throw new Error("no <b>part</b>");
    }),
  ]);
  started.push(lifecycle);
});
afterEach(() => {
  debug(false);
  lifecycle.stop();
  started.length = 0;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

const rows = () =>
  [...document.querySelectorAll(".vitrine-debug__panel tbody")[0]!.querySelectorAll("tr")].map((tr) =>
    [...tr.cells].slice(0, 3).map((cell) => cell.textContent),
  );

describe("debug overlay", () => {
  it("lists and outlines each instance with its state, and an error as text, tied to its element", async () => {
    debug(true);
    lifecycle.start();
    await tick();
    await frame();
    expect(rows()).toEqual([
      ["box", "div#good", "mounted"],
      ["broken", "div#bad", "failed"],
    ]);
    const labels = [...document.querySelectorAll(".vitrine-debug__label")].map((label) => label.textContent);
    expect(labels).toEqual(["box · mounted", "broken · failed"]);
    const error = document.querySelector<HTMLButtonElement>(".vitrine-debug__error")!;
    expect(error.textContent).toBe("broken on div#bad: no <b>part</b>");
    expect(document.querySelector(".vitrine-debug b")).toBeNull();
    expect(error.disabled).toBe(false);
  });

  it("gives the keyboard focus back to the error button that had it when a new error redraws the list", async () => {
    debug(true);
    lifecycle.start();
    await tick();
    await frame();
    document.querySelector<HTMLButtonElement>(".vitrine-debug__error")!.focus();
    emit("error", { source: "configuration", message: "later" });
    await frame();
    const buttons = [...document.querySelectorAll(".vitrine-debug__error")];
    expect(buttons.map((button) => button.textContent)).toEqual(["broken on div#bad: no <b>part</b>", "configuration: later"]);
    expect(document.activeElement).toBe(buttons[0]);
  });

  it("shows the state of instances already there when switched on late", async () => {
    lifecycle.start();
    await tick();
    debug(true);
    expect(rows()).toEqual([
      ["box", "div#good", "mounted"],
      ["broken", "div#bad", "failed"],
    ]);
  });

  it("removes everything it added when switched off: nodes, styles, listeners, observers", async () => {
    const sheets = document.adoptedStyleSheets.length;
    const added = vi.spyOn(window, "addEventListener");
    const removed = vi.spyOn(window, "removeEventListener");
    const documentAdded = vi.spyOn(document, "addEventListener");
    const documentRemoved = vi.spyOn(document, "removeEventListener");
    debug(true);
    debug(true); // once only
    expect(document.querySelectorAll(".vitrine-debug")).toHaveLength(1);
    expect(document.adoptedStyleSheets.length).toBe(sheets + 1);
    debug(false);
    expect(document.querySelector(".vitrine-debug")).toBeNull();
    expect(document.adoptedStyleSheets.length).toBe(sheets);
    expect(removed.mock.calls.map(([type, listener]) => [type, listener])).toEqual(
      added.mock.calls.map(([type, listener]) => [type, listener]),
    );
    expect(documentRemoved.mock.calls.map(([type, listener]) => [type, listener])).toEqual(
      documentAdded.mock.calls.map(([type, listener]) => [type, listener]),
    );
    // Later changes do no work for it: the lifecycle's, the HTTP client's and the error funnel's observers are gone.
    const frames = vi.spyOn(window, "requestAnimationFrame");
    lifecycle.start();
    emit("error", { source: "configuration", message: "late" });
    await tick();
    expect(frames).not.toHaveBeenCalled();
  });
});
