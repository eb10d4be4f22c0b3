// The product page in Chromium (§2 "Product page", §3, §4 "Product", §6 VIC and showcase, §7 "Stock" and "Product
// data", §8 "Stock"; APG radio groups), in the it, kr, tr and kw (right-to-left) markets; and the fallback block.
import type { Page } from "@playwright/test";
import { productPath } from "../../core/routes";
import { CASES, type CaseName } from "../../fixtures/catalogue";
import { FALLBACK_PAGE } from "../../fixtures/server/screens/product";
import { STOCK_URL, axeViolations, expect, idle, test } from "./fixtures";
import { shiftsFromLoad } from "./shifts";

const pathOf = (name: CaseName, suffix = "") => productPath(CASES[name].name, CASES[name].partNumber + suffix);
const article = (page: Page) => page.locator("[data-product-detail]");
const sizeGroup = (page: Page) => page.locator('[role=radiogroup][aria-labelledby="product-size-label"]');
const colourGroup = (page: Page) => page.locator('[role=radiogroup][aria-labelledby="product-colour-label"]');
const availability = (page: Page) => page.locator("[data-availability]");

/** Opens a product page and waits for the widget and its stock answer: on the runtime's idle signal, which a loaded
 * machine reaches later than an expectation's 5 s allow. */
async function open(page: Page, name: CaseName, query = "") {
  await page.goto(`${pathOf(name)}${query}`);
  await idle(page);
  await expect(article(page)).toHaveAttribute("data-stock", /ready|error/);
}

/** What each market shows, written out (not read from the catalogs under test). Kuwait's percent: Arabic-Indic
 * digits, the Arabic percent sign and U+061C (Arabic letter mark), as Intl writes it for ar-KW. */
const TEXTS = {
  it: {
    availableOnline: "Disponibile online",
    oneSize: "Taglia unica",
    priceOnRequest: "Prezzo su richiesta",
    madeToOrder: "Su ordinazione",
    inStoreOnly: "Esaurito online, disponibile in boutique",
    findInStore: "Trova in boutique",
    discount: "28%",
    /** Ballet Flats' address after a colour change: the widget builds it from the product data's name, in the market's language. */
    balletFlatsSlug: "ballerine",
  },
  kr: {
    availableOnline: "온라인 구매 가능",
    oneSize: "원 사이즈",
    priceOnRequest: "가격 문의",
    madeToOrder: "주문 제작",
    inStoreOnly: "온라인 품절, 매장 재고 있음",
    findInStore: "매장 찾기",
    discount: "28%",
    /** Ballet Flats' address after a colour change: the widget builds it from the product data's name, in the market's language. */
    balletFlatsSlug: "발레리나_플랫",
  },
  tr: {
    availableOnline: "Online satışta",
    oneSize: "Tek beden",
    priceOnRequest: "Fiyat için bilgi alın",
    madeToOrder: "Siparişe özel",
    inStoreOnly: "Online tükendi, mağazada mevcut",
    findInStore: "Mağazada bul",
    discount: "%28",
    /** Ballet Flats' address after a colour change: the widget builds it from the product data's name, in the market's language. */
    balletFlatsSlug: "babet",
  },
  kw: {
    availableOnline: "متوفر عبر الإنترنت",
    oneSize: "مقاس واحد",
    priceOnRequest: "السعر عند الطلب",
    madeToOrder: "يُصنع حسب الطلب",
    inStoreOnly: "نفد عبر الإنترنت، متوفر في المتجر",
    findInStore: "ابحث في المتجر",
    discount: "٢٨٪\u061c",
    /** Ballet Flats' address after a colour change: the widget builds it from the product data's name, in the market's language. */
    balletFlatsSlug: "__", // "حذاء باليه مسطّح": the §2 slug keeps no Arabic letter, only the spaces
  },
} as const;

