// The payment area and what the checkout costs other pages (§1 payment methods, §6 "Showcase mode", §9
// "Markets", "Payment"): the wallets shown only once the browser or provider says so, within 1.5 s, paid from their
// own sheet; CLS 0.000 of the payment area whatever the wallets answer; no checkout or payment code on listing,
// product, quick-buy or bag pages; showcase and th without checkout; the form without JavaScript; in store.
import type { Page } from "@playwright/test";
import { WALLET_COOKIE } from "../../fixtures/payment-stand-ins";
import { QUICK_BUY_PATH } from "../../fixtures/server/screens/quick-buy";
import { CASES } from "../../fixtures/catalogue";
import { productPath } from "../../core/routes";
import { checkoutChunks, translationChunks } from "../package/checkout-size.mjs";
import { expect, scriptRequests, test } from "./fixtures";
import { shiftsFromLoad } from "./shifts";
import { acceptConsents, addToBag, checkoutReady, fillAddress, orders, ownSession, SHOPPERS, tabTo } from "./checkout-flow";

test.beforeEach(async ({ page, baseURL }, info) => ownSession(page, baseURL!, info));

/** A browser with the phone maker's wallet: its Payment Request says yes, and its sheet pays. */
async function phoneWalletInBrowser(page: Page): Promise<void> {
  await page.addInitScript(() => {
    class WalletRequest {
      canMakePayment() {
        return Promise.resolve(true);
      }
      show() {
        return Promise.resolve({ details: { token: "device-token" }, complete: () => Promise.resolve() });
      }
    }
    Object.defineProperty(window, "PaymentRequest", { value: WalletRequest });
  });
}

const wallet = (page: Page, name: string) => page.getByRole("button", { name: `Pay with ${name}` });
const note = (page: Page) => page.locator("[data-express-note]");

test("the search wallet: shown once ready; its button checks the form first, then pays from its sheet", async ({ page }) => {
  await addToBag(page);
  await page.goto("/pages/checkout.html");
  await checkoutReady(page);
  await expect(wallet(page, "Search wallet")).toBeVisible();
  await expect(wallet(page, "Phone wallet")).toBeHidden(); // this Chromium has no phone wallet
  await expect(note(page)).toBeHidden();
  await wallet(page, "Search wallet").click();
  await expect(page.getByRole("dialog")).toHaveCount(0); // the form is checked first: no sheet, the errors announced
  await expect(page.locator("[name=email]")).toBeFocused();
  await fillAddress(page, SHOPPERS["us"]!);
  await acceptConsents(page);
  await tabTo(page, wallet(page, "Search wallet"), { back: true });
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Search wallet (stand-in)" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Pay" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/pages\/thank-you-new\.html\?order=/);
  expect(await orders(page)).toMatchObject([{ method: "searchWallet" }]);
});

test("a closed wallet sheet orders nothing; the shopper can pay another way", async ({ page }) => {
  await addToBag(page);
  await page.goto("/pages/checkout.html");
  await checkoutReady(page);
  await fillAddress(page, SHOPPERS["us"]!);
  await acceptConsents(page);
  await wallet(page, "Search wallet").click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("[data-form-status]")).toHaveText("");
  expect(await orders(page)).toHaveLength(0);
});

test("the phone maker's wallet: Payment Request says yes → shown; paid through its sheet", async ({ page }) => {
  await phoneWalletInBrowser(page);
  await addToBag(page);
  await page.goto("/pages/checkout.html");
  await checkoutReady(page);
  await expect(wallet(page, "Phone wallet")).toBeVisible();
  await fillAddress(page, SHOPPERS["us"]!);
  await acceptConsents(page);
  await wallet(page, "Phone wallet").click();
  await expect(page).toHaveURL(/\/pages\/thank-you-new\.html\?order=/);
  expect(await orders(page)).toMatchObject([{ method: "phoneWallet" }]);
});

test("readiness that never answers: after 1.5 s the wallet stays hidden and the box says none is available", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: WALLET_COOKIE, value: "hang", url: baseURL! }]);
  await addToBag(page);
  await page.goto("/pages/checkout.html");
  await expect(note(page)).toHaveText("No wallet is available on this device.");
  await expect(wallet(page, "Search wallet")).toBeHidden();
});

// CLS 0.000 of the payment area: a viewport tall enough that the whole checkout is in view from the first paint, so
// any box that moves counts; every way the wallets can answer.
for (const width of [375, 1280])
  for (const [answer, setup] of [
    ["both wallets ready", phoneWalletInBrowser],
    [
      "no wallet",
      async (page: Page, baseURL: string) => page.context().addCookies([{ name: WALLET_COOKIE, value: "unready", url: baseURL }]),
    ],
    [
      "readiness unanswered",
      async (page: Page, baseURL: string) => page.context().addCookies([{ name: WALLET_COOKIE, value: "hang", url: baseURL }]),
    ],
  ] as const)
    test.describe(`CLS at ${width} px, ${answer}`, () => {
      test.use({ viewport: { width, height: 3200 } });
      test("0.000 from the first paint until the wallets have answered and the card's fields are in", async ({ page, baseURL }) => {
        await setup(page, baseURL!);
        await addToBag(page);
        const shifts = await shiftsFromLoad(page);
        await page.goto("/pages/checkout.html");
        await expect(page.locator("#stand-in-card-number")).toBeVisible();
        if (answer === "both wallets ready") await expect(wallet(page, "Phone wallet")).toBeVisible();
        else await expect(note(page)).toHaveText("No wallet is available on this device.");
        await page.evaluate(() => window.vitrine!.whenIdle());
        const seen = await shifts();
        expect(seen.unexpected, seen.report).toBe(0);
      });
    });

