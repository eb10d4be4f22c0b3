// The wishlist widget on the fixture server's markup, hydrated through the registry (§1 guest wishlist, §2
// wishlist-guest and wishlist-share, §6): a tile's toggle, the saved list (on this device for a guest, the account's
// once logged in, its prices following VIC), the account list's read × {500, no answer, malformed 200} with a retry,
// a shared link's list, and the markup's errors named.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
import { useFakeClock } from "../../tests/unit/clock";
import { resetAccounts } from "../../fixtures/account";
import { serverSession } from "../../fixtures/story-session";
import { CASES } from "../../fixtures/catalogue";
import { renderTile } from "../../fixtures/server/layout";
import { wishlistBlock } from "../../fixtures/server/screens/account";
import { checkSession } from "../../core/session";
import { DEVICE_KEY, resetWishlist } from "../../core/wishlist/store";
import { markets } from "../../markets/markets";
import { widgets } from "../registry";

const entry = widgets.find((w) => w.name === "wishlist")!;
const ctx = (path: string, search = "") => ({
  origin: "http://localhost:3000",
  path: `${path}${search}`,
  query: new URLSearchParams(search),
  cookie: "static-country=us",
});
const open = (markup: string, url: string, config: Record<string, unknown> = {}) =>
  hydrate(entry, `<main>${markup}</main>`, url, { config: { siteRoot: "/pages/", showcase: {}, ...config } });
const rows = () => [...document.querySelectorAll<HTMLElement>(".vitrine-wishlist__item")];
const names = () => rows().map((row) => row.querySelector(".vitrine-wishlist__name")?.textContent);
const statusLine = () => document.querySelector(".vitrine-wishlist__status")!.textContent;

beforeEach(() => {
  localStorage.clear();
  document.cookie = "static-country=us";
  resetAccounts();
  resetWishlist();
  serverSession("guest");
});
afterEach(() => teardown());

describe("a tile's toggle", () => {
  it("a button in the tile's box, named after the product, pressed once saved; the box's server content set aside", async () => {
    const tile = renderTile(CASES.regular, markets.us, {}, { wishlist: true });
    await open(tile.replace("></div>\n</article>", '><a href="/pages/login.html">Wishlist</a></div>\n</article>'), "/pages/listing.html");
    const button = document.querySelector<HTMLButtonElement>("[data-wishlist] button")!;
    expect(button.textContent).toBe(`Save to wishlist: ${CASES.regular.name}`);
    expect(document.querySelector<HTMLElement>("[data-wishlist] a")!.hidden).toBe(true);
    await act(async () => button.click());
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(JSON.parse(localStorage.getItem(DEVICE_KEY)!)).toEqual({ items: [CASES.regular.partNumber] });
  });

  it("without its item it is reported by widget, element and attribute; a bad one too", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await open(`<div data-wishlist="toggle"></div><div data-wishlist="toggle" data-wishlist-item="<x>"></div>`, "/pages/listing.html");
    expect(errors.mock.calls.map((call) => call[0])).toEqual([
      "[vitrine] wishlist on main > div:nth-of-type(1) (data-wishlist-item): missing",
      "[vitrine] wishlist on main > div:nth-of-type(2) (data-wishlist-item): expected a part number",
    ]);
  });
});

describe("the saved list (§2 wishlist-guest)", () => {
  it("a guest's: from the device, each product's name and link, the 'on this device' note, a link that shares it", async () => {
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ items: [CASES.regular.partNumber, CASES.vic.partNumber] }));
    await open(wishlistBlock(ctx("/pages/wishlist-guest.html"), "saved"), "/pages/wishlist-guest.html");
    expect(names()).toEqual([CASES.regular.name, CASES.vic.name]);
    expect(document.querySelector(".vitrine-wishlist__note")!.textContent).toBe(
      "Your wishlist is kept on this device only. Sign in to keep it in your account. Sign in",
    );
    expect(document.querySelector<HTMLInputElement>(".vitrine-wishlist__share-link")!.value).toBe(
      `http://localhost:3000/pages/wishlist-share.html?items=${CASES.regular.partNumber}%2C${CASES.vic.partNumber}`,
    );
  });

  it("the account's once logged in: no device note; a removed item leaves the list", async () => {
    serverSession("client");
    await open(wishlistBlock(ctx("/pages/wishlist-guest.html"), "saved"), "/pages/wishlist-guest.html");
    expect(names()).toEqual([CASES.regular.name, CASES.fourColours.name]); // the demo client's
    expect(document.querySelector(".vitrine-wishlist__note")!.textContent).toBe("");
    await act(async () => document.querySelector<HTMLButtonElement>("[data-item=VT10016] .vitrine-wishlist-toggle")!.click());
    await settle();
    expect(names()).toEqual([CASES.regular.name]);
  });

  const FAULTS = {
    "500": () => HttpResponse.json({ error: "down" }, { status: 500 }),
    "no answer": () => new Promise<Response>(() => {}),
    "malformed 200": () => HttpResponse.json({ items: "VT10012" }),
  } as const;

  it.each(Object.keys(FAULTS) as (keyof typeof FAULTS)[])("the account's list × %s: said, with a retry that loads it", async (fault) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    serverSession("client");
    server.use(mock.get("*/wishlist", FAULTS[fault]));
    if (fault === "no answer") useFakeClock(); // hydrate() runs the clock until the read gives up
    await open(wishlistBlock(ctx("/pages/wishlist-guest.html"), "saved"), "/pages/wishlist-guest.html");
    vi.useRealTimers();
    expect(statusLine()).toBe("Your wishlist could not be loaded. Try again");
    server.resetHandlers();
    await act(async () => document.querySelector<HTMLButtonElement>(".vitrine-wishlist__status button")!.click());
    await settle();
    expect(names()).toEqual([CASES.regular.name, CASES.fourColours.name]);
    expect(statusLine()).toBe("");
  });
});

describe("a shared list (§2 wishlist-share)", () => {
  it("its prices follow the session's VIC status (§6) without a reload", async () => {
    const search = `?items=${CASES.vic.partNumber}`;
    await open(wishlistBlock(ctx("/pages/wishlist-share.html", search), "shared"), `/pages/wishlist-share.html${search}`);
    const price = () => document.querySelector(".vitrine-wishlist__price")!.textContent;
    expect(price()).toBe("$\u00a01,375.00"); // €1,250 in the us price list
    serverSession("vic");
    await act(() => checkSession());
    expect(price()).toBe("$\u00a0990.00");
  });

  it("the link's items, the entries that are not part numbers counted; none: said", async () => {
    const search = `?items=${CASES.vic.partNumber},javascript:alert(1),${CASES.regular.partNumber}`;
    await open(wishlistBlock(ctx("/pages/wishlist-share.html", search), "shared"), `/pages/wishlist-share.html${search}`);
    expect(names()).toEqual([CASES.vic.name, CASES.regular.name]);
    expect(statusLine()).toBe("1 entry of this link could not be read.");
    expect(document.querySelector(".vitrine-wishlist__share")).toBeNull();
    teardown();
    await open(wishlistBlock(ctx("/pages/wishlist-share.html", "?items="), "shared"), "/pages/wishlist-share.html?items=");
    expect(statusLine()).toBe("This link holds no wishlist.");
  });
});
