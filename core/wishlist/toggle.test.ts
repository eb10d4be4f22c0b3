// The wishlist toggle (core/wishlist/toggle.ts): a button per item on the one store, so two toggles of one item agree;
// §6 showcase `wishlist` hides it; a failed change is said in the page's one status line; unbinding gives the button
// back as it was.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { serverSession } from "../../fixtures/story-session";
import { resetAccounts } from "../../fixtures/account";
import { whenIdle } from "../activity";
import { ensureSession } from "../session";
import { setPageConfig } from "../page-config";
import { bindWishlistToggle } from "./toggle";
import { resetWishlist } from "./store";

const status = () => document.querySelector(".vitrine-wishlist-status");
let unbind: Array<() => void> = [];

beforeEach(() => {
  localStorage.clear();
  document.cookie = "static-country=us";
  setPageConfig({ showcase: {} });
  serverSession("guest");
  resetWishlist();
  resetAccounts();
  document.body.innerHTML = `<button id="a">old</button><button id="b" type="submit" class="x"></button>`;
});
afterEach(async () => {
  unbind.forEach((u) => u());
  unbind = [];
  await whenIdle();
});

const button = (id: string) => document.getElementById(id) as HTMLButtonElement;

it("two toggles of one item agree; the name is the accessible name; unbinding gives the button back", () => {
  unbind.push(bindWishlistToggle(button("a"), "VT10001", { name: "Leather bag" }), bindWishlistToggle(button("b"), "VT10001"));
  expect(button("a").getAttribute("aria-pressed")).toBe("false");
  expect(button("a").textContent).toBe("Save to wishlist: Leather bag");
  expect(button("b").textContent).toBe("Save to wishlist");
  button("a").click();
  expect(button("a").getAttribute("aria-pressed")).toBe("true");
  expect(button("b").getAttribute("aria-pressed")).toBe("true");
  button("b").click();
  expect(button("a").getAttribute("aria-pressed")).toBe("false");
  unbind.splice(0).forEach((u) => u());
  expect(button("b").outerHTML).toBe(`<button id="b" type="submit" class="x"></button>`);
  expect(button("a").hasAttribute("aria-pressed")).toBe(false);
});

it("§6 showcase `wishlist` hides it, and shows it again when the flag goes", () => {
  unbind.push(bindWishlistToggle(button("a"), "VT10001"));
  setPageConfig({ showcase: { wishlist: true } });
  expect(button("a").hidden).toBe(true);
  setPageConfig({ showcase: {} });
  expect(button("a").hidden).toBe(false);
});

it("a change the server refuses is put back and said in the page's status line (announced: role=status)", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  serverSession("vic");
  await ensureSession();
  unbind.push(bindWishlistToggle(button("a"), "VT10001"));
  await whenIdle();
  server.use(mock.post("*/wishlist/add", () => HttpResponse.json({}, { status: 500 })));
  button("a").click();
  expect(button("a").getAttribute("aria-pressed")).toBe("true");
  await whenIdle();
  expect(button("a").getAttribute("aria-pressed")).toBe("false");
  expect(status()?.getAttribute("role")).toBe("status");
  expect(status()?.textContent).toBe("Sorry, your wishlist could not be changed. Please try again.");
  server.resetHandlers();
  button("a").click();
  await whenIdle();
  expect(button("a").getAttribute("aria-pressed")).toBe("true");
  expect(status()?.textContent).toBe("");
});
