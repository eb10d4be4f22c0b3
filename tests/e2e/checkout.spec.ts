// The purchase path in Chromium, keyboard only, market by market (§1 payment methods, §2 "Page names",
// "Checkout redirects on page load", §3 "Site configuration", "Korean checkout consent blocks", §4 "Input fields", §5,
// §6, §9 "Payment", "Instalments", "Markets", "Korean consent text"): checkout → pay with a stand-in provider → the
// thank-you page, one order. us starts at quick buy (its "proceed", the checkout-login page); the others fill the bag
// through the cart API and open /pages/checkout.html, the shopping-bag page being built beside this work.
import type { Page } from "@playwright/test";
import { CASES } from "../../fixtures/catalogue";
import { QUICK_BUY_PATH } from "../../fixtures/server/screens/quick-buy";
import { axeViolations, expect, test } from "./fixtures";
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
  SUNGLASSES_SKU,
  tabTo,
  tick,
  typeInto,
} from "./checkout-flow";

test.beforeEach(async ({ page, baseURL }, info) => ownSession(page, baseURL!, info));

async function thankYou(page: Page, path: RegExp, heading: string): Promise<string> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  const id = await page.locator("[data-order-id]").getAttribute("data-order-id");
  expect(await orders(page)).toHaveLength(1);
  return id!;
}

test.describe("us", () => {
  test("quick buy → proceed → checkout-login → guest → checkout (split tax) → card → thank-you", async ({ page }) => {
    await page.goto(QUICK_BUY_PATH);
    const trigger = page.getByRole("link", { name: `Quick buy: ${CASES.regular.name}` });
    await tabTo(page, trigger);
    await page.keyboard.press("Enter");
    const add = page.getByRole("dialog").locator("[data-quick-buy-add]");
    await expect(add).toBeFocused();
    await page.keyboard.press("Enter");
    const proceed = page.getByRole("dialog").getByRole("link", { name: "Proceed" });
    await tabTo(page, proceed);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pages\/checkout-login\.html$/);
    await tabTo(page, page.getByRole("link", { name: "Continue as a guest" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pages\/checkout\.html$/);
    await checkoutReady(page);
    // §3 taxConfiguration: split tax, sales, shipping and total labels; the server's totals.
    await expect(page.locator("[data-summary-totals] dt")).toHaveText([
      "Subtotal",
      "Shipping",
      "Sales tax",
      "Shipping tax",
      "Total tax",
      "Total",
    ]);
    await expect(page.locator("[data-summary-count]")).toHaveText("1 item");
    // The button is never disabled for validation: an empty order is refused with the errors announced.
    await placeOrder(page);
    await expect(page.locator("[data-form-summary]")).toBeVisible();
    await expect(page.locator("[name=email]")).toBeFocused();
    await expect(placeButton(page)).toBeEnabled();
    await fillAddress(page, SHOPPERS["us"]!);
    await fillCard(page);
    await acceptConsents(page);
    await placeOrder(page);
    await thankYou(page, /\/pages\/thank-you-new\.html\?order=VT-\d{6}$/, "Thank you for your order");
    await expect(page.locator("main")).toContainText("Card");
  });
});

test.describe("it", () => {
  test.use({ market: "it" });
  test("privacy consent required (not a statement country), card, thank-you in Italian", async ({ page }) => {
    await addToBag(page);
    await page.goto("/pages/checkout.html");
    await checkoutReady(page);
    await expect(page.locator("[name=privacyConsent]")).toHaveAttribute("required", "");
    await expect(page.locator("[data-summary-totals] dt")).toContainText(["IVA inclusa"]);
    await fillAddress(page, SHOPPERS["it"]!);
    await fillCard(page);
    await tick(page, page.locator("[name=terms]"));
    await placeOrder(page); // the privacy consent is missing
    await expect(page.locator("[name=privacyConsent]")).toBeFocused();
    await expect(page.locator("[data-form-summary]")).toContainText("1 campo richiede attenzione");
    await page.keyboard.press("Space");
    await placeOrder(page);
    await thankYou(page, /\/pages\/thank-you-new\.html\?order=/, "Grazie per il tuo ordine");
  });
});

test.describe("jp", () => {
  test.use({ market: "jp" });
  test("/checkout.html → the card provider's page; kanji names and their katakana; card; thank-you", async ({ page }) => {
    await addToBag(page);
    await page.goto("/pages/checkout.html");
    await expect(page).toHaveURL(/\/pages\/checkout_standin\.html$/);
    await checkoutReady(page);
    // §5: the name fields check for kanji, their reading for katakana.
    await typeInto(page, page.locator("[name=givenName]"), "Taro");
    await page.keyboard.press("Tab");
    await expect(page.locator("[name=givenName]")).toHaveAttribute("aria-invalid", "true");
    await page.locator("[name=givenName]").fill("");
    await page.locator("[name=givenName]").focus();
    await fillAddress(page, { ...SHOPPERS["jp"]!, givenName: "" });
    await typeInto(page, page.locator("[name=givenName]"), "太郎");
    await fillCard(page);
    await acceptConsents(page);
    await placeOrder(page);
    await thankYou(page, /\/pages\/thank-you-new\.html\?order=/, "ご注文ありがとうございます");
  });
});

test.describe("cn", () => {
  test.use({ market: "cn" });
  test("/checkout.html → checkout_cn; address suggestions (combobox); company invoice; card; thank-you_cn", async ({ page }) => {
    await addToBag(page);
    await page.goto("/pages/checkout.html");
    await expect(page).toHaveURL(/\/pages\/checkout_cn\.html$/);
    await checkoutReady(page);
    await expect(page.locator("[data-payment-express]")).toHaveCount(0); // no wallet in cn
    await fillAddress(page, SHOPPERS["cn"]!);
    const address = page.locator("[name=addressLine1]");
    await typeInto(page, address, "南京");
    await expect(address).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["上海市静安区南京西路1266号", "上海市黄浦区南京东路353号"]);
    await expect(page.locator(".vitrine-checkout__suggest [role=status]")).toHaveText("2 条建议");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(address).toHaveAttribute("aria-activedescendant", /-1$/);
    await page.keyboard.press("Enter");
    await expect(address).toHaveValue("南京东路353号");
    await expect(page.locator("[name=city]")).toHaveValue("上海市");
    await expect(page.locator("[name=postalCode]")).toHaveValue("200001");
    await expect(address).toHaveAttribute("aria-expanded", "false");
    // §3 showInvoiceForm: a company invoice needs its title and tax ID.
    await tick(page, page.locator("[name=invoiceRequested]"));
    await tabTo(page, page.locator("[name=invoiceType]"));
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("[name=invoiceType]")).toHaveValue("company");
    await typeInto(page, page.locator("[name=invoiceTitle]"), "上海示例贸易有限公司");
    await fillCard(page);
    await acceptConsents(page);
    await placeOrder(page); // the company's tax ID is missing
    await expect(page.locator("[name=invoiceTaxId]")).toBeFocused();
    await page.keyboard.type("91310000MA1FL0000X");
    await placeOrder(page);
    await thankYou(page, /\/pages\/thank-you-new_cn\.html\?order=/, "感谢您的订购");
  });
});