test.describe("without JavaScript (progressive enhancement)", () => {
  test.use({ javaScriptEnabled: false });

  test("colour links open the colour's page; the size form reloads with the size chosen; the server says the availability", async ({
    page,
  }) => {
    const product = CASES.fourColours;
    await page.goto(pathOf("fourColours"));
    await page.locator(`a[data-partnumber="${product.partNumber}-2"]`).click();
    await expect(page).toHaveURL(new RegExp(`/products\\.ballet_flats\\.${product.partNumber}-2$`));
    await expect(page.locator("[data-product-part-number]")).toHaveText(`${product.partNumber}-2`);
    await page.locator(".product-size", { hasText: "38" }).click();
    await page.locator(".product-sizes__submit").click();
    await expect(page).toHaveURL(new RegExp(`\\?size=${product.sizes[2]!.productId}$`));
    await expect(page.locator(`input[value="${product.sizes[2]!.productId}"]`)).toBeChecked();
    await expect(page.locator(".product-page__availability")).toHaveText("Out of stock online, available in store");
  });

  test("the fallback block shows the server's choice", async ({ page }) => {
    await page.goto(FALLBACK_PAGE);
    await expect(page.locator("[data-fallback-item]:visible")).toHaveCount(1);
    await expect(page.locator(`[data-fallback-item="${CASES.availableSoonNoStock.productId}"]`)).toBeVisible();
  });
});

for (const market of ["it", "kr", "tr", "kw"] as const) {
  test.describe(`market ${market}`, () => {
    test.use({ market });
    const text = TEXTS[market];

    test("§2 a colour: image, part number and slug change in place (replaceState); §7 its product data loads", async ({ page }) => {
      const product = CASES.fourColours;
      await open(page, "fourColours");
      const productData = page.waitForRequest(
        (r) => r.url().includes("/product-data?") && r.url().includes(`partNumber=${product.partNumber}-3`),
      );
      const before = await page.evaluate(() => history.length);
      await colourGroup(page).getByRole("radio").nth(3).click();
      await productData;
      await expect(page).toHaveURL(new RegExp(`/products\\.${encodeURIComponent(text.balletFlatsSlug)}\\.${product.partNumber}-3$`));
      await expect(page.locator("[data-product-image]")).toHaveAttribute("src", `/assets/img/${product.productId}-3.svg`);
      await expect(page.locator("[data-product-part-number]")).toHaveText(`${product.partNumber}-3`);
      await expect(colourGroup(page).getByRole("radio").nth(3)).toHaveAttribute("aria-checked", "true");
      expect(await page.evaluate(() => history.length)).toBe(before);
    });

    test("APG radio groups: one tab stop, arrows choose (mirrored right-to-left), disabled sizes skipped", async ({ page }) => {
      await open(page, "fourColours");
      const radios = sizeGroup(page).getByRole("radio");
      await expect(radios).toHaveText(["36", "37", "38"]);
      await expect(radios.nth(2)).toHaveAttribute("aria-disabled", "true");
      await radios.first().focus();
      const forward = market === "kw" ? "ArrowLeft" : "ArrowRight";
      await page.keyboard.press(forward);
      await expect(radios.nth(1)).toBeFocused();
      await expect(radios.nth(1)).toHaveAttribute("aria-checked", "true");
      await expect(radios.nth(1)).toHaveAttribute("tabindex", "0");
      await expect(radios.first()).toHaveAttribute("tabindex", "-1");
      await page.keyboard.press(forward); // 38 is disabled: wraps to 36
      await expect(radios.first()).toHaveAttribute("aria-checked", "true");
      await expect(availability(page)).toHaveText(text.availableOnline);
    });

    test("§3 single SKU: the one size indicator, its size chosen, saleable", async ({ page }) => {
      await open(page, "singleSku");
      await expect(page.locator("[data-product-one-size]")).toHaveText(text.oneSize);
      await expect(article(page)).toHaveAttribute("data-saleable", "true");
    });

    test("§4 made to order: price on request, the label, never saleable", async ({ page }) => {
      await open(page, "madeToOrder");
      await expect(page.locator(".vitrine-product-price")).toHaveText(text.priceOnRequest);
      await expect(availability(page)).toContainText(text.madeToOrder);
      await expect(article(page)).toHaveAttribute("data-saleable", "false");
    });

    test("out of stock online but in store: says so, find in store sends its event", async ({ page }) => {
      await open(page, "outOfStockNoStock");
      await expect(availability(page)).toContainText(text.inStoreOnly);
      const event = page.evaluate(
        () =>
          new Promise((resolve) =>
            document.addEventListener("vitrine:find-in-store", (e) => resolve((e as CustomEvent).detail), { once: true }),
          ),
      );
      await page.getByRole("button", { name: text.findInStore }).click();
      expect(await event).toEqual({ productId: CASES.outOfStockNoStock.productId, partNumber: CASES.outOfStockNoStock.partNumber });
    });

    test("§6 VIC: original price struck through, discount, private price", async ({ page }) => {
      await open(page, "vic", "?vic=1");
      await expect(page.locator(".vitrine-product-price s")).toBeVisible();
      await expect(page.locator(".vitrine-product-price .vitrine-price__discount")).toContainText(text.discount);
    });

    test("axe: no serious or critical violations", async ({ page }) => {
      await open(page, "fourColours");
      expect(await axeViolations(page, "main")).toEqual([]);
    });

    test("CLS ≤ 0.01 on hydration", async ({ page }) => {
      const shifts = await shiftsFromLoad(page);
      await open(page, "fourColours");
      await idle(page);
      const { unexpected, report } = await shifts();
      expect(unexpected, report).toBeLessThanOrEqual(0.01);
    });
  });
}

