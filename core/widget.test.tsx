import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { z } from "./zod";
import { attr } from "./attributes";
import { createLifecycle } from "./lifecycle";
import { whenIdle } from "./activity";
import { unmountHost } from "./render/host";
import { on, type ErrorDetail } from "./events";
import { defineWidget, ownContainer } from "./widget";
import { missingPart } from "./attributes";

const greeting = defineWidget({
  name: "greeting",
  attributes: z.object({ name: attr.string(), times: attr.optional(attr.int({ min: 1 })) }),
  View: ({ attributes }) => {
    if (attributes.name === "crash") throw new Error("render boom");
    return <span className="hello">Hello {attributes.name}</span>;
  },
});

// An imperative widget with a required part: it marks the part and renders a badge next to it.
const badge = defineWidget({
  name: "badge",
  attributes: z.object({ badge: attr.string(), count: attr.optional(attr.int()) }),
  parts: { label: "[data-label]" },
  ownAttributes: ["data-count"],
  enhance({ attributes, parts, render, fail }) {
    if (attributes.badge === "refuse") return fail({ attribute: "data-badge", message: "refused" });
    if (attributes.badge === "counted" && !parts.label.querySelector("[data-count-box]"))
      return fail(missingPart("[data-label] [data-count-box]"));
    parts.label.classList.add("enhanced");
    render(<b className="badge">{attributes.badge}</b>, parts.label);
    return () => parts.label.classList.remove("enhanced");
  },
});

// A widget whose element and part must be given elements: typed as them, checked at mount.
const signup = defineWidget({
  name: "signup",
  element: "form",
  attributes: z.object({}),
  parts: { country: { selector: "[data-country]", tag: "select" } },
  enhance({ element, parts }) {
    element.noValidate = true; // HTMLFormElement's own property: the element is typed by its tag
    parts.country.selectedIndex = 1; // and so is the part
    return () => void (element.noValidate = false);
  },
});

const lifecycle = createLifecycle([
  { name: "greeting", selector: "[data-name]", hydrate: "load", load: async () => ({ default: greeting }) },
  { name: "badge", selector: "[data-badge]", hydrate: "load", load: async () => ({ default: badge }) },
  { name: "signup", selector: "[data-signup]", hydrate: "load", load: async () => ({ default: signup }) },
]);

afterEach(() => {
  act(() => {
    lifecycle.stop();
    unmountHost();
  });
  document.body.innerHTML = "";
});

async function start(html: string) {
  document.body.innerHTML = html;
  await act(async () => {
    lifecycle.start();
    await whenIdle();
  });
}

describe("React widgets through one root with portals", () => {
  it("renders every instance into its own element", async () => {
    await start(Array.from({ length: 200 }, (_, i) => `<div data-name="n${i}"></div>`).join(""));
    await waitFor(() => expect(document.querySelectorAll(".hello")).toHaveLength(200), { timeout: 5000 });
    expect(document.querySelectorAll("[data-vitrine-root]")).toHaveLength(1);
    expect(document.querySelector('[data-name="n7"]')?.textContent).toBe("Hello n7");
  });

  it("contains a render error to its own instance and reports it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await start(`<div data-name="a"></div><div data-name="crash"></div><div data-name="b"></div>`);
    await waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 5000 });
    expect([...document.querySelectorAll(".hello")].map((el) => el.textContent)).toEqual(["Hello a", "Hello b"]);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[vitrine\] greeting on div:nth-of-type\(2\): render failed: render boom$/),
      expect.any(Error),
    );
  });

  it("names the bad attribute and leaves that element as the server sent it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await start(`<p data-name="a" data-times="0">server text</p>`);
    await waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 5000 });
    expect(document.querySelector("p")?.textContent).toBe("server text");
    expect(error).toHaveBeenCalledWith("[vitrine] greeting on p (data-times): must be >= 1");
  });
});