test.describe("kr", () => {
  test.use({ market: "kr" });
  test("both Korean consents required (§3, §9 text); the Korean gateway's page; back; thank-you", async ({ page }) => {
    await addToBag(page);
    await page.goto("/pages/checkout.html");
    await checkoutReady(page);
    await expect(page.locator("[name=koreanTerms] + label")).toHaveText(
      "판매 약관 및 개인정보처리방침에 동의하며, 만 19세 이상임을 확인합니다 *",
    );
    await expect(page.locator("[name=koreanPersonalData] + label")).toHaveText("개인정보 수집 및 이용 동의(필수) *");
    await expect(page.locator("#checkout-korean-data-detail li")).toHaveText([
      "개인정보는 구매일로부터 5년간 보관됩니다.",
      "무통장입금(계좌이체) 구매는 은행의 채무지급보증 서비스로 보호됩니다.",
    ]);
    await expect(page.locator("[name=paymentMethod]")).toHaveCount(3); // card, the gateway, messenger pay
    await fillAddress(page, SHOPPERS["kr"]!);
    await tick(page, page.locator("[name=koreanTerms]"));
    await placeOrder(page); // consent2 missing
    await expect(page.locator("[name=koreanPersonalData]")).toBeFocused();
    await page.keyboard.press("Space");
    // The gateway: Arrow keys in the method radios.
    await tabTo(page, page.locator("#payment-card"), { back: true });
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#payment-koreanGateway")).toBeChecked();
    await placeOrder(page);
    await expect(page).toHaveURL(/\/stand-ins\/payments\/page\?ref=PR-/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Korean payment gateway (stand-in)");
    await tabTo(page, page.getByRole("button", { name: "Approve payment" }));
    await page.keyboard.press("Enter");
    const id = await thankYou(page, /\/pages\/thank-you-new\.html\?order=/, "주문해 주셔서 감사합니다");
    expect((await orders(page))[0]).toMatchObject({ orderId: id, method: "koreanGateway" });
  });

  test("messenger-app payment: approved on its page, back to confirm, thank-you", async ({ page }) => {
    await addToBag(page);
    await page.goto("/pages/checkout.html");
    await checkoutReady(page);
    await fillAddress(page, SHOPPERS["kr"]!);
    await tabTo(page, page.locator("#payment-card"));
    await page.keyboard.press("ArrowUp"); // wraps to the last: messenger pay
    await expect(page.locator("#payment-messengerPay")).toBeChecked();
    await acceptConsents(page);
    await placeOrder(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messenger pay (stand-in)");
    await tabTo(page, page.getByRole("button", { name: "Approve payment" }));
    await page.keyboard.press("Enter");
    await thankYou(page, /\/pages\/thank-you-new\.html\?order=/, "주문해 주셔서 감사합니다");
    expect((await orders(page))[0]).toMatchObject({ method: "messengerPay" });
  });
});

test.describe("br", () => {
  test.use({ market: "br" });
  test("§9 instalments: 2..8 at this total; 3 chosen by keyboard; the order carries them", async ({ page }) => {
    await addToBag(page, 1, SUNGLASSES_SKU);
    await page.goto("/pages/checkout.html");
    await checkoutReady(page);
    const select = page.locator("[name=instalments]");
    // R$ 1,200 → at or under 5000: 2..8.
    await expect(select.locator("option")).toHaveText(["À vista", ...[2, 3, 4, 5, 6, 7, 8].map((n) => `${n} parcelas`)]);
    await fillAddress(page, SHOPPERS["br"]!);
    await fillCard(page);
    await tabTo(page, select);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(select).toHaveValue("3");
    await acceptConsents(page);
    await placeOrder(page);
    await thankYou(page, /\/pages\/thank-you-new\.html\?order=/, "Obrigado pelo seu pedido");
    await expect(page.locator("main")).toContainText("3 parcelas");
    expect((await orders(page))[0]).toMatchObject({ instalments: 3 });
  });

  test("§9 instalments follow the total: over 5000 offers up to 10", async ({ page }) => {
    await addToBag(page); // R$ 7,500
    await page.goto("/pages/checkout.html");
    await checkoutReady(page);
    await expect(page.locator("[name=instalments] option")).toHaveCount(10); // in full + 2..10
    await expect(page.locator("[name=instalments] option").last()).toHaveText("10 parcelas");
  });
});

test.describe("tr", () => {
  test.use({ market: "tr" });
  test("invoice form, privacy statement, pre-information link; instalments; card; thank-you", async ({ page }) => {
    await addToBag(page);
    await page.goto("/pages/checkout.html");
    await checkoutReady(page);
    await expect(page.locator("[data-checkout-invoice]")).toBeVisible();
    await expect(page.locator(".checkout__consents").getByRole("link", { name: "Ön Bilgilendirme Formunu okuyun" })).toHaveAttribute(
      "href",
      "/pages/pre-information.html",
    );
    await expect(page.locator("[name=newsletter]")).toHaveCount(0); // §9: newsletter off in tr
    await expect(page.locator("[name=instalments]")).toBeVisible();
    await fillAddress(page, SHOPPERS["tr"]!);
    await tick(page, page.locator("[name=invoiceRequested]"));
    await typeInto(page, page.locator("[name=invoiceTitle]"), "Ayşe Yılmaz");
    await fillCard(page);
    await acceptConsents(page);
    await placeOrder(page);
    await thankYou(page, /\/pages\/thank-you-new\.html\?order=/, "Siparişiniz için teşekkürler");
  });
});

test.describe("kw", () => {
  test.use({ market: "kw" });
  test("right to left: the checkout in Arabic, card, thank-you", async ({ page }) => {
    await addToBag(page);
    await page.goto("/pages/checkout.html");
    await checkoutReady(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("[data-summary-totals] [data-total=packaging] dd")).toHaveText("عادي"); // §3 packaging (kw)
    const form = await page.locator("form[action='/checkout/order']").boundingBox();
    const summary = await page.locator("[data-checkout-summary]").boundingBox();
    expect(summary!.x).toBeLessThan(form!.x); // the summary sits on the left in RTL
    await fillAddress(page, SHOPPERS["kw"]!);
    await fillCard(page);
    await acceptConsents(page);
    await placeOrder(page);
    await thankYou(page, /\/pages\/thank-you-new\.html\?order=/, "شكرًا على طلبك");
  });
});

// axe on every step (checkout, its errors, the filled form with the provider's fields, thank-you) at 375 and 1280 px.
for (const market of ["it", "jp", "kw"] as const)
  for (const width of [375, 1280])
    test.describe(`axe ${market} at ${width} px`, () => {
      test.use({ market, viewport: { width, height: 800 } });
      test("no serious or critical finding on any step", async ({ page }) => {
        await addToBag(page);
        await page.goto("/pages/checkout.html");
        await checkoutReady(page);
        expect(await axeViolations(page, "main")).toEqual([]);
        await placeOrder(page);
        await expect(page.locator("[data-form-summary]")).toBeVisible();
        expect(await axeViolations(page, "main")).toEqual([]);
        await fillAddress(page, SHOPPERS[market]!);
        await fillCard(page);
        await acceptConsents(page);
        expect(await axeViolations(page, "main")).toEqual([]);
        await placeOrder(page);
        await expect(page).toHaveURL(/\/pages\/thank-you-new\.html\?order=/);
        expect(await axeViolations(page, "main")).toEqual([]);
      });
    });