test.describe("stock services and faults (§7, §8 Stock)", () => {
  test("the availability service mode: one POST with the size productIds, same result", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.url().includes("/anon/inventory/availability") && posts.push(r.postData() ?? ""));
    await open(page, "fourColours", "?stock=availability");
    expect(posts).toEqual([`productIds=${encodeURIComponent(CASES.fourColours.sizes.map((s) => s.productId).join(","))}`]);
    await expect(availability(page)).toHaveText("Available online");
  });

  test("stock 500: the defined state, not saleable; Try again asks again", async ({ page, watch }) => {
    watch.allowErrors(/status of 500/, /\[vitrine\] stock: HTTP 500/);
    let fail = true;
    await page.route(STOCK_URL, (route) => (fail ? route.fulfill({ status: 500, body: "" }) : route.continue()));
    await open(page, "fourColours");
    await expect(availability(page)).toHaveText("Availability could not be checked.");
    await expect(article(page)).toHaveAttribute("data-saleable", "false");
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(availability(page)).toHaveText("Available online");
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  });

  test("§7 product data of a colour fails: said, and Try again loads it", async ({ page, watch }) => {
    watch.allowErrors(/status of 503/, /\[vitrine\] product-page on .*: product data/);
    let fail = true;
    await page.route(/\/product-data\?/, (route) => (fail ? route.fulfill({ status: 503, body: "" }) : route.continue()));
    await open(page, "fourColours");
    await colourGroup(page).getByRole("radio").nth(2).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The details of this colour could not be loaded.", { timeout: 10_000 });
    fail = false;
    const requested = page.waitForRequest(/\/product-data\?/);
    await alert.getByRole("button", { name: "Try again" }).click();
    expect(new URL((await requested).url()).searchParams.get("partNumber")).toBe(`${CASES.fourColours.partNumber}-2`);
    await expect(alert).toHaveCount(0);
  });

  test("malformed inventory: Invalid API gateway response, the defined state", async ({ page, watch }) => {
    watch.allowErrors(/\[vitrine\] stock: Invalid API gateway response/);
    await page.route(STOCK_URL, (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"data":"nope"}' }));
    await open(page, "fourColours");
    await expect(availability(page)).toHaveText("Availability could not be checked.");
  });

  test("malformed availability service answer: Invalid availability service response", async ({ page, watch }) => {
    watch.allowErrors(/\[vitrine\] stock: Invalid availability service response/);
    await page.route(/\/anon\/inventory\/availability/, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"x":1}' }),
    );
    await open(page, "fourColours", "?stock=availability");
    await expect(availability(page)).toHaveText("Availability could not be checked.");
  });
});

