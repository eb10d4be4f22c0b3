// Shared steps of the checkout e2e specs: an own bag per test, the fixture order count, and a shopper who
// uses the keyboard only (Tab to each control, type, Space, Enter, Arrow keys).
import type { Locator, Page, TestInfo } from "@playwright/test";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { CASES, products } from "../../fixtures/catalogue";
import { TEST_CARDS } from "../../fixtures/payment-stand-ins";
import { expect } from "./fixtures";

/** A size SKU with stock (7): the one-size leather bag (€ 1,250; R$ 7,500). */
export const BAG_SKU = CASES.regular.sizes[0]!.productId;
/** A cheaper one (€ 200; R$ 1,200). */
export const SUNGLASSES_SKU = products.find((p) => p.name === "Printed Sunglasses")!.sizes.find((s) => s.qty > 0)!.productId;

/** Each test its own cart and orders (parallel tests never share one). */
export async function ownSession(page: Page, baseURL: string, info: TestInfo): Promise<void> {
  const session = `e2e-${info.testId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
    .replace(/[^\w-]/g, "-")
    .slice(0, 64);
  await page.context().addCookies([{ name: CART_SESSION_COOKIE, value: session, url: baseURL }]);
}

/** Fills the bag through the cart API (the bag page is built in parallel: flows start at checkout where it stands). */
export async function addToBag(page: Page, quantity = 1, productId = BAG_SKU): Promise<void> {
  const answer = await page.request.post("/cart/add", {
    form: { productId, quantity: String(quantity) },
    headers: { Accept: "application/json" },
  });
  expect(answer.status()).toBe(200);
}

/** The orders the fixture backend placed for this test's session. */
export async function orders(page: Page): Promise<Array<{ orderId: string; method: string; instalments?: number; items: number }>> {
  return ((await (await page.request.get("/checkout/orders")).json()) as { orders: [] }).orders;
}

/** Moves the focus with Tab (or Shift+Tab) until `target` has it: the control is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${String(target)} was not reached with ${back ? "Shift+Tab" : "Tab"}`);
}

export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Ticks a checkbox with Space. */
export async function tick(page: Page, box: Locator): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
}

export interface Shopper {
  givenName: string;
  familyName: string;
  kana?: [string, string];
  addressLine1?: string;
  city?: string;
  postalCode?: string;
}

export const SHOPPERS: Record<string, Shopper> = {
  us: { givenName: "Ada", familyName: "Lovelace", addressLine1: "1 Fifth Avenue", city: "New York", postalCode: "10003" },
  it: { givenName: "Ada", familyName: "Rossi", addressLine1: "Via Montenapoleone 8", city: "Milano", postalCode: "20121" },
  jp: {
    givenName: "太郎",
    familyName: "山田",
    kana: ["タロウ", "ヤマダ"],
    addressLine1: "銀座4-1",
    city: "中央区",
    postalCode: "104-0061",
  },
  cn: { givenName: "伟", familyName: "王" },
  kr: { givenName: "민준", familyName: "김", addressLine1: "테헤란로 1", city: "서울", postalCode: "06236" },
  br: { givenName: "João", familyName: "Silva", addressLine1: "Av Paulista 1000", city: "São Paulo", postalCode: "01310-100" },
  tr: { givenName: "Ayşe", familyName: "Yılmaz", addressLine1: "İstinye Bayırı Cd 185", city: "İstanbul", postalCode: "34460" },
  kw: { givenName: "أحمد", familyName: "الصباح", addressLine1: "Salem Al Mubarak St", city: "Kuwait City", postalCode: "13001" },
};

const field = (page: Page, name: string) => page.locator(`form[action="/checkout/order"] [name="${name}"]`);

/** Contact and shipping address, by keyboard, in the form's order. */
export async function fillAddress(page: Page, shopper: Shopper): Promise<void> {
  await typeInto(page, field(page, "email"), "ada@example.com");
  await typeInto(page, field(page, "phone"), "+1 212 555 0100");
  await typeInto(page, field(page, "givenName"), shopper.givenName);
  await typeInto(page, field(page, "familyName"), shopper.familyName);
  if (shopper.kana) {
    await typeInto(page, field(page, "givenNameKana"), shopper.kana[0]);
    await typeInto(page, field(page, "familyNameKana"), shopper.kana[1]);
  }
  if (shopper.addressLine1) await typeInto(page, field(page, "addressLine1"), shopper.addressLine1);
  if (shopper.city) await typeInto(page, field(page, "city"), shopper.city);
  if (shopper.postalCode) await typeInto(page, field(page, "postalCode"), shopper.postalCode);
}

/** The stand-in provider's card fields, by keyboard. */
export async function fillCard(page: Page, number: string = TEST_CARDS.ok): Promise<void> {
  const card = page.locator("#stand-in-card-number");
  await expect(card).toBeVisible();
  await typeInto(page, card, number);
  await typeInto(page, page.locator("#stand-in-card-expiry"), "12/30");
  await typeInto(page, page.locator("#stand-in-card-cvc"), "123");
}

/** Ticks every required consent checkbox, by keyboard. */
export async function acceptConsents(page: Page): Promise<void> {
  for (const box of await page.locator(".checkout__consents input[type=checkbox][required]").all()) await tick(page, box);
}

export const placeButton = (page: Page) => page.locator("[data-place-order]");

/** Place order, by keyboard (Enter on the button). */
export async function placeOrder(page: Page): Promise<void> {
  await tabTo(page, placeButton(page));
  await page.keyboard.press("Enter");
}

/** The checkout has hydrated: the form core took the form, the payment area its first provider. */
export async function checkoutReady(page: Page): Promise<void> {
  await expect(page.locator("form[action='/checkout/order']")).toHaveAttribute("novalidate", "");
  await page.evaluate(() => window.vitrine!.whenIdle());
}
