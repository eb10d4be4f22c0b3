// Track an order and make a return as a guest in Chromium (§1 guests; §2 "Page names" track-guest, return-guest; §6
// "Guests and logged-in customers"; §9 "Other flags" return portal mapping, "Markets"): it, cn, kr, jp, tr, kw keyboard
// only; axe in it, jp, kw; every call × {500, no answer, malformed 200} ends in a stated failure whose retry works;
// a slowed lookup's wait counted down on Playwright's clock; hostile server strings run nothing; the same pages without
// JavaScript; the widget's code only where its markup is, and no React.
import type { Page, Route } from "@playwright/test";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { GUEST_ORDERS, INJECTION } from "../../fixtures/guest-orders";
import { NOW_COOKIE } from "../../fixtures/store-service";
import { RETURN_PAGE, TRACK_PAGE } from "../../fixtures/server/screens/guest-order";
import { axeViolations, expect, idle, scriptRequests, tabTo, test } from "./fixtures";

const { shipped, delivered, hostile } = GUEST_ORDERS;

// Each test its own visitor: its own returns and its own slowed lookups.
test.beforeEach(async ({ page, baseURL }, info) => {
  const visitor = `e2e-guest-${info.testId}-${Math.random().toString(36).slice(2, 8)}`.replace(/[^\w-]/g, "-").slice(0, 64);
  await page.context().addCookies([{ name: CART_SESSION_COOKIE, value: visitor, url: baseURL! }]);
});

const root = (page: Page) => page.locator("[data-guest-order]");
const lookupForm = (page: Page) => page.locator("form[data-guest-lookup]");
const status = (page: Page) => lookupForm(page).locator("[data-form-status]");
const heading = (page: Page) => page.locator("[data-guest-result-heading]");
const facts = (page: Page) =>
  page
    .locator("[data-guest-result] dl > div")
    .evaluateAll((rows) => rows.map((r) => [r.querySelector("dt")!.textContent, r.querySelector("dd")!.textContent]));

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(root(page)).toHaveAttribute("data-guest-order-ready", "");
  await idle(page);
}

/** Keyboard only: Tab to the order number, type both fields, Enter. */
async function lookUp(page: Page, order: { orderNumber: string; email: string }) {
  await tabTo(page, lookupForm(page).locator("[name=orderNumber]"));
  await page.keyboard.type(order.orderNumber);
  await page.keyboard.press("Tab");
  await page.keyboard.type(order.email);
  await page.keyboard.press("Enter");
}

async function axe(page: Page) {
  expect(await axeViolations(page, "[data-guest-order]")).toEqual([]);
}

interface MarketCase {
  heading: string;
  found: string;
  facts: string[][];
  /** it: the return portal; elsewhere the return form and the registered return's words. */
  returned: RegExp | "portal";
  axe: boolean;
}

const MARKETS: Record<string, MarketCase> = {
  it: {
    heading: "Traccia il tuo ordine",
    found: "Ordine trovato.",
    facts: [
      ["Stato", "Spedito"],
      ["Data dell'ordine", "10/06/2026"],
      ["Corriere", "UPS"],
      ["Numero di tracciamento", "1Z999AA10123456784"],
    ],
    returned: "portal",
    axe: true,
  },
  cn: {
    heading: "追踪订单",
    found: "已找到订单。",
    facts: [
      ["状态", "已发货"],
      ["下单日期", "2026-06-10"],
      ["承运商", "UPS"],
      ["运单号", "1Z999AA10123456784"],
    ],
    returned: /^您的退货 R-100001-1 已登记。/,
    axe: false,
  },
  kr: {
    heading: "주문 배송 조회",
    found: "주문을 찾았습니다.",
    facts: [
      ["상태", "배송 중"],
      ["주문일", "2026/06/10"],
      ["택배사", "UPS"],
      ["운송장 번호", "1Z999AA10123456784"],
    ],
    returned: /^반품 R-100001-1이\(가\) 접수되었습니다\./,
    axe: false,
  },
  jp: {
    heading: "ご注文の配送状況",
    found: "ご注文が見つかりました。",
    facts: [
      ["ステータス", "発送済み"],
      ["ご注文日", "2026/06/10"],
      ["配送業者", "UPS"],
      ["追跡番号", "1Z999AA10123456784"],
    ],
    returned: /^返品 R-100001-1 を受け付けました。/,
    axe: true,
  },
  tr: {
    heading: "Siparişinizi takip edin",
    found: "Sipariş bulundu.",
    facts: [
      ["Durum", "Kargoya verildi"],
      ["Sipariş tarihi", "10.06.2026"],
      ["Kargo firması", "UPS"],
      ["Takip numarası", "1Z999AA10123456784"],
    ],
    returned: /^R-100001-1 numaralı iadeniz kaydedildi\./,
    axe: false,
  },
  kw: {
    heading: "تتبّع طلبك",
    found: "تم العثور على الطلب.",
    facts: [
      ["الحالة", "تم الشحن"],
      ["تاريخ الطلب", "١٠/٠٦/٢٠٢٦"],
      ["شركة الشحن", "UPS"],
      ["رقم التتبّع", "1Z999AA10123456784"],
    ],
    returned: /^تم تسجيل طلب الإرجاع R-100001-1\./,
    axe: true,
  },
};

