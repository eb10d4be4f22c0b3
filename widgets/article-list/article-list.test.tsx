// The article list on the server's section (happy-dom, the shared MSW handlers): feed, filters, history, errors.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
import { articleListHtml } from "../../fixtures/server/screens/search";
import { filterArticles } from "../../fixtures/articles";

const entry = { name: "article-list", selector: "[data-article-list]", load: () => import("./index") };
const ids = () => [...document.querySelectorAll<HTMLElement>("[data-article-feed] [data-article-id]")].map((a) => a.dataset.articleId);
const feed = () => document.querySelector<HTMLElement>("[data-article-feed]")!;
const more = () => document.querySelector<HTMLAnchorElement>("a[data-load-more]")!;
const status = () => document.querySelector(".vitrine-article-list__status")?.textContent;
const link = (text: string) => [...document.querySelectorAll<HTMLAnchorElement>(".article-filters a")].find((a) => a.textContent === text)!;

afterEach(teardown);

describe("editorial article list (§7, §9)", () => {
  it("load more appends one page, numbers the feed, focuses the first new article and replaces the URL's page", async () => {
    await hydrate(entry, articleListHtml({}, 1, "en"), "/pages/editorial.html");
    const length = history.length;
    act(() => more().click());
    expect(feed().getAttribute("aria-busy")).toBe("true");
    await settle();
    expect(ids()).toEqual(
      filterArticles({})
        .slice(0, 12)
        .map((a) => a.id),
    );
    const seventh = feed().querySelectorAll<HTMLElement>("[data-article-id]")[6]!;
    expect([seventh.getAttribute("aria-posinset"), seventh.getAttribute("aria-setsize"), seventh.tabIndex]).toEqual(["7", "15", 0]);
    expect(document.activeElement).toBe(seventh);
    expect(status()).toBe(`${"6 more articles loaded"}. ${"12 of 15 articles"}`);
    expect([location.search, history.length, (history.state as { vitrine: string }).vitrine]).toEqual(["?page=2", length, "editorial"]);
    act(() => more().click());
    await settle();
    expect(ids()).toHaveLength(15);
    expect(more().hidden).toBe(true);
  });

  it("a filter link replaces the list, pushes `editorial` and marks the current filters; Back restores", async () => {
    await hydrate(entry, articleListHtml({}, 2, "en"), "/pages/editorial.html?page=2");
    const length = history.length;
    act(() => link("Culture").click());
    await settle();
    expect(ids()).toEqual(filterArticles({ category: "culture" }).map((a) => a.id));
    expect([location.search, history.length]).toEqual(["?category=culture", length + 1]);
    expect(link("Culture").getAttribute("aria-current")).toBe("page");
    expect(link("All").hasAttribute("aria-current")).toBe(false);
    expect(new URL(link("2024").href).search).toBe("?category=culture&year=2024");
    expect(more().hidden).toBe(true);

    history.replaceState({ vitrine: "editorial" }, "", "/pages/editorial.html?year=2026");
    await act(async () => void window.dispatchEvent(new PopStateEvent("popstate", { state: history.state })));
    await settle();
    expect(ids()).toEqual(filterArticles({ year: "2026" }).map((a) => a.id));
    expect(link("2026").getAttribute("aria-current")).toBe("page");
  });

  it("a modified click (new tab) is left to the browser", async () => {
    await hydrate(entry, articleListHtml({}, 1, "en"), "/pages/editorial.html");
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void link("Fashion").dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
  });

  it("a bad attribute is reported by name; the server list stays as it is", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, articleListHtml({}, 1, "en").replace('data-page-count="3"', 'data-page-count="three"'), "/pages/editorial.html");
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/^\[vitrine\] article-list on section\S* \(data-page-count\): expected an integer$/);
    expect(ids()).toHaveLength(6);
    expect(document.querySelector(".vitrine-article-list__live")).toBeNull();
  });

  it("a missing part is reported by its selector, like a bad attribute; the server list stays as it is", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, articleListHtml({}, 1, "en").replace(" data-article-status>", ">"), "/pages/editorial.html");
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[vitrine\] article-list on section\S* \(part \[data-article-status\]\): missing required part$/,
    );
    expect(ids()).toHaveLength(6);
    expect(document.querySelector(".vitrine-article-list__live")).toBeNull();
  });
});
