// A team's own widget, registered from outside ("A public way to add widgets"): it goes through the page's
// one lifecycle, contract and error funnel, exactly as a built-in widget does.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./activity";
vi.stubGlobal("__VERSION__", "test"); // what the build replaces
await import("./boot");
import { on } from "./events";
import type { VitrineEvents } from "./events";
import { register } from "./register";
import { attr, defineWidget, z } from "./public-widget";

const tick = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await whenIdle();
};

/** A widget as a team would write it: a greeting over the server text, its name in `data-greeting-name`. */
const greeting = (name: string) =>
  defineWidget({
    name,
    attributes: z.object({ greetingName: attr.string() }),
    enhance({ element, attributes }) {
      element.textContent = `Hello, ${attributes.greetingName}`;
    },
  });

let errors: VitrineEvents["error"][] = [];
const stopErrors = on("error", (detail) => errors.push(detail));
beforeEach(() => {
  errors = [];
  document.body.innerHTML = "";
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(() => {
  stopErrors();
  window.vitrine?.stop();
});

describe("register", () => {
  it("hydrates the widget's markup on the page and markup added later, loading its code once", async () => {
    document.body.innerHTML = `<p data-team-greeting data-greeting-name="Ada">Hi</p>`;
    const load = vi.fn(async () => ({ default: greeting("team-greeting") }));
    register({ name: "team-greeting", hydrate: "load", load });
    await tick();
    const later = document.createElement("p");
    later.dataset.teamGreeting = "";
    later.dataset.greetingName = "Grace";
    document.body.append(later);
    await tick();
    expect([...document.querySelectorAll("[data-team-greeting]")].map((p) => p.textContent)).toEqual(["Hello, Ada", "Hello, Grace"]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it("reports a bad attribute by widget, element and attribute, and leaves the server HTML", async () => {
    document.body.innerHTML = `<p data-team-bad data-greeting-name="">Hi</p>`;
    register({ name: "team-bad", hydrate: "idle", load: async () => ({ default: greeting("team-bad") }) });
    await tick();
    expect(document.querySelector("p")!.textContent).toBe("Hi");
    expect(errors).toEqual([expect.objectContaining({ widget: "team-bad", element: "p", attribute: "data-greeting-name" })]);
  });

  it("refuses a name Vitrine or the page has taken, and keeps the first", async () => {
    register({ name: "video", hydrate: "load", load: async () => ({ default: greeting("video") }) });
    register({ name: "team-twice", hydrate: "load", load: async () => ({ default: greeting("team-twice") }) });
    register({ name: "team-twice", hydrate: "load", load: async () => ({ default: greeting("team-twice") }) });
    expect(errors).toEqual([
      { source: "register", message: 'a widget named "video" is registered already: this registration is ignored' },
      { source: "register", message: 'a widget named "team-twice" is registered already: this registration is ignored' },
    ]);
  });

  it.each([
    [{ name: "Team Card", hydrate: "load" }, 'widget name "Team Card" must be lower-case words joined by "-"'],
    [{ name: "team-card", hydrate: "soon" }, "team-card: hydrate must be one of load, idle, visible, interaction"],
    [{ name: "team-card", hydrate: "load", selector: "[data-x" }, 'team-card: selector "[data-x" is not a valid CSS selector'],
  ])("reports an invalid entry %j and adds nothing", (entry, message) => {
    register({ ...entry, load: async () => ({ default: greeting("team-card") }) } as Parameters<typeof register>[0]);
    expect(errors).toEqual([{ source: "register", message }]);
  });

  it("reports a module that is not the contract's under the entry's name as a failed load", async () => {
    document.body.innerHTML = `<p data-team-other data-greeting-name="Ada">Hi</p>`;
    register({ name: "team-other", hydrate: "load", load: async () => ({ default: greeting("team-else") }) });
    await tick();
    expect(document.querySelector("p")!.textContent).toBe("Hi");
    expect(errors).toEqual([
      expect.objectContaining({
        widget: "team-other",
        message:
          'could not load the widget code: its module\'s default export must be defineWidget({ name: "team-other", … }) from vitrine/widget',
      }),
    ]);
  });

  it("is ready, and says so, once the page's markup is scanned", async () => {
    await window.vitrine!.ready;
    expect(window.vitrine!.isReady).toBe(true);
  });
});
