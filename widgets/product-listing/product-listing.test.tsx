// The product listing on a page (happy-dom, the shared MSW handlers): a search listing against the search grid (§7),
// the markup contract's errors, tile clicks (§2), a new query (listing-query), and unmounting.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { createLifecycle, type Lifecycle } from "../../core/lifecycle";
import { emit, on } from "../../core/events";
import { setPageConfig } from "../../core/page-config";
import { unmountHost } from "../../core/render/host";
import { listingProducts, renderListingSection } from "../../fixtures/fragments/product-listing";
import { markets } from "../../markets/markets";
import { server } from "../../tests/unit/setup";
import { settle } from "../../tests/unit/hydrate";
import { widgets } from "../registry";

const entry = widgets.find((w) => w.name === "product-listing")!;
const SEARCH = "q=bag&MaterialGroup=leather&MaterialGroup=suede";
let lifecycle: Lifecycle;
let requests: URL[];

function listing(search: string, overrides: Record<string, string> = {}): string {
  const html = renderListingSection({
    id: "results",
    source: "search",
    contentPath: "/content/vitrine/search",
    list: listingProducts(new URLSearchParams(search)),
    pages: 1,
    market: markets.us,
    locale: "en",
    href: `/search.html?${search}`,
    heading: "Search results",
  });
  return Object.entries(overrides).reduce((out, [name, value]) => out.replace(new RegExp(`${name}="[^"]*"`), `${name}="${value}"`), html);
}

/** Hydrates the listing like the bootloader; resolves once it is enhanced (or, for broken markup, reported). */
async function mount(html: string, { enhanced = true } = {}): Promise<HTMLElement> {
  history.replaceState(null, "", `/search.html?${SEARCH}`);
  setPageConfig({ contentPath: "/content/vitrine" });
  document.body.innerHTML = `<main>${html}</main>`;
  lifecycle = createLifecycle([entry]);
  const mounted = new Promise<void>((resolve) => {
    const offs = [on("mount", () => done()), on("error", () => done())];
    const done = () => (offs.forEach((off) => off()), resolve());
  });
  await act(async () => {
    lifecycle.start();
    await mounted;
  });
  if (enhanced) await waitFor(() => expect(document.querySelector("#results [role=feed]")).not.toBeNull());
  return document.getElementById("results")!;
}

const partNumbers = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>("[data-part-number]")].map((el) => el.dataset.partNumber);

