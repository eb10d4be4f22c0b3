// APG feed semantics shared by the listings: role and aria-busy, positions, Page Down / Page Up between articles.
import { afterEach, describe, expect, it } from "vitest";
import { feedSetSize, markFeed, numberArticles, onFeedKeys, resizeFeed, setSizeOf } from "./feed";

afterEach(() => document.body.replaceChildren());

function feedOf(count: number): HTMLElement {
  document.body.innerHTML = `<div>${Array.from({ length: count }, (_, i) => `<article id="a${i + 1}"><a href="#">Article ${i + 1}</a></article>`).join("")}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

describe("feed", () => {
  it("marks the feed not busy, and gives the element back as it was", () => {
    const feed = feedOf(1);
    const undo = markFeed(feed);
    expect([feed.getAttribute("role"), feed.getAttribute("aria-busy")]).toEqual(["feed", "false"]);
    undo();
    expect([feed.hasAttribute("role"), feed.hasAttribute("aria-busy")]).toEqual([false, false]);
  });

  it("numbers articles from a position with the feed's size (-1 unknown), and resizes them all", () => {
    const feed = feedOf(3);
    const articles = [...feed.children];
    numberArticles(articles, 5, setSizeOf(undefined));
    expect(articles.map((a) => [a.getAttribute("aria-posinset"), a.getAttribute("aria-setsize")])).toEqual([
      ["5", "-1"],
      ["6", "-1"],
      ["7", "-1"],
    ]);
    resizeFeed(feed, setSizeOf(40));
    expect(articles.map((a) => a.getAttribute("aria-setsize"))).toEqual(["40", "40", "40"]);
  });

  it("Page Down / Page Up move focus between articles from anywhere inside one, and stop at the ends", () => {
    const feed = feedOf(3);
    numberArticles([...feed.children], 1, 3);
    const off = onFeedKeys(feed);
    const press = (key: string) =>
      document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    feed.querySelector<HTMLElement>("#a1 a")!.focus();
    press("PageDown");
    expect(document.activeElement?.id).toBe("a2");
    press("PageDown");
    press("PageDown");
    expect(document.activeElement?.id).toBe("a3");
    press("PageUp");
    expect(document.activeElement?.id).toBe("a2");
    off();
    press("PageUp");
    expect(document.activeElement?.id).toBe("a2");
  });
});

describe("feedSetSize (APG feed aria-setsize)", () => {
  it.each([
    ["the page declares 44", { declaredTotal: 44, count: 8, ended: false }, 44],
    ["no total, more to come", { count: 16, ended: false }, -1],
    ["no total, the last page is in", { count: 22, ended: true }, 22],
  ])("%s → %i", (_, input, expected) => expect(feedSetSize(input)).toBe(expected));
});