test.describe("§6 showcase", () => {
  test("price, wishlist and find in store hidden", async ({ page }) => {
    await open(page, "fourColours", "?showcase=price,wishlist,findInStore");
    await expect(page.locator(".vitrine-price")).toHaveCount(0);
    await expect(page.locator("[data-product-wishlist]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Find in store" })).toHaveCount(0);
  });
});

test.describe("product with fallback (§3, §4)", () => {
  test("shows the first product in range with a size online or in store", async ({ page }) => {
    await page.goto(FALLBACK_PAGE);
    await expect(page.locator("[data-product-fallback]")).toHaveAttribute("data-fallback", "chosen");
    await expect(page.locator("[data-fallback-item]:visible")).toHaveCount(1);
    await expect(page.locator(`[data-fallback-item="${CASES.availableSoonNoStock.productId}"]`)).toBeVisible();
  });
});

test("a tile's link target, /products.{slug}.{partNumber}, is a real product page, hydrated", async ({ page }) => {
  await page.goto(pathOf("regular"));
  await expect(page.locator("h1")).toHaveText(CASES.regular.name);
  await expect(article(page)).toHaveAttribute("data-saleable", "true");
});

test.describe("hydration keeps the server's page", () => {
  for (const name of ["fourColours", "madeToOrder", "singleSku"] as const) {
    test(`${name}: no hydrated part leaves its server twin visible (one availability line, one price, one list each)`, async ({ page }) => {
      await open(page, name);
      await idle(page);
      const twins = await page.evaluate(() => {
        const shown = (el: Element) => el instanceof HTMLElement && el.checkVisibility();
        const serverParts = [
          ...document.querySelectorAll("[data-product-actions] > :not(.vitrine-product-actions)"),
          ...document.querySelectorAll("[data-product-price] > :not(.vitrine-product-price)"),
          ...document.querySelectorAll("[data-product-colours] [data-choice-list], [data-product-sizes] [data-choice-list]"),
        ];
        return serverParts.filter(shown).map((el) => el.outerHTML.slice(0, 80));
      });
      expect(twins).toEqual([]);
      const actions = await page.locator("[data-product-actions]").innerText();
      const message = await availability(page).innerText();
      expect(actions.split(message).length - 1, actions).toBe(1);
    });
  }

  test("the hero image stays the server's element with its source; no LCP candidate comes from hydration", async ({ page }) => {
    // Marks the server's hero as the parser inserts it, before any Vitrine code runs.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLImageElement && node.hasAttribute("data-product-image")) {
              (node as HTMLImageElement & { serverHero?: string }).serverHero =
                `${node.getAttribute("src")}|${node.getAttribute("srcset")}`;
              observer.disconnect();
            }
      }).observe(document, { childList: true, subtree: true });
    });
    await open(page, "fourColours");
    await idle(page);
    const hero = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement & { serverHero?: string }>("[data-product-image]")!;
      return {
        marked: img.serverHero !== undefined,
        unchanged: img.serverHero === `${img.getAttribute("src")}|${img.getAttribute("srcset")}`,
      };
    });
    expect(hero).toEqual({ marked: true, unchanged: true });
    // LCP entries are only given to a buffered observer (not by getEntriesByType).
    const candidates = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().map((entry) => {
                const element = (entry as PerformanceEntry & { element: Element | null }).element;
                return element?.closest(".vitrine-product-actions, .vitrine-product-price, .vitrine-radio-group, [data-vitrine-root]")
                  ? `hydrated: ${element.outerHTML.slice(0, 60)}`
                  : "server";
              }),
            ),
          ).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.filter((c) => c !== "server")).toEqual([]);
  });
});
