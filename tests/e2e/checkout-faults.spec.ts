// Faults of the purchase path: a provider script that never loads (the §9 5000 ms timeout, on Playwright's
// fake clock), the order service answering 500, cart calls that hang. Each ends in a stated, recoverable state.
import type { Page } from "@playwright/test";
import { ORDER_FAULT_COOKIE } from "../../fixtures/orders";
import { expect, test } from "./fixtures";
import {
  acceptConsents,
  addToBag,
  checkoutReady,
  fillAddress,
  fillCard,
  orders,
  ownSession,
  placeOrder,
  SHOPPERS,
  tabTo,
} from "./checkout-flow";

test.beforeEach(async ({ page, baseURL }, info) => ownSession(page, baseURL!, info));

const cardSlot = (page: Page) => page.locator("[data-provider-slot=card]");

/** The providers' scripts that load have loaded (the network is real; a fake clock moved before would time them out). */
async function scriptsLoaded(page: Page, methods: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (names) => names.every((name) => (window.vitrinePayments as Record<string, unknown> | undefined)?.[name]),
    methods,
  );
}

/** Playwright's fake clock, stopped: the page's time moves only by `runFor` (its own waits too: load, first frames). */
async function stopTime(page: Page): Promise<void> {
  const start = new Date("2026-03-02T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000)); // before the page exists: no timer to fire
}

test("§9 payment widget timeout: the card's script never loads → said at 5000 ms, not before; another method still pays", async ({
  page,
  watch,
}) => {
  watch.allowErrors(/payments: card could not be loaded: card: timed out loading/);
  await addToBag(page);
  await stopTime(page);
  // When (on the fake clock) the card started loading: the loader's timer is set in that same task.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector("[data-provider-slot=card]")?.textContent !== "Loading Card…") return;
      (window as unknown as { cardLoadingAt: number }).cardLoadingAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto("/pages/checkout.html?fault=card-hang");
  // The page's own waits (load, its first frames) run on the fake clock too: move it until the card starts loading.
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(cardSlot(page)).toHaveText("Loading Card…", { timeout: 100 });
  }).toPass();
  // The other providers' scripts load over the real network: moved 5 s on before they arrive, they would time out too.
  await scriptsLoaded(page, ["phoneWallet", "searchWallet"]);
  const elapsed = await page.evaluate(() => performance.now() - (window as unknown as { cardLoadingAt: number }).cardLoadingAt);
  await page.clock.runFor(4999 - elapsed);
  await expect(cardSlot(page)).toHaveText("Loading Card…");
  await page.clock.runFor(1);
  await expect(cardSlot(page)).toContainText("Card could not be loaded. Try again, or choose another way to pay.");
  await expect(cardSlot(page).getByRole("button", { name: "Try again" })).toBeVisible();
  await page.clock.resume();
  // The other methods stay usable: the online wallet pays on its page.
  await fillAddress(page, SHOPPERS["us"]!);
  await tabTo(page, page.locator("#payment-card"));
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#payment-onlineWallet")).toBeChecked();
  await acceptConsents(page);
  await placeOrder(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online wallet (stand-in)");
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/pages\/thank-you-new\.html\?order=/);
  expect(await orders(page)).toMatchObject([{ method: "onlineWallet" }]);
});

test("the card's script loads but registers nothing: said, and placing the order with it says it is unavailable", async ({
  page,
  watch,
}) => {
  watch.allowErrors(/payments: card could not be loaded/);
  await addToBag(page);
  await page.goto("/pages/checkout.html?fault=card-broken");
  await expect(cardSlot(page)).toContainText("Card could not be loaded.");
  await fillAddress(page, SHOPPERS["us"]!);
  await acceptConsents(page);
  await placeOrder(page);
  await expect(page.locator("[data-payment-status]")).toContainText(
    "Card is not available right now. Try again, or choose another way to pay.",
  );
  await expect(page.locator("#payment-card")).toBeFocused();
  expect(await orders(page)).toHaveLength(0);
});

