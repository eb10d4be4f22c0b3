// The bag count (happy-dom): the server's number until the shared cart changes, then the cart's, announced; any change
// made through the cart store (here the shopping bag's quantity update, against the fixture cart) reaches it.
import { afterEach, describe, expect, it } from "vitest";
import { act } from "react";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { cart } from "../../core/store";
import { addToCart, removeFromCart, updateCartLine } from "../../core/cart";
import { CASES } from "../../fixtures/catalogue";
import { resetCarts } from "../../fixtures/cart";
import { shownCount } from "./rules";

const entry = { name: "bag-count", selector: "[data-bag-count]", load: () => import("./index") };
const markup = `<header><a href="/pages/shopping-bag.html" data-bag-count="2">Bag <span data-bag-count-value>2</span></a></header>`;
const line = (quantity: number) => ({ productId: "1", quantity, orderItemPrice: 1, orderItemId: "x", configurationID: undefined });

afterEach(() => {
  teardown();
  cart.value = null;
});

describe("bag count", () => {
  it.each([
    [2, null, 2],
    [2, { orderItem: [] }, 0],
    [0, { orderItem: [line(1), line(3)] }, 4],
  ])("server %i, cart %j → %i", (server, bag, shown) => expect(shownCount(server, bag)).toBe(shown));

  it("keeps the server's text on hydration, follows the cart, announces politely", async () => {
    await hydrate(entry, markup, "/pages/quick-buy.html");
    const value = document.querySelector("[data-bag-count-value]")!;
    expect(value.textContent).toBe("2");
    const live = document.querySelector("[role=status]")!;
    expect(live.textContent).toBe("");
    act(() => void (cart.value = { revision: 1, orderItem: [line(3)], totalProductPrice: 3, grandTotal: 3 }));
    expect(value.textContent).toBe("3");
    expect(live.textContent).toBe("Shopping bag: 3 items");
  });

  it("follows every change made through the cart store, announced (§7 Catalog and cart)", async () => {
    resetCarts();
    await hydrate(entry, markup, "/pages/shopping-bag.html");
    const live = document.querySelector("[role=status]")!;
    const { orderItem } = await act(() => addToCart({ productId: CASES.onSaleFalse.sizes[1]!.productId, quantity: 1 }));
    expect(live.textContent).toBe("Shopping bag: 1 item");
    await act(() => updateCartLine(orderItem[0]!.orderItemId!, 2));
    expect(document.querySelector("[data-bag-count-value]")!.textContent).toBe("2");
    expect(live.textContent).toBe("Shopping bag: 2 items");
    await act(() => removeFromCart(orderItem[0]!.orderItemId!));
    expect(document.querySelector("[data-bag-count]")!.getAttribute("data-bag-count")).toBe("0");
    expect(live.textContent).toBe("Shopping bag: 0 items");
  });
});
