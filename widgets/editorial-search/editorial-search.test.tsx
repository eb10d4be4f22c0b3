// The editorial search on the server's section (happy-dom, the shared MSW handlers): it follows `q`, replaces the
// results in one insertion, and a bad attribute leaves the server results in place.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse } from "msw";
import { emit } from "../../core/events";
import { server } from "../../tests/unit/setup";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
import { editorialSearchHtml } from "../../fixtures/server/screens/search";
import { searchArticles } from "../../fixtures/articles";
import { EDITORIAL_SEARCH_ROUTE } from "../../fixtures/fragments/search";

const entry = { name: "editorial-search", selector: "[data-editorial-search]", load: () => import("./index") };
const titles = () => [...document.querySelectorAll("[data-editorial-results] .editorial-result__title")].map((t) => t.textContent);
const status = () => document.querySelector(".vitrine-editorial-search__status")?.textContent;

afterEach(teardown);

describe("editorial search (§7)", () => {
  it("adopts the server's results, then follows q when a listing-query reports a change", async () => {
    await hydrate(entry, editorialSearchHtml("bag", "en"), "/pages/search-results.html?q=bag");
    expect(document.querySelector<HTMLElement>("[data-editorial-status]")!.hidden).toBe(true);
    expect(status()).toBe("3 journal articles for “bag”");
    history.pushState({}, "", "?q=silk");
    act(() => emit("listing-query", { listing: "search-grid" }));
    expect(status()).toBe("Searching the journal for “silk”…");
    await settle();
    expect(titles()).toEqual(searchArticles("silk").map((a) => a.title));
    expect(document.querySelector("[data-editorial-results]")!.getAttribute("aria-busy")).toBe("false");
  });

  it("catches up on mount when q changed before it hydrated, and Back brings the old results", async () => {
    await hydrate(entry, editorialSearchHtml("bag", "en"), "/pages/search-results.html?q=gold");
    await settle();
    expect(titles()).toEqual(searchArticles("gold").map((a) => a.title));
    history.replaceState({}, "", "?q=zzz");
    await act(async () => void window.dispatchEvent(new PopStateEvent("popstate")));
    await settle();
    expect(titles()).toEqual([]);
    expect(status()).toBe("No journal articles for “zzz”.");
  });

  it("a failure shows the error and a retry that works", async () => {
    server.use(mock.get(EDITORIAL_SEARCH_ROUTE, () => HttpResponse.text("down", { status: 404 }), { once: true }));
    await hydrate(entry, editorialSearchHtml("bag", "en"), "/pages/search-results.html?q=silk");
    await settle();
    expect(status()).toBe("Journal articles could not be loaded.");
    expect(titles()).toEqual([]);
    await act(async () => document.querySelector<HTMLButtonElement>(".vitrine-editorial-search__retry")!.click());
    await settle();
    expect(titles()).toEqual(searchArticles("silk").map((a) => a.title));
  });

  it("a bad attribute is reported by name and the server results stay", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const markup = editorialSearchHtml("bag", "en").replace(
      'data-editorial-search-results-path=".editorial-search.html?q="',
      'data-editorial-search-results-path="https://evil.test/?q="',
    );
    await hydrate(entry, markup, "/pages/search-results.html?q=silk");
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[vitrine\] editorial-search on section\S* \(data-editorial-search-results-path\): expected path characters only$/,
    );
    expect(titles()).toEqual(searchArticles("bag").map((a) => a.title));
    expect(document.querySelector<HTMLElement>("[data-editorial-status]")!.hidden).toBe(false);
  });

  it("a missing part is reported by its selector, like a bad attribute, and the server results stay", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, editorialSearchHtml("bag", "en").replace(" data-editorial-results", ""), "/pages/search-results.html?q=silk");
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[vitrine\] editorial-search on section\S* \(part \[data-editorial-results\]\): missing required part$/,
    );
    expect([...document.querySelectorAll(".editorial-result__title")].map((t) => t.textContent)).toEqual(
      searchArticles("bag").map((a) => a.title),
    );
    expect(document.querySelector<HTMLElement>("[data-editorial-status]")!.hidden).toBe(false);
  });
});
