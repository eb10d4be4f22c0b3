// Exactly one order, end to end ("Exactly-once orders"): double click, Enter + click, two tabs, a timeout then
// a retry, Back during the 3-D Secure challenge, a decline then a retry. Each counts the fixture backend's orders and
// reads the Idempotency-Key every order call carried. (The randomised runs, 2×250 against a model server, are
// core/checkout/order.test.ts.)
import type { Page, Request } from "@playwright/test";
import { ORDER_FAULT_COOKIE } from "../../fixtures/orders";
import { TEST_CARDS } from "../../fixtures/payment-stand-ins";
import { expect, test } from "./fixtures";
import {
  acceptConsents,
  addToBag,
  checkoutReady,
  fillAddress,
  fillCard,
  orders,
  ownSession,
  placeButton,
  placeOrder,
  SHOPPERS,
} from "./checkout-flow";

test.beforeEach(async ({ page, baseURL }, info) => ownSession(page, baseURL!, info));

const THANK_YOU = /\/pages\/thank-you-new\.html\?order=VT-\d{6}$/;

/** The order calls the page makes (place and confirm), in order, with their Idempotency-Key. */
function orderCalls(page: Page): Array<{ path: string; key: string | undefined }> {
  const calls: Array<{ path: string; key: string | undefined }> = [];
  page.on("request", (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && path.startsWith("/checkout/order")) calls.push({ path, key: request.headers()["idempotency-key"] });
  });
  return calls;
}

/** Holds every order call until `release()`: a second activation then happens while the first is in flight. */
async function holdOrders(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/checkout/order", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function readyToPay(page: Page, url = "/pages/checkout.html", card: string = TEST_CARDS.ok): Promise<void> {
  await page.goto(url);
  await checkoutReady(page);
  await fillAddress(page, SHOPPERS["us"]!);
  await fillCard(page, card);
  await acceptConsents(page);
}

test("double click: one order call, one order", async ({ page }) => {
  await addToBag(page);
  const calls = orderCalls(page);
  await readyToPay(page);
  const release = await holdOrders(page);
  await placeButton(page).dblclick();
  await expect(page.locator("form[action='/checkout/order']")).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page).toHaveURL(THANK_YOU);
  expect(calls).toHaveLength(1);
  expect(await orders(page)).toHaveLength(1);
});

test("Enter + click: one order call, one order; the button stays enabled (aria-disabled while busy)", async ({ page }) => {
  await addToBag(page);
  const calls = orderCalls(page);
  await readyToPay(page);
  const release = await holdOrders(page);
  await placeOrder(page); // Enter
  await expect(placeButton(page)).toHaveAttribute("aria-disabled", "true");
  expect(await placeButton(page).evaluate((button: HTMLButtonElement) => button.disabled)).toBe(false);
  await placeButton(page).click({ force: true }); // a real click: Playwright would wait for aria-disabled to go

  release();
  await expect(page).toHaveURL(THANK_YOU);
  expect(calls).toHaveLength(1);
  expect(await orders(page)).toHaveLength(1);
});

test("two tabs on one bag: one order; both tabs end on its thank-you page", async ({ page, watch }) => {
  watch.allowErrors(/status of 409/); // the later tab is told of the order the bag already is
  await addToBag(page);
  const second = await page.context().newPage();
  await readyToPay(page);
  await readyToPay(second);
  const calls = [orderCalls(page), orderCalls(second)];
  await Promise.all([placeOrder(page), placeOrder(second)]);
  await expect(page).toHaveURL(THANK_YOU);
  await expect(second).toHaveURL(THANK_YOU);
  expect(page.url()).toBe(second.url()); // the same order
  expect(calls[0]![0]!.key).not.toBe(calls[1]![0]!.key); // each tab its own key: the backend takes one order per bag
  expect(await orders(page)).toHaveLength(1);
});

test("timeout, then retry from the error page: the same key, the order the backend already took, one order", async ({
  page,
  baseURL,
  watch,
}) => {
  watch.allowErrors(/checkout: the order's outcome is unknown/);
  await page.context().addCookies([{ name: ORDER_FAULT_COOKIE, value: "hang-once", url: baseURL! }]);
  await addToBag(page);
  const calls = orderCalls(page);
  await readyToPay(page, "/pages/checkout.html?orderTimeout=2000");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/pages\/checkout-error-new\.html$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order was not placed");
  await page.getByRole("link", { name: "Return to checkout" }).click();
  await checkoutReady(page);
  // Everything typed is back (the card's fields are the provider's: typed again).
  await expect(page.locator("[name=email]")).toHaveValue("ada@example.com");
  await expect(page.locator("[name=postalCode]")).toHaveValue("10003");
  await expect(page.locator("[name=terms]")).toBeChecked();
  await fillCard(page);
  await placeOrder(page);
  await expect(page).toHaveURL(THANK_YOU);
  expect(calls.map((c) => c.path)).toEqual(["/checkout/order", "/checkout/order"]);
  expect(calls[1]!.key).toBe(calls[0]!.key);
  expect(await orders(page)).toHaveLength(1);
});

test("Back during the 3-D Secure challenge, then pay again: the same challenge; its return confirms one order", async ({ page }) => {
  await addToBag(page);
  const calls = orderCalls(page);
  await readyToPay(page, "/pages/checkout.html?threeds=1", TEST_CARDS.challenge);
  await placeOrder(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3-D Secure check (stand-in)");
  await page.goBack();
  await checkoutReady(page);
  await expect(page.locator("[name=email]")).toHaveValue("ada@example.com");
  await fillCard(page, TEST_CARDS.challenge);
  await placeOrder(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3-D Secure check (stand-in)");
  await page.getByRole("button", { name: "Authenticate" }).click();
  await expect(page).toHaveURL(THANK_YOU);
  expect(calls.map((c) => c.path)).toEqual(["/checkout/order", "/checkout/order", "/checkout/order/confirm"]);
  expect(calls[1]!.key).toBe(calls[0]!.key);
  expect(await orders(page)).toHaveLength(1);
});

test("decline, then retry at once: a new key (the decline was final), one order", async ({ page, watch }) => {
  watch.allowErrors(/status of 402/);
  await addToBag(page);
  const calls = orderCalls(page);
  await readyToPay(page, "/pages/checkout.html", TEST_CARDS.decline);
  await placeOrder(page);
  await expect(page.locator("[data-payment-status]")).toContainText("Your payment was declined.");
  expect(await orders(page)).toHaveLength(0);
  await page.locator("#stand-in-card-number").fill(TEST_CARDS.ok);
  await placeOrder(page);
  await expect(page).toHaveURL(THANK_YOU);
  expect(calls).toHaveLength(2);
  expect(calls[1]!.key).not.toBe(calls[0]!.key);
  expect(await orders(page)).toHaveLength(1);
});
