// The facets widget on the server's form (happy-dom): URL and history, listing-query, §9 visibility, Back, errors.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { on } from "../../core/events";
import { facetsFormHtml, searchBoxHtml } from "../../fixtures/server/screens/search";
import { hydrate as hydrateWidget, teardown } from "../../tests/unit/hydrate";
import { parseFacets } from "./rules";

const queries: unknown[] = [];
let off: () => void;
const entry = { name: "search-facets", selector: "[data-search-facets]", load: () => import("./index") };

async function hydrate(search: string, markup?: string) {
  const page =
    markup ?? `${searchBoxHtml(new URLSearchParams(search).get("q") ?? "")}${facetsFormHtml(parseFacets(new URLSearchParams(search)))}`;
  await hydrateWidget(entry, page, `/pages/search-results.html${search}`);
}

const box = (value: string) => document.querySelector<HTMLInputElement>(`input[type=checkbox][value="${value}"]`)!;
async function toggle(value: string) {
  await act(async () => {
    box(value).click();
  });
}
const fieldset = (name: string) => document.querySelector<HTMLFieldSetElement>(`fieldset[data-facet="${name}"]`)!;

beforeEach(() => {
  queries.length = 0;
  off = on("listing-query", (detail) => queries.push(detail));
});
afterEach(() => {
  off();
  teardown();
});

describe("search facets (§9)", () => {
  it("a ticked box pushes a `search` entry with repeated parameters and emits listing-query", async () => {
    await hydrate("?q=bag");
    const length = history.length;
    await toggle("black");
    await toggle("red");
    expect(location.search).toBe("?q=bag&ColorGroup=black&ColorGroup=red");
    expect(history.state).toEqual({ vitrine: "search" });
    expect(history.length).toBe(length + 2);
    expect(queries).toEqual([{ listing: "search-grid" }, { listing: "search-grid" }]);
  });

  it("level 3 and SizeGroup follow level 2; a level-3 value goes with its parent", async () => {
    await hydrate("?q=bag");
    expect([fieldset("categories3").hidden, fieldset("SizeGroup").hidden]).toEqual([true, true]);
    await toggle("bags");
    expect([fieldset("categories3").hidden, fieldset("SizeGroup").hidden]).toEqual([false, false]);
    expect(box("totes").closest("li")!.hidden).toBe(false);
    expect(box("boots").closest("li")!.hidden).toBe(true);
    await toggle("totes");
    await toggle("shoes");
    expect(location.search).toBe("?q=bag&categories2=bags&categories2=shoes&categories3=totes");
    await toggle("bags"); // totes' parent goes: totes goes with it
    expect(location.search).toBe("?q=bag&categories2=shoes");
    expect(box("totes").checked).toBe(false);
  });

  it("submitting (the search box's Enter) pushes the query and the facets, and drops the page", async () => {
    await hydrate("?q=bag&ColorGroup=black&page=3");
    document.querySelector<HTMLInputElement>("#search-query")!.value = "silk";
    await act(async () => {
      document.querySelector<HTMLFormElement>("form[data-search-facets]")!.requestSubmit();
    });
    expect(location.search).toBe("?q=silk&ColorGroup=black");
    expect(queries).toHaveLength(1);
  });

  it("Back: the boxes follow the URL and the listing reloads; an unchanged search emits nothing", async () => {
    await hydrate("?q=bag");
    await toggle("black");
    history.replaceState({ vitrine: "search" }, "", "?q=bag&MaterialGroup=silk");
    await act(async () => void window.dispatchEvent(new PopStateEvent("popstate")));
    expect([box("black").checked, box("silk").checked]).toEqual([false, true]);
    expect(queries).toHaveLength(2);
    history.replaceState({ vitrine: "search" }, "", "?q=bag&MaterialGroup=silk#PN=VT1");
    await act(async () => void window.dispatchEvent(new PopStateEvent("popstate")));
    expect(queries).toHaveLength(2);
  });

  it("a box ticked before hydration counts; the URL's hidden facets do not", async () => {
    const ticked = `${searchBoxHtml("bag")}${facetsFormHtml({ categories3: ["totes"] })}`.replace('value="gold"', 'value="gold" checked');
    await hydrate("?q=bag&categories3=totes", ticked);
    expect(location.search).toBe("?q=bag&ColorGroup=gold");
  });

  it("on anything but a form it reports the error and leaves the markup alone", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate("?q=bag", `<div data-search-facets><input type="checkbox" name="ColorGroup" value="black"></div>`);
    expect(errors.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(
      /^\[vitrine\] search-facets on div\S*: expected <form>, found <div>$/m,
    );
    await toggle("black");
    expect(location.search).toBe("?q=bag");
  });
});