test("no checkout or payment code before intent: listing, product, quick buy (adding to the bag), the bag page", async ({ page }) => {
  const checkout = checkoutChunks();
  expect(checkout.length).toBeGreaterThan(0);
  const scripts = scriptRequests(page);
  const product = productPath(CASES.regular.name, CASES.regular.partNumber);
  for (const path of ["/pages/listing.html", product, "/pages/shopping-bag.html"]) {
    await page.goto(path);
    await page.evaluate(() => window.vitrine!.whenIdle());
  }
  await page.goto(QUICK_BUY_PATH);
  const trigger = page.getByRole("link", { name: `Quick buy: ${CASES.regular.name}` });
  await trigger.hover();
  await trigger.click();
  await page.getByRole("dialog").locator("[data-quick-buy-add]").click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Proceed" })).toBeVisible();
  await page.evaluate(() => window.vitrine!.whenIdle());
  const loaded = scripts.map((path) => path.split("/").pop()!);
  expect(loaded.filter((file) => checkout.includes(file))).toEqual([]);
  expect(scripts.filter((path) => path.startsWith("/stand-ins/"))).toEqual([]);
  // …and the checkout page does load them (the check above can fail): all its code, and no translation table (the page is in English).
  await page.goto("/pages/checkout.html");
  await checkoutReady(page);
  const tables = translationChunks();
  expect(
    scripts
      .map((path) => path.split("/").pop()!)
      .filter((file) => checkout.includes(file))
      .sort(),
  ).toEqual(checkout.filter((file) => !tables.includes(file)).sort());
  expect(scripts).toContain("/stand-ins/payments/card.js");
});

test.describe("no checkout", () => {
  test("§6 showcase checkout: the notice instead of the form; no provider loads", async ({ page }) => {
    const scripts = scriptRequests(page);
    await addToBag(page);
    await page.goto("/pages/checkout.html?showcase=checkout");
    await expect(page.locator("[data-checkout-unavailable]")).toHaveText("Online purchase is not available here.");
    await expect(page.locator("form[action='/checkout/order']")).toBeHidden();
    await expect(page.locator("[data-checkout-summary]")).toBeHidden();
    await page.evaluate(() => window.vitrine!.whenIdle());
    expect(scripts.filter((path) => path.startsWith("/stand-ins/"))).toEqual([]);
  });

  test("§6 showcase login: the checkout-login page offers no login, only the guest checkout", async ({ page }) => {
    await page.goto("/pages/checkout-login.html?showcase=login");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Continue as a guest" })).toHaveAttribute("href", "/pages/checkout.html");
  });

  test.describe("th", () => {
    test.use({ market: "th" });
    test("§9 th, e-commerce disabled: no checkout, no provider", async ({ page }) => {
      const scripts = scriptRequests(page);
      await page.goto("/pages/checkout.html");
      await expect(page.locator("[data-checkout-unavailable]")).toHaveText("ไม่มีบริการซื้อออนไลน์ที่นี่");
      await expect(page.locator("form[action='/checkout/order']")).toBeHidden();
      await page.evaluate(() => window.vitrine!.whenIdle());
      expect(scripts.filter((path) => path.startsWith("/stand-ins/"))).toEqual([]);
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the server form posts; the card is paid on the provider's page; the thank-you page; one order", async ({ page }) => {
    await addToBag(page);
    await page.goto("/pages/checkout.html");
    for (const [name, value] of Object.entries({
      email: "ada@example.com",
      phone: "+1 212 555 0100",
      givenName: "Ada",
      familyName: "Lovelace",
      addressLine1: "1 Fifth Avenue",
      city: "New York",
      postalCode: "10003",
    }))
      await page.locator(`[name=${name}]`).fill(value);
    await page.locator("[name=terms]").check();
    await page.locator("[data-place-order]").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Card payment (stand-in hosted page)");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/thank-you-new\.html\?order=VT-\d{6}$/);
    expect(await orders(page)).toHaveLength(1);
  });
});

test("§4 checkout in store: autocomplete off on every input", async ({ page }) => {
  await addToBag(page);
  await page.goto("/pages/checkout.html?inStore=1");
  await checkoutReady(page);
  const tokens = await page
    .locator("form[action='/checkout/order'] input[name]:not([type=hidden]), form[action='/checkout/order'] select[name]")
    .evaluateAll((fields) => fields.map((f) => f.getAttribute("autocomplete")));
  expect(tokens.length).toBeGreaterThan(10);
  expect(new Set(tokens)).toEqual(new Set(["off"]));
});

test("browser autofill tokens on the address (outside the store)", async ({ page }) => {
  await addToBag(page);
  await page.goto("/pages/checkout.html");
  await checkoutReady(page);
  for (const [name, token] of Object.entries({
    email: "email",
    phone: "tel",
    givenName: "shipping given-name",
    familyName: "shipping family-name",
    country: "shipping country",
    addressLine1: "shipping address-line1",
    addressLine2: "shipping address-line2",
    city: "shipping address-level2",
    region: "shipping address-level1",
    postalCode: "shipping postal-code",
  }))
    await expect(page.locator(`form[action='/checkout/order'] [name=${name}]`)).toHaveAttribute("autocomplete", token);
});