test("the wallets' scripts never load: the express box says so after 5000 ms; the card still pays", async ({ page, watch }) => {
  watch.allowErrors(/payments: (phoneWallet|searchWallet) could not be loaded/);
  await addToBag(page);
  await stopTime(page);
  await page.goto("/pages/checkout.html?fault=wallets-hang");
  const note = page.locator("[data-express-note]");
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(note).toHaveText("Checking which wallets this device offers…", { timeout: 100 });
  }).toPass();
  await scriptsLoaded(page, ["card"]);
  await page.clock.runFor(5000);
  await expect(note).toHaveText("Wallets could not be loaded. You can pay below.");
  await expect(page.locator("[data-wallet]")).toHaveCount(2);
  for (const button of await page.locator("[data-wallet]").all()) await expect(button).toBeHidden();
  await page.clock.resume();
  await fillAddress(page, SHOPPERS["us"]!);
  await fillCard(page);
  await acceptConsents(page);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/pages\/thank-you-new\.html\?order=/);
});

test("order POST 500 → the error page; back to checkout with the form intact; the retry orders once", async ({ page, baseURL, watch }) => {
  watch.allowErrors(/status of 500/, /checkout: the order's outcome is unknown/);
  await addToBag(page);
  await page.context().addCookies([{ name: ORDER_FAULT_COOKIE, value: "500", url: baseURL! }]);
  await page.goto("/pages/checkout.html");
  await checkoutReady(page);
  await fillAddress(page, SHOPPERS["us"]!);
  await fillCard(page);
  await acceptConsents(page);
  await tabTo(page, page.locator("[name=newsletter]"));
  await page.keyboard.press("Space");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/pages\/checkout-error-new\.html$/);
  await expect(page.locator("main")).toContainText("Nothing was charged twice, and everything you typed is kept");
  await page.context().clearCookies({ name: ORDER_FAULT_COOKIE });
  await tabTo(page, page.getByRole("link", { name: "Return to checkout" }));
  await page.keyboard.press("Enter");
  await checkoutReady(page);
  for (const [name, value] of Object.entries({
    email: "ada@example.com",
    givenName: "Ada",
    familyName: "Lovelace",
    addressLine1: "1 Fifth Avenue",
    postalCode: "10003",
  }))
    await expect(page.locator(`[name=${name}]`)).toHaveValue(value);
  await expect(page.locator("[name=terms]")).toBeChecked();
  await expect(page.locator("[name=newsletter]")).toBeChecked();
  await fillCard(page);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/pages\/thank-you-new\.html\?order=/);
  expect(await orders(page)).toHaveLength(1);
});

test("cart calls that hang: the summary says the bag could not be loaded (after the 12 s deadline), placing says so; its retry recovers", async ({
  page,
  watch,
}) => {
  watch.allowErrors(/checkout: the bag could not be read/);
  await addToBag(page);
  let hang = true;
  await page.route(/\/cart$/, (route) => (hang ? undefined : route.continue()));
  await stopTime(page);
  await page.goto("/pages/checkout.html");
  const status = page.locator("[data-summary-status]");
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(status).toHaveText("Updating your bag…", { timeout: 100 });
  }).toPass();
  await scriptsLoaded(page, ["card", "phoneWallet", "searchWallet"]);
  await page.clock.runFor(12_000);
  await expect(status).toContainText("Your bag could not be loaded.");
  await fillAddress(page, SHOPPERS["us"]!);
  await fillCard(page);
  await acceptConsents(page);
  const readAgain = page.waitForRequest(/\/cart$/);
  await placeOrder(page); // the card tokenised, the order waits for the bag: read again, hanging again, 12 s
  await expect(page.locator("[data-form-status]")).toHaveText("Placing your order…");
  await readAgain;
  await page.clock.runFor(12_000);
  await expect(page.locator("[data-form-status]")).toHaveText("Your bag could not be loaded.");
  await page.clock.resume();
  expect(await orders(page)).toHaveLength(0);
  hang = false;
  await status.getByRole("button", { name: "Try again" }).click();
  await expect(status).toHaveText("");
  await expect(page.locator("#checkout-summary-title")).toBeFocused();
  await expect(page.locator("[data-summary-count]")).toHaveText("1 item");
  await placeOrder(page);
  await expect(page).toHaveURL(/\/pages\/thank-you-new\.html\?order=/);
  expect(await orders(page)).toHaveLength(1);
});