beforeEach(() => {
  document.cookie = "static-country=us";
  requests = [];
  server.events.on("request:start", ({ request }) => {
    requests.push(new URL(request.url));
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  act(() => {
    lifecycle?.stop();
    unmountHost();
  });
  document.body.innerHTML = "";
});

describe("a search listing (§2, §7 search grid)", () => {
  const results = listingProducts(new URLSearchParams(SEARCH));

  it("enhances the server pages into a feed and loads page 2 with q and the facets, on the button", async () => {
    expect(results.length).toBeGreaterThan(24);
    const section = await mount(listing(SEARCH));
    const feed = section.querySelector("[role=feed]")!;
    expect(feed.getAttribute("aria-labelledby")).toBe("results-heading");
    expect(feed.querySelectorAll("article[aria-posinset]")).toHaveLength(24);

    const link = section.querySelector<HTMLAnchorElement>("[data-load-more]")!;
    expect(link.getAttribute("role")).toBe("button");
    await act(async () => link.click());
    await waitFor(() => expect(section.querySelectorAll("[data-listing-page]")).toHaveLength(2));

    const grid = requests.find((url) => url.pathname.endsWith(".component-grid-template-search.html"))!;
    expect(grid.pathname).toBe("/content/vitrine/search.component-grid-template-search.html");
    expect(grid.searchParams.get("q")).toBe("bag");
    expect(grid.searchParams.getAll("MaterialGroup")).toEqual(["leather", "suede"]);
    expect(grid.searchParams.get("page")).toBe("2");
    expect(partNumbers(section)).toEqual(results.slice(0, 48).map((p) => p.partNumber));
    const shown = Math.min(48, results.length);
    expect(section.querySelector("[data-results-counter]")!.textContent).toBe(`${shown} of ${results.length}`);
    expect(document.activeElement?.getAttribute("aria-posinset")).toBe("25"); // the user asked: focus moves
    expect(section.querySelector("[role=status]")!.textContent).toBe(`${shown - 24} more items loaded. ${shown} of ${results.length}`);
    expect(feed.getAttribute("aria-busy")).toBe("false");
  });

  it("reloads from page 1 on listing-query, with the URL's new facets", async () => {
    const section = await mount(listing(SEARCH));
    history.pushState(null, "", "/search.html?q=scarf");
    await act(async () => emit("listing-query", { listing: "results" }));
    const scarves = listingProducts(new URLSearchParams("q=scarf"));
    await waitFor(() => expect(partNumbers(section)).toEqual(scarves.slice(0, 24).map((p) => p.partNumber)));
    expect(section.querySelector("[data-results-counter]")!.textContent).toBe(`${Math.min(24, scarves.length)} of ${scarves.length}`);
  });

  it("a tile click pushes PN and productPage, then opens the product (data-new-tab)", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const section = await mount(listing(SEARCH).replace("data-product-listing", 'data-new-tab="true" data-product-listing'));
    const tile = section.querySelectorAll<HTMLElement>("[data-part-number]")[3]!;
    const length = history.length;
    tile.querySelector("a")!.click();
    expect(history.length).toBe(length + 1);
    expect(history.state).toMatchObject({ vitrine: "product-listing", page: 1, partNumber: tile.dataset.partNumber });
    expect(location.hash).toBe(`#PN=${tile.dataset.partNumber}&productPage=1`);
    expect(open).toHaveBeenCalledWith(expect.stringContaining(tile.dataset.productPage!), "_blank", "noopener");
  });

  it("in authoring mode (§6) a tile click is the editor's: no entry pushed, no product opened", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    document.cookie = "wcmmode=edit";
    try {
      const section = await mount(listing(SEARCH).replace("data-product-listing", 'data-new-tab="true" data-product-listing'));
      const length = history.length;
      const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
      section.querySelectorAll<HTMLElement>("[data-part-number] a")[3]!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      expect(history.length).toBe(length);
      expect(open).not.toHaveBeenCalled();
    } finally {
      document.cookie = "wcmmode=; max-age=0";
    }
  });

  it("a tile link to another origin is left to the browser: no entry pushed, no product opened by us", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const section = await mount(listing(SEARCH).replace("data-product-listing", 'data-new-tab="true" data-product-listing'));
    const link = section.querySelectorAll<HTMLAnchorElement>("[data-part-number] a")[3]!;
    link.setAttribute("href", "//evil.example/phish");
    const length = history.length;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(history.length).toBe(length);
    expect(open).not.toHaveBeenCalled();
  });

  it("unmounting gives the server markup back", async () => {
    const section = await mount(listing(SEARCH));
    act(() => lifecycle.stop());
    await settle();
    expect(section.querySelector("[role=feed], [aria-posinset], .vitrine-listing__status")).toBeNull();
    expect(section.querySelector(":scope > ul[data-listing-page='1']")).not.toBeNull();
  });
});

describe("markup contract", () => {
  it.each([
    ["data-total-count", "many", "expected an integer"],
    ["data-source", "catalogue", "expected category, search or collection"],
    ["data-content-path", "//evil.test/x", "expected a path starting with a single /"],
    ["data-page", "0", "must be >= 1"],
  ])("a bad %s (%s) is reported by name and the listing stays server-rendered", async (attribute, value, message) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const section = await mount(listing(SEARCH, { [attribute]: value }), { enhanced: false });
    expect(errors).toHaveBeenCalledWith(`[vitrine] product-listing on section#results (${attribute}): ${message}`);
    expect(section.querySelector("[role=feed]")).toBeNull();
    expect(section.querySelector("[data-load-more]")!.hasAttribute("role")).toBe(false);
  });
});