describe("one contract for imperative widgets and required parts", () => {
  function errors() {
    const seen: ErrorDetail[] = [];
    return { seen, off: on("error", (detail) => seen.push(detail)) };
  }

  it("enhances the server markup: finds the part, renders through the root, undoes both on removal", async () => {
    await start(`<div data-badge="new"><span data-label>Bag</span></div>`);
    await waitFor(() => expect(document.querySelector(".badge")?.textContent).toBe("new"), { timeout: 5000 });
    expect(document.querySelector("[data-label]")?.className).toBe("enhanced");
    await act(async () => {
      document.querySelector("[data-badge]")!.remove();
      lifecycle.rescan();
      await whenIdle();
    });
    expect(document.querySelectorAll(".badge")).toHaveLength(0);
  });

  it("reports a missing required part like a bad attribute, naming widget, element and part; the element stays as sent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { seen, off } = errors();
    await start(`<div data-badge="new"><span>Bag</span></div>`);
    await waitFor(() => expect(seen).toHaveLength(1), { timeout: 5000 });
    off();
    expect(seen).toEqual([{ widget: "badge", element: "div", part: "[data-label]", message: "missing required part" }]);
    expect(console.error).toHaveBeenCalledWith("[vitrine] badge on div (part [data-label]): missing required part");
    expect(document.querySelector("[data-badge]")?.innerHTML).toBe("<span>Bag</span>");
  });

  it("fail() from enhance reports like a bad attribute and mounts nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { seen, off } = errors();
    await start(`<div data-badge="refuse"><span data-label>Bag</span></div>`);
    await waitFor(() => expect(seen).toHaveLength(1), { timeout: 5000 });
    off();
    expect(seen).toEqual([{ widget: "badge", element: "div", attribute: "data-badge", message: "refused" }]);
    expect(document.querySelectorAll(".badge")).toHaveLength(0);
  });

  it("fail() with a part the widget needs only sometimes reports it as the contract reports its own parts", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { seen, off } = errors();
    await start(`<div data-badge="counted"><span data-label>Bag</span></div>`);
    await waitFor(() => expect(seen).toHaveLength(1), { timeout: 5000 });
    off();
    expect(seen).toEqual([{ widget: "badge", element: "div", part: "[data-label] [data-count-box]", message: "missing required part" }]);
    expect(console.error).toHaveBeenCalledWith("[vitrine] badge on div (part [data-label] [data-count-box]): missing required part");
    expect(document.querySelector("[data-label]")?.className).toBe("");
  });

  it("a typed part and a typed element, each the element the contract names, are given as those elements", async () => {
    await start(`<form data-signup><select data-country><option>it</option><option>fr</option></select></form>`);
    expect(document.querySelector("form")!.noValidate).toBe(true);
    expect(document.querySelector("select")!.value).toBe("fr");
  });

  it.each([
    [
      "a part that is not the element its tag names",
      `<form data-signup=""><input data-country=""></form>`,
      { widget: "signup", element: "form", part: "[data-country]", message: "expected <select>, found <input>" },
      "[vitrine] signup on form (part [data-country]): expected <select>, found <input>",
    ],
    [
      "a widget element that is not the one the contract names",
      `<div data-signup=""><select data-country=""><option>it</option><option>fr</option></select></div>`,
      { widget: "signup", element: "div", message: "expected <form>, found <div>" },
      "[vitrine] signup on div: expected <form>, found <div>",
    ],
  ])("%s is reported like a missing part; the markup stays as sent", async (_case, html, detail, printed) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { seen, off } = errors();
    await start(html);
    await waitFor(() => expect(seen).toHaveLength(1), { timeout: 5000 });
    off();
    expect(seen).toEqual([detail]);
    expect(console.error).toHaveBeenCalledWith(printed);
    expect(document.body.innerHTML).toBe(html);
  });

  it("an instance that failed (bad attribute, missing or wrong part, fail()) emits only its error, never `mount`", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { seen, off } = errors();
    const mounts: string[] = [];
    const offMount = on("mount", ({ element }) => mounts.push(element.outerHTML));
    await start(
      `<p data-name="ok"></p><p data-name="x" data-times="0"></p>` +
        `<div data-badge="new"><span>Bag</span></div><div data-badge="refuse"><span data-label>Bag</span></div>` +
        `<form data-signup=""><input data-country=""></form><div data-badge="fine"><span data-label>Bag</span></div>`,
    );
    await waitFor(() => expect(seen).toHaveLength(4), { timeout: 5000 });
    off();
    offMount();
    expect(seen.map((e) => e.widget)).toEqual(["greeting", "badge", "badge", "signup"]);
    expect(mounts).toEqual(['<p data-name="ok"></p>', expect.stringMatching(/^<div data-badge="fine">/)]);
  });

  it("exposes the schema's data-* attributes an author sets (not the ones the widget keeps in sync)", () => {
    expect(badge.attributes).toEqual(["data-badge"]);
    expect(greeting.attributes).toEqual(["data-name", "data-times"]);
  });
});

describe("ownContainer (the view's own node)", () => {
  it("adds a div of the class where placed (default: at the end) and removes it on cleanup", () => {
    document.body.innerHTML = `<section><a>link</a><p>end</p></section>`;
    const section = document.querySelector("section")!;
    const link = section.querySelector("a")!;
    const atEnd = ownContainer("slot")(section, {});
    const afterLink = ownContainer<{ link: string }>("next", (_, container, parts) => parts.link.after(container))(section, { link });
    expect(section.innerHTML).toBe('<a>link</a><div class="next"></div><p>end</p><div class="slot"></div>');
    expect([atEnd.container.className, afterLink.container.className]).toEqual(["slot", "next"]);
    atEnd.cleanup();
    afterLink.cleanup();
    expect(section.innerHTML).toBe("<a>link</a><p>end</p>");
  });
});