for (const [market, want] of Object.entries(MARKETS)) {
  test.describe(market, () => {
    test.use({ market });

    test(`track-guest, keyboard only: the order found, focus on its heading${want.axe ? "; axe" : ""}`, async ({ page }) => {
      await open(page, TRACK_PAGE);
      await expect(page.locator("h1")).toHaveText(want.heading);
      if (market === "kw") expect(await root(page).evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
      await lookUp(page, shipped);
      await expect(status(page)).toHaveText(want.found);
      await expect(heading(page)).toBeFocused();
      expect(await facts(page)).toEqual(want.facts);
      if (want.axe) await axe(page);
    });

    test(`return-guest, keyboard only: ${want.returned === "portal" ? "the hand-over to the return portal" : "the return form, a registered return"}`, async ({
      page,
    }) => {
      await open(page, RETURN_PAGE);
      if (want.returned === "portal") {
        await expect(root(page)).toHaveAttribute("data-guest-order", "return-portal");
        await lookUp(page, delivered);
        await page.waitForURL(/\/pages\/return-portal\.html\?order=VT-100001&token=/);
        await expect(page.locator("[data-return-portal-order]")).toHaveText("Ordine VT-100001");
        return;
      }
      await lookUp(page, delivered);
      await expect(heading(page)).toBeFocused();
      const form = page.locator("form[data-guest-return]");
      await tabTo(page, form.locator("input[name=item]").nth(1));
      await page.keyboard.press("Space");
      await expect(form.locator("input[name=item]").nth(1)).toBeChecked();
      await tabTo(page, form.locator("select[name=reason]"));
      await page.keyboard.press("ArrowDown");
      await expect(form.locator("select[name=reason]")).toHaveValue("size");
      await tabTo(page, form.locator("button[type=submit]"));
      await page.keyboard.press("Enter");
      await expect(page.locator("[data-guest-return-created]")).toHaveText(want.returned);
      await expect(heading(page)).toBeFocused();
      if (want.axe) await axe(page);
    });
  });
}

test.describe("every call × {500, no answer, malformed 200}: a stated failure, what was typed kept, the retry works", () => {
  const CALLS = [
    { name: "track", path: TRACK_PAGE, url: "**/guest/orders/track", market: "us", found: "Order found." },
    {
      name: "return lookup",
      path: RETURN_PAGE,
      url: "**/guest/returns/lookup",
      market: "us",
      found: "Order found: choose the items to return.",
    },
    { name: "return", path: RETURN_PAGE, url: "**/guest/returns", market: "us", found: "" },
    { name: "return portal", path: RETURN_PAGE, url: "**/guest/returns/portal", market: "it", found: "Apertura del portale resi…" },
  ] as const;
  const FAULTS = [
    {
      name: "500",
      answer: (route: Route) => route.fulfill({ status: 500, json: { error: "down" } }),
      said: {
        en: "The service is not available right now. Your details are kept: please try again.",
        it: "Il servizio non è disponibile in questo momento. I tuoi dati sono stati conservati: riprova.",
      },
    },
    {
      name: "no answer",
      answer: () => undefined,
      said: {
        en: "The service is not available right now. Your details are kept: please try again.",
        it: "Il servizio non è disponibile in questo momento. I tuoi dati sono stati conservati: riprova.",
      },
    },
    {
      name: "malformed 200",
      answer: (route: Route) => route.fulfill({ status: 200, json: { order: { status: "??" }, portalUrl: 7, returnNumber: "" } }),
      said: {
        en: "We could not read the answer. Your details are kept: please try again.",
        it: "Non riusciamo a leggere la risposta. I tuoi dati sono stati conservati: riprova.",
      },
    },
  ] as const;

  for (const call of CALLS) {
    for (const fault of FAULTS) {
      test(`${call.name} × ${fault.name}`, async ({ page, watch, context, baseURL }) => {
        if (fault.name === "malformed 200") watch.allowErrors(/\[vitrine\] guest-order on .*: unreadable answer/);
        if (fault.name === "500") watch.allowErrors(/Failed to load resource: the server responded with a status of 500/);
        await context.addCookies([{ name: "static-country", value: call.market, url: baseURL! }]);
        await page.clock.install();
        await open(page, call.path);
        const order = call.name === "track" ? shipped : delivered;
        let send = lookupForm(page);
        if (call.name === "return") {
          await lookUp(page, order);
          send = page.locator("form[data-guest-return]");
          await send.locator("input[name=item]").first().check();
          await send.locator("select[name=reason]").selectOption("quality");
        }
        // The call under test is cut off; only a lookup's own route for "return" goes through.
        await page.route(call.url, (route) => (route.request().method() === "POST" ? fault.answer(route) : route.fallback()));
        const sent = page.waitForRequest((request) => new URL(request.url()).pathname === call.url.slice(2));
        if (call.name === "return") await send.locator("button[type=submit]").click();
        else await lookUp(page, order);
        await sent;
        if (fault.name === "no answer") await page.clock.runFor(10_001);
        const line = send.locator("[data-form-status]");
        await expect(line).toHaveText(fault.said[call.market === "it" ? "it" : "en"]);
        await expect(send.locator("button[type=submit]")).not.toHaveAttribute("aria-disabled", "true");
        if (call.name !== "return") {
          await expect(lookupForm(page).locator("[name=orderNumber]")).toHaveValue(order.orderNumber);
          await expect(lookupForm(page).locator("[name=email]")).toHaveValue(order.email);
        } else await expect(send.locator("input[name=item]").first()).toBeChecked();

        await page.unroute(call.url);
        await send.locator("button[type=submit]").click();
        if (call.name === "return")
          await expect(page.locator("[data-guest-return-created]")).toHaveText(/^Your return R-100001-1 is registered\./);
        else if (call.name === "return portal") await page.waitForURL(/\/pages\/return-portal\.html/);
        else await expect(line).toHaveText(call.found);
      });
    }
  }
});

test.describe("us", () => {
  test.use({ market: "us" });

  test("repeated failed lookups are slowed: the wait stated, counted down, announced at its end; then the lookup works", async ({
    page,
    context,
    baseURL,
    watch,
  }) => {
    watch.allowErrors(/Failed to load resource: the server responded with a status of (404|429)/);
    const now = Date.parse("2026-06-15T08:00:00Z");
    await context.addCookies([{ name: NOW_COOKIE, value: new Date(now).toISOString(), url: baseURL! }]);
    await page.clock.install({ time: now });
    await open(page, TRACK_PAGE);
    const unknown = { orderNumber: "VT-000000", email: shipped.email };
    for (let i = 1; i <= 3; i++) {
      if (i === 1) await lookUp(page, unknown);
      else await lookupForm(page).locator("button[type=submit]").click();
      await expect(status(page)).toHaveText("We could not find an order with this number and email address. Check both and try again.");
      await page.evaluate(() => window.vitrine!.whenIdle());
    }
    const slowed = page.waitForResponse((r) => r.url().endsWith("/guest/orders/track"));
    await lookupForm(page).locator("button[type=submit]").click();
    expect((await slowed).status()).toBe(429);
    await expect(status(page)).toHaveText("Too many attempts. You can try again in 30 seconds.");
    await expect(status(page)).toHaveAttribute("role", "status");
    await expect(page.locator("[data-form-wait]")).toHaveText("You can try again in 30 seconds.");
    await page.clock.runFor(10_000);
    await expect(page.locator("[data-form-wait]")).toHaveText("You can try again in 20 seconds.");
    let posts = 0;
    page.on("request", (r) => void (r.method() === "POST" && posts++));
    await lookupForm(page).locator("button[type=submit]").click(); // held: nothing sent, what is left said
    await expect(status(page)).toHaveText("You can try again in 20 seconds.");
    expect(posts).toBe(0);
    await page.clock.runFor(20_000);
    await expect(status(page)).toHaveText("You can try again now.");
    await expect(page.locator("[data-form-wait]")).toHaveText("");
    await context.addCookies([{ name: NOW_COOKIE, value: new Date(now + 31_000).toISOString(), url: baseURL! }]);
    await lookupForm(page).locator("[name=orderNumber]").fill(shipped.orderNumber);
    await lookupForm(page).locator("button[type=submit]").click();
    await expect(status(page)).toHaveText("Order found.");
  });

  test("hostile server strings are shown as text and run nothing", async ({ page }) => {
    await open(page, TRACK_PAGE);
    await lookUp(page, hostile);
    await expect(status(page)).toHaveText("Order found.");
    expect(await facts(page)).toContainEqual(["Carrier", INJECTION.carrier]);
    expect(await facts(page)).toContainEqual(["Tracking number", INJECTION.trackingNumber]);
    await expect(page.locator("[data-guest-result] li")).toContainText(INJECTION.name);
    expect(await page.locator("[data-guest-result] img, [data-guest-result] script, [data-guest-result] svg").count()).toBe(0);
    await open(page, RETURN_PAGE);
    await lookUp(page, hostile);
    await expect(page.locator("form[data-guest-return] label").first()).toContainText(INJECTION.name);
    expect(await page.evaluate(() => (window as { __vitrinePwned?: number }).__vitrinePwned)).toBeUndefined();
  });

  test("the widget's code loads only with its markup, and no React", async ({ page }) => {
    const scripts = scriptRequests(page);
    await open(page, TRACK_PAGE);
    expect(scripts.some((s) => /\/chunks\/guest-order-/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/chunks\/react-/.test(s))).toEqual([]);
    scripts.length = 0;
    await page.goto("/pages/no-widgets.html");
    await idle(page);
    expect(scripts.filter((s) => /guest-order|react/.test(s))).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, market: "jp" });

  test("track: a found order; not found keeps what was typed; slowed says its wait", async ({ page }) => {
    await page.goto(TRACK_PAGE);
    await page.locator("[name=orderNumber]").fill(shipped.orderNumber);
    await page.locator("[name=email]").fill(shipped.email);
    await lookupForm(page).locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/pages\/track-guest\.html$/);
    await expect(status(page)).toHaveText("ご注文が見つかりました。");
    expect(await facts(page)).toContainEqual(["ステータス", "発送済み"]);

    for (let i = 0; i < 3; i++) {
      await page.locator("[name=orderNumber]").fill("VT-000000");
      await lookupForm(page).locator("button[type=submit]").click();
      await expect(status(page)).toHaveText(
        "この注文番号とメールアドレスに一致するご注文が見つかりません。ご確認のうえ、もう一度お試しください。",
      );
      await expect(page.locator("[name=orderNumber]")).toHaveValue("VT-000000");
      await expect(page.locator("[name=email]")).toHaveValue(shipped.email);
      await expect(page.locator("[data-guest-result]")).toBeHidden();
    }
    await lookupForm(page).locator("button[type=submit]").click();
    await expect(status(page)).toHaveText(/^試行回数が多すぎます。\d+秒後にもう一度お試しください。$/);
  });

  test("return: the lookup, the return form, a registered return", async ({ page }) => {
    await page.goto(RETURN_PAGE);
    await page.locator("[name=orderNumber]").fill(delivered.orderNumber);
    await page.locator("[name=email]").fill(delivered.email);
    await page.locator("form[data-guest-lookup] button[type=submit]").click();
    const form = page.locator("form[data-guest-return]");
    await form.locator("input[name=item]").first().check();
    await form.locator("select[name=reason]").selectOption("other");
    await form.locator("button[type=submit]").click();
    await expect(page.locator("[data-guest-return-created]")).toHaveText(/^返品 R-100001-1 を受け付けました。/);
  });
});

test.describe("without JavaScript in it", () => {
  test.use({ javaScriptEnabled: false, market: "it" });

  test("return: the lookup goes straight to the return portal", async ({ page }) => {
    await page.goto(RETURN_PAGE);
    await page.locator("[name=orderNumber]").fill(delivered.orderNumber);
    await page.locator("[name=email]").fill(delivered.email);
    await lookupForm(page).locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/pages\/return-portal\.html\?order=VT-100001&token=/);
  });
});
