// DOM helpers: values from the URL, a cookie or a response never become selector syntax.
import { afterEach, describe, expect, it } from "vitest";
import { findByAttribute, focusItem, h } from "./dom";

afterEach(() => document.body.replaceChildren());

describe("findByAttribute", () => {
  it.each([
    ["plain", "L7"],
    ["quotes and brackets", `a"]),*{x`],
    ["a selector list", "x], body, [data-look-id"],
    ["backslashes", "a\\b\\"],
    ["unicode", "ルック-7"],
  ])("finds by %s and matches nothing else", (_, value) => {
    document.body.innerHTML = `<p data-look-id="other"></p><article id="hit"></article>`;
    document.getElementById("hit")!.setAttribute("data-look-id", value);
    expect(findByAttribute(document, "data-look-id", value)?.id).toBe("hit");
  });
  it("returns null when absent", () => {
    expect(findByAttribute(document, "data-look-id", "nope")).toBeNull();
  });
});

describe("focusItem", () => {
  it("makes a plain item programmatically focusable and focuses it", () => {
    document.body.innerHTML = `<article id="a"></article>`;
    const el = document.getElementById("a")!;
    focusItem(el);
    expect(el.getAttribute("tabindex")).toBe("-1");
    expect(document.activeElement).toBe(el);
  });
  it("leaves a focusable item's tab order alone", () => {
    document.body.innerHTML = `<a id="a" href="/x">x</a>`;
    const el = document.getElementById("a")!;
    focusItem(el);
    expect(el.hasAttribute("tabindex")).toBe(false);
    expect(document.activeElement).toBe(el);
  });
});

describe("h", () => {
  it("sets the attributes given, leaves out false and undefined, appends text as text", () => {
    const hostile = `<img src=x onerror="window.__vitrinePwned=1">`;
    const built = h("p", { class: "x", hidden: true, "aria-busy": false, title: undefined }, "a ", h("b", {}, hostile), null, false);
    expect(built.outerHTML).toBe(`<p class="x" hidden="">a <b>&lt;img src=x onerror="window.__vitrinePwned=1"&gt;</b></p>`);
    expect(built.querySelector("img")).toBeNull();
  });
});
