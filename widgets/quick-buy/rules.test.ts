// Quick buy's pure rules against the spec, table-style.
import { describe, expect, it } from "vitest";
import { initialFocusDelay } from "../../core/modal";
import {
  addBlocked,
  afterAdd,
  availableQty,
  clampQuantity,
  closesAfterRemove,
  configurationLimits,
  configuratorUrl,
  consentLinks,
  FOCUS_DELAY_MS,
  opensModal,
  quantityCap,
  renditionImage,
  renditionUrl,
  showcaseView,
} from "./rules";

const line = (productId: string, quantity: number, configurationID?: string) => ({
  productId,
  quantity,
  orderItemPrice: 1,
  orderItemId: undefined,
  configurationID,
});

describe("§9 Timings: quick-buy focus after 300 ms (0 with reduced motion)", () => {
  it.each([
    [false, 300],
    [true, 0],
  ])("reduced motion %s → %i ms", (reduced, ms) => expect(initialFocusDelay(FOCUS_DELAY_MS, reduced)).toBe(ms));
});

describe("§4 + §9 Quantity: default 1, capped to the selected size's available qty", () => {
  it.each([
    [5, 0, 0, 5],
    [5, 0, 2, 3],
    [5, 2, 2, 5],
    [1, 0, 3, 0],
    [0, 0, 0, 0],
  ])("online %i, bag held %i when read, holds %i now → %i left", (online, then, now, left) =>
    expect(availableQty(online, then, now)).toBe(left),
  );
  it.each([
    // No cap of its own: 25 or 120 in stock offer 25 or 120 (the spec caps to the stock only).
    [3, Infinity, 3],
    [0, Infinity, 0],
    [25, Infinity, 25],
    [120, Infinity, 120],
    [5, 2, 2],
    [5, 0, 0],
    [-1, Infinity, 0],
  ])("available %i, limit %s → cap %i", (available, limit, cap) => expect(quantityCap(available, limit)).toBe(cap));
  it.each([
    [1, 3, 1],
    [5, 3, 3],
    [0, 3, 1],
    [2, 0, 0],
    [Number.NaN, 2, 1],
  ])("wanted %s within cap %i → %i", (wanted, cap, shown) => expect(clampQuantity(wanted, cap)).toBe(shown));
});

describe("§4 add to bag: disabled while …", () => {
  const base = { selectedSize: "s1", initialSize: "s1", editMode: false, cap: 2, pending: false };
  it.each([
    ["ready", base, null],
    ["no size chosen", { ...base, selectedSize: undefined }, "no-size"],
    ["edit mode, the initial size", { ...base, editMode: true }, "same-size"],
    ["edit mode, another size", { ...base, editMode: true, selectedSize: "s2" }, null],
    ["no stock", { ...base, cap: 0 }, "out-of-stock"],
    ["stock or add pending", { ...base, pending: true }, "pending"],
    ["in-store configuration limit", { ...base, configurationLimitReached: true }, "configuration-limit"],
  ] as const)("%s", (_, state, expected) => expect(addBlocked(state)).toBe(expected));
});

describe("§4 after add / after remove", () => {
  it.each([
    [true, "list"],
    [false, "close"],
  ] as const)("showListCart %s → %s", (show, next) => expect(afterAdd(show)).toBe(next));
  it.each([
    [true, [], true],
    [true, [line("a", 1)], false],
    [false, [], false],
  ] as const)("in store %s, %j left → closes %s", (inStore, items, closes) =>
    expect(closesAfterRemove(inStore, { orderItem: [...items] })).toBe(closes),
  );
});

describe("§2 consent text by country", () => {
  it.each([
    ["kr", null],
    ["KR", null],
    ["tr", ["terms-conditions", "privacy-policy", "pre-information"]],
    ["us", ["terms-conditions", "privacy-policy"]],
    ["kw", ["terms-conditions", "privacy-policy"]],
  ] as const)("%s → %j", (country, links) => expect(consentLinks(country)).toEqual(links));
});

