// §2 "Collection page", "Special-collection page", "Product listing pages"; §9 "Paging and URLs".
import { afterEach, describe, expect, it } from "vitest";
import { hashParams, pushEntry, readPositiveInt, readText, replaceEntry, withHash, withQuery } from "./url-state";

const q = (search: string) => new URLSearchParams(search);

describe("readPositiveInt (page, default 1)", () => {
  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=2.5", 1],
    ["page=abc", 1],
    ["page= 4 ", 4],
    ["page=9999999", 1],
  ])("%j → %i", (search, page) => expect(readPositiveInt(q(search), "page")).toBe(page));
});

describe("readText (category, default all)", () => {
  it.each([
    ["", "all"],
    ["category=", "all"],
    ["category=bags", "bags"],
  ])("%j → %s", (search, category) => expect(readText(q(search), "category", "all")).toBe(category));
});

describe("hash parameters", () => {
  it("reads look-id and PN/productPage alike", () => {
    expect(hashParams("#look-id=L7").get("look-id")).toBe("L7");
    const h = hashParams("#PN=AB%2012&productPage=2");
    expect([h.get("PN"), h.get("productPage")]).toEqual(["AB 12", "2"]);
  });
  it("sets and removes values, keeping the query", () => {
    expect(withHash("https://s.test/c.html?page=2", { "look-id": "L 7" })).toBe("https://s.test/c.html?page=2#look-id=L+7");
    expect(withHash("https://s.test/c.html#look-id=L7", { "look-id": null })).toBe("https://s.test/c.html");
  });
});

describe("withQuery", () => {
  it("sets, replaces and removes, keeping the hash", () => {
    expect(withQuery("https://s.test/p.html?page=2#PN=X", { page: 3, category: "bags" })).toBe(
      "https://s.test/p.html?page=3&category=bags#PN=X",
    );
    expect(withQuery("https://s.test/p.html?page=2", { page: null })).toBe("https://s.test/p.html");
  });
});

describe("history entries", () => {
  afterEach(() => history.replaceState(null, "", "/"));
  it("push titles the entry and replace keeps the entry count", () => {
    const before = history.length;
    pushEntry("collection", `${location.origin}/c.html#look-id=L1`, { page: 1 });
    expect(history.length).toBe(before + 1);
    expect(history.state).toEqual({ vitrine: "collection", page: 1 });
    replaceEntry("collection", `${location.origin}/c.html?page=2`);
    expect(history.length).toBe(before + 1);
    expect(location.search).toBe("?page=2");
  });
});
