// Quick buy on a trigger (happy-dom, the shared MSW handlers and fixture cart): open, step 0, add, step 1, close.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act } from "react";
import { waitFor } from "@testing-library/react";
import { hydrate, teardown } from "../../tests/unit/hydrate";
import { CASES } from "../../fixtures/catalogue";
import { resetCarts } from "../../fixtures/cart";
import { quickBuyTrigger } from "../../fixtures/server/screens/quick-buy";
import { resetStock } from "../../core/stock";
import { cart } from "../../core/store";
import { resetQuickBuy } from "./state";

const entry = { name: "quick-buy", selector: "[data-quick-buy]", load: () => import("./index") };
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");
const link = () => document.querySelector<HTMLAnchorElement>("[data-quick-buy]")!;

beforeEach(() => resetCarts());
afterEach(() => {
  act(() => resetQuickBuy());
  teardown();
  resetStock();
  cart.value = null;
});

describe("quick buy (§2, §4)", () => {
  it("a plain click opens the modal on step 0; add moves to step 1; Escape closes and returns focus", async () => {
    await hydrate(entry, quickBuyTrigger(CASES.onSaleFalse), "/pages/quick-buy.html");
    expect(link().getAttribute("aria-haspopup")).toBe("dialog");
    act(() => link().click());
    expect(dialog()?.getAttribute("aria-modal")).toBe("true");
    await waitFor(() => expect(dialog()?.dataset["step"]).toBe("product"), { timeout: 3000 });
    expect(dialog()!.querySelector("h2")?.textContent).toBe(CASES.onSaleFalse.name);
    const add = dialog()!.querySelector<HTMLButtonElement>("[data-quick-buy-add]")!;
    expect(add.disabled).toBe(true); // no size yet
    const size = dialog()!.querySelector<HTMLSelectElement>("select")!;
    await waitFor(() => expect(size.querySelector("option[disabled]")?.textContent).toBe("42 – sold out"));
    act(() => {
      size.value = CASES.onSaleFalse.sizes[1]!.productId;
      size.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(add.disabled).toBe(false);
    await act(async () => add.click());
    await waitFor(() => expect(dialog()?.dataset["step"]).toBe("list"), { timeout: 3000 });
    await waitFor(() => expect(dialog()!.querySelectorAll(".vitrine-quick-buy__line")).toHaveLength(1));
    expect(document.querySelector("[data-quick-buy-status]")?.textContent).toBe("Added to your bag. Your bag holds 1 item.");
    expect(document.querySelector("main, header")?.hasAttribute("inert") ?? true).toBe(true);
    act(() => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(link());
  });

  it("a modified click keeps the link's own behaviour", async () => {
    await hydrate(entry, quickBuyTrigger(CASES.regular), "/pages/quick-buy.html");
    act(() => void link().dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true })));
    expect(dialog()).toBeNull();
  });

  it("a bad payload is reported by attribute and the link stays a link", async () => {
    const { vi } = await import("vitest");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, `<a href="/products.x.VT1" data-quick-buy='{"productId":"1"}'>Quick buy</a>`, "/pages/quick-buy.html");
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/quick-buy on a \(data-quick-buy\): partNumber: missing partNumber/);
    expect(link().hasAttribute("aria-haspopup")).toBe(false);
  });
});