describe("§6 showcase", () => {
  const off = {
    quickBuy: false,
    findInStore: false,
    wishlist: false,
    price: false,
    checkout: false,
    appointment: false,
    login: false,
    contactUs: false,
    look: false,
  };
  it.each([
    ["all off", off, { quickBuy: true, addToBag: true, proceed: true, price: true }],
    ["login: no proceed (§2)", { ...off, login: true }, { quickBuy: true, addToBag: true, proceed: false, price: true }],
    ["checkout: no add, no proceed", { ...off, checkout: true }, { quickBuy: true, addToBag: false, proceed: false, price: true }],
    ["price", { ...off, price: true }, { quickBuy: true, addToBag: true, proceed: true, price: false }],
    ["quick buy", { ...off, quickBuy: true }, { quickBuy: false, addToBag: true, proceed: true, price: true }],
    [
      "wishlist, find in store: nothing in quick buy",
      { ...off, wishlist: true, findInStore: true },
      { quickBuy: true, addToBag: true, proceed: true, price: true },
    ],
  ])("%s", (_, flags, view) => expect(showcaseView(flags)).toEqual(view));

  it("§9 th (e-commerce disabled): no add to bag, no proceed; the product and its price stay", () => {
    expect(showcaseView(off, false)).toEqual({ quickBuy: true, addToBag: false, proceed: false, price: true });
  });
});

describe("§9 Images: renditions", () => {
  it.each([
    ["/assets/img/1.svg", "quick-buy", "/assets/img/1.svg?wid=200&hei=250&fit=constrain&bgc=255%2C255%2C255"],
    ["/assets/img/1.svg?v=2&wid=9", "quick-buy-2x", "/assets/img/1.svg?v=2&wid=400&hei=500&fit=constrain&bgc=255%2C255%2C255"],
    ["https://cdn.test/i.jpg#x", "in-store", "https://cdn.test/i.jpg?wid=500&hei=500&fit=crop&bgc=255%2C255%2C255#x"],
  ] as const)("%s as %s", (url, kind, expected) => expect(renditionUrl(url, kind)).toBe(expected));
  it("quick buy: 200x250 with a 400x500 2x; in store: 500x500", () => {
    expect(renditionImage("/a.svg", false)).toMatchObject({ width: 200, height: 250, srcSet: expect.stringContaining("wid=400&hei=500") });
    expect(renditionImage("/a.svg", true)).toMatchObject({ width: 500, height: 500, srcSet: undefined });
  });
});

describe("§2 + §9 Product configurator", () => {
  const settings = {
    url: "/configurator.html",
    defaultSku: "CFG",
    inStoreSkus: ["VT1"],
    totalConfigurationsInStore: 30,
    editorialConfigurationsInStore: 2,
  };
  it.each([
    ["VT1", "C1", "/configurator.html?sku=VT1&configurationID=C1"],
    ["VT2", "C1", "/configurator.html?sku=CFG&configurationID=C1"],
    ["VT1", undefined, "/configurator.html?sku=VT1"],
  ] as const)("%s %s → %s", (pn, id, url) => expect(configuratorUrl(settings, pn, id)).toBe(url));
  const thirty = Array.from({ length: 30 }, (_, i) => line(`s${i}`, 1, `P${i}`));
  it.each([
    [
      "not in store",
      null,
      { inStore: false, configurationID: "E", isPersonalize: false },
      { limitReached: false, quantityLimit: Infinity },
    ],
    [
      "editorial, none yet: 2",
      null,
      { inStore: true, configurationID: "E", isPersonalize: false },
      { limitReached: false, quantityLimit: 2 },
    ],
    [
      "editorial, 1 held: 1",
      { orderItem: [line("a", 1, "E")] },
      { inStore: true, configurationID: "E", isPersonalize: false },
      { limitReached: false, quantityLimit: 1 },
    ],
    [
      "editorial, 2 held: refused",
      { orderItem: [line("a", 2, "E")] },
      { inStore: true, configurationID: "E", isPersonalize: false },
      { limitReached: true, quantityLimit: 0 },
    ],
    [
      "personalised: no unit limit",
      { orderItem: [line("a", 5, "P")] },
      { inStore: true, configurationID: "P", isPersonalize: true },
      { limitReached: false, quantityLimit: Infinity },
    ],
    [
      "30 configured lines: a new one refused",
      { orderItem: thirty },
      { inStore: true, configurationID: "NEW", isPersonalize: true },
      { limitReached: true, quantityLimit: 0 },
    ],
    [
      "30 configured lines: one of them still adds",
      { orderItem: thirty },
      { inStore: true, configurationID: "P3", isPersonalize: true },
      { limitReached: false, quantityLimit: Infinity },
    ],
  ])("%s", (_, bag, product, expected) => expect(configurationLimits(settings, bag, product)).toEqual(expected));
});

describe("a trigger opens the modal on a plain left click only", () => {
  const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  it.each([
    ["plain", click, true],
    ["ctrl", { ...click, ctrlKey: true }, false],
    ["meta", { ...click, metaKey: true }, false],
    ["middle", { ...click, button: 1 }, false],
  ])("%s", (_, event, opens) => expect(opensModal(event)).toBe(opens));
});
