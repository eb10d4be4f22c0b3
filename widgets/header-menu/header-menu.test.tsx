// The header menu on the server's nav (happy-dom, the shared MSW handlers): the §7 call, the disclosure, errors.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse } from "msw";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
import { server } from "../../tests/unit/setup";
import { headerMenuHtml } from "../../fixtures/server/screens/search";

const entry = { name: "header-menu", selector: "[data-header-menu]", load: () => import("./index") };
const button = () => document.querySelector<HTMLButtonElement>(".vitrine-header-menu__toggle")!;
const panel = () => document.querySelector<HTMLElement>(".vitrine-header-menu__panel")!;

function requests(): string[] {
  const seen: string[] = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes("component-header")) seen.push(url.pathname + url.search);
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  teardown();
});

describe("header menu (§7)", () => {
  it("asks for the menu of the store's country and language, with home version, wcmmode and code", async () => {
    const seen = requests();
    await hydrate(
      entry,
      `<header class="site-header">${headerMenuHtml({ homeVersion: "ss26", code: "VIP" })}</header>`,
      "/pages/editorial.html?wcmmode=edit",
      { market: "kr" },
    );
    await settle();
    expect(seen).toEqual([
      `/content/vitrine/kr/ko/jcr:content/component-header.newmenu${innerWidth >= 1024 ? "" : ".mobile"}.ss26.html?wcmmode=edit&code=VIP`,
    ]);
    expect(button().hidden).toBe(false);
    expect(button().textContent).toBe("메뉴");
  });

  it("is an APG disclosure: aria-expanded and aria-controls; Escape closes and returns focus", async () => {
    await hydrate(entry, `<header class="site-header">${headerMenuHtml()}</header>`, "/pages/search-results.html");
    await settle();
    expect(button().getAttribute("aria-controls")).toBe(panel().id);
    expect([button().getAttribute("aria-expanded"), panel().hidden]).toEqual(["false", true]);
    act(() => button().click());
    expect([button().getAttribute("aria-expanded"), panel().hidden]).toEqual(["true", false]);
    expect(panel().querySelectorAll("a").length).toBeGreaterThan(20);
    panel().querySelector("a")!.focus();
    act(() => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect([button().getAttribute("aria-expanded"), panel().hidden]).toEqual(["false", true]);
    expect(document.activeElement).toBe(button());
  });

  it("a bad attribute is reported by name and the server links stay the menu", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, headerMenuHtml({ resourceContext: "//evil.test" }), "/pages/search-results.html");
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[vitrine\] header-menu on nav\S* \(data-resource-context\): expected a path starting with a single \/$/,
    );
    expect(document.querySelector(".vitrine-header-menu")).toBeNull();
    expect(document.querySelectorAll(".header-menu__links a")).toHaveLength(4);
  });

  it.each([
    ["a JSON 200", () => HttpResponse.json({ menu: [] }), /: the menu could not be loaded: expected text\/html, got application\/json$/],
    [
      "an HTML 200 without the menu root",
      () => HttpResponse.html("<p>Maintenance</p>"),
      /: the menu could not be loaded: invalid html response: no \[data-menu-variant\]$/,
    ],
    [
      "a menu cut off mid-stream",
      () => HttpResponse.html('<div class="menu" data-menu-variant="desktop"><ul><li><a href="/x">Ba'),
      /: the menu could not be loaded: invalid html response: cut off$/,
    ],
  ])("takes the failure path on %s: reported, no button, the server links stay the menu", async (_, answer, message) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(mock.get(/component-header\.newmenu/, answer));
    await hydrate(entry, `<header class="site-header">${headerMenuHtml()}</header>`, "/pages/search-results.html");
    await settle();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(message), expect.anything());
    expect(button().hidden).toBe(true);
    expect(panel().childElementCount).toBe(0);
    expect(document.querySelectorAll(".header-menu__links a")).toHaveLength(4);
  });
});
