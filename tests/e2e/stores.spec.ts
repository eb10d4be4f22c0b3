// The store services in Chromium: notification banners (§3, §8), live chat (§9 hub EMEA), social share (§9), the store locator
// and its maps adapter (§3 mapProvider, §9 metric unit), find in store (§2 product page), showcase flags (§6), kw RTL.
import type { Page } from "@playwright/test";
import { BANNERS_PAGE, FIND_IN_STORE_PAGE, LIVE_CHAT_PAGE, LOCATOR_PAGE, SHARE_PAGE } from "../../fixtures/server/screens/stores";
import { axeViolations, expect, idle, mounted, test } from "./fixtures";
import { shiftsFromLoad } from "./shifts";

const MAP_CHUNK = /\/dist\/.*stand-in.*\.js$/;

test.describe("notification banner", () => {
  test("hydration moves nothing (CLS ≤ 0.01); a staying banner is a status, a timed one an alert; axe", async ({ page }) => {
    const shifts = await shiftsFromLoad(page);
    await page.goto(BANNERS_PAGE);
    await mounted(page, "#banner-top[data-banner-ready]");
    await expect(page.locator("#banner-timed[data-banner-ready]")).toBeAttached();
    const measured = await shifts();
    expect(measured.unexpected, measured.report).toBeLessThanOrEqual(0.01);
    await expect(page.locator("#banner-top [role=status]")).toHaveText("Complimentary shipping. On every order this week.");
    await expect(page.locator("#banner-timed [role=alert]")).toHaveText("Your preferences were saved.");
    await expect(page.locator("#banner-top [role=alert]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Close notification" }).first()).toBeVisible();
    expect(await axeViolations(page, "[data-notification-banner]")).toEqual([]);
  });

  test("dismiss by keyboard hides it and keeps focus on the page; the call to action sends its name", async ({ page }) => {
    await page.goto(BANNERS_PAGE);
    const big = page.locator("#banner-big");
    await mounted(page, "#banner-big[data-banner-ready]");
    const seen = page.evaluate(
      () =>
        new Promise((resolve) => document.addEventListener("vitrine:banner", (e) => resolve((e as CustomEvent).detail), { once: true })),
    );
    await big.getByRole("button", { name: "Sign in" }).click();
    expect(await seen).toEqual({ action: "cta", byHand: true, callback: "openLogin" });
    await big.getByRole("button", { name: "Close notification" }).focus();
    await page.keyboard.press("Enter");
    await expect(big).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });

  test("a timed banner leaves after its timing (page clock)", async ({ page }) => {
    await page.clock.install();
    await page.goto(`${BANNERS_PAGE}?timing=4000`);
    const timed = page.locator("#banner-timed");
    await mounted(page, "#banner-timed[data-banner-ready]");
    await page.clock.runFor(3000);
    await expect(timed).toBeVisible();
    await page.clock.runFor(1500);
    await expect(timed).toBeHidden();
  });

  test("§8: without a message, the developer error names widget and attribute; the server's banner stays", async ({ page, watch }) => {
    watch.allowErrors(/notification-banner .*\(data-message\): missing required argument `message`/);
    await page.goto(`${BANNERS_PAGE}?banner=broken`);
    await idle(page);
    expect(watch.errors().some((e) => e.includes("missing required argument `message`"))).toBe(true);
    await expect(page.locator("#banner-big")).toBeVisible();
    await expect(page.locator("#banner-big")).not.toHaveAttribute("data-banner-ready");
    await expect(page.locator("#banner-top")).toHaveAttribute("data-banner-ready", "");
  });
});

test.describe("live chat", () => {
  test("the vendor script loads only on request and opens on hub EMEA", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.goto(LIVE_CHAT_PAGE);
    await mounted(page, "[data-live-chat-ready]");
    const launcher = page.getByRole("button", { name: "Chat with an advisor" });
    await expect(launcher).toBeVisible();
    expect(requested.filter((u) => u.includes("/fixture-vendor/"))).toEqual([]);
    await launcher.click();
    await expect(page.getByRole("dialog", { name: "Live chat (stand-in)" })).toContainText("hub EMEA");
    expect(await axeViolations(page, "[data-live-chat]")).toEqual([]);
  });

  test("a script that never answers: after the timeout, the fallback contact link and a retry", async ({ page, watch }) => {
    watch.allowErrors(/live-chat: timed out loading/);
    await page.clock.install();
    await page.goto(`${LIVE_CHAT_PAGE}?chat=hang`);
    await mounted(page, "[data-live-chat-ready]");
    const launcher = page.getByRole("button", { name: "Chat with an advisor" });
    await expect(launcher).toBeVisible();
    await launcher.click();
    await expect(page.getByRole("status")).toHaveText("Connecting to the chat…");
    await page.clock.runFor(5000);
    await expect(page.getByRole("status")).toHaveText("The chat is not available right now. Please contact us instead.");
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/pages/contact-us.html");
    await expect(page.getByRole("button", { name: "Try the chat again" })).toBeFocused();
  });

  test("§6 showcase contactUs hides the contact link", async ({ page }) => {
    await page.goto(`${LIVE_CHAT_PAGE}?showcase=contactUs`);
    await mounted(page, "[data-live-chat-ready]");
    await expect(page.getByRole("button", { name: "Chat with an advisor" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveCount(0);
  });
});

test.describe("social share", () => {
  test("links from the configured templates, encoded, in a new window; copy announces", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(SHARE_PAGE);
    const url = `${baseURL}${SHARE_PAGE}`;
    const facebook = page.getByRole("link", { name: /Share on Facebook/ });
    await expect(facebook).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    await expect(facebook).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /Share on X/ })).toHaveAttribute(
      "href",
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent("Vitrine: the Spring-Summer look")}`,
    );
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.locator("[data-social-share] [role=status]")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await axeViolations(page, "[data-social-share]")).toEqual([]);
  });
});

async function showMap(page: Page) {
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.getByRole("group", { name: "Map of the boutiques" })).toBeVisible();
}

test.describe("store locator", () => {
  test("the map code loads only when the map is shown; list ↔ marker selection by keyboard; axe", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (r) => MAP_CHUNK.test(r.url()) && chunks.push(r.url()));
    await page.goto(LOCATOR_PAGE);
    await mounted(page, "[data-store-locator-ready]");
    await idle(page);
    expect(chunks).toEqual([]);
    await showMap(page);
    expect(chunks).toHaveLength(1);
    await expect(page.locator("[data-store-map]")).toHaveAttribute("data-map-provider", "global");
    // List → map: the marker is chosen and focused.
    await page.getByRole("button", { name: "Show Milano Montenapoleone on the map" }).click();
    const milano = page.getByRole("button", { name: "Milano Montenapoleone", exact: true });
    await expect(milano).toHaveAttribute("aria-pressed", "true");
    await expect(milano).toBeFocused();
    // Map → list: arrows move between markers, Enter chooses; the list follows and says so.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const roma = page.locator('[data-store-id="it-roma-condotti"]');
    await expect(roma).toHaveClass(/is-selected/);
    await expect(page.getByRole("button", { name: "Roma Via Condotti", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-locator-status]")).toHaveText("Roma Via Condotti selected.");
    expect(await axeViolations(page, "[data-store-locator]")).toEqual([]);
  });

  test("Enter or Space on a marker chooses it and keeps the focus on it (drawn on top, not moved)", async ({ page }) => {
    await page.goto(LOCATOR_PAGE);
    await mounted(page, "[data-store-locator-ready]");
    await showMap(page);
    const marker = (name: string) => page.getByRole("button", { name, exact: true });
    await marker("Milano Montenapoleone").focus();
    await page.keyboard.press("ArrowRight");
    await expect(marker("Roma Via Condotti")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(marker("Roma Via Condotti")).toHaveAttribute("aria-pressed", "true");
    await expect(marker("Roma Via Condotti")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press(" ");
    await expect(marker("Milano Montenapoleone")).toHaveAttribute("aria-pressed", "true");
    await expect(marker("Milano Montenapoleone")).toBeFocused();
    await expect(page.locator("[data-locator-status]")).toHaveText("Milano Montenapoleone selected.");
  });

  test("at 375 px every marker is a target of at least 24×24 px and none overlaps another (WCAG 2.5.8)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(LOCATOR_PAGE);
    await mounted(page, "[data-store-locator-ready]");
    await showMap(page);
    const boxes = await page
      .getByRole("group", { name: "Map of the boutiques" })
      .getByRole("button")
      .evaluateAll((markers) => markers.map((m) => m.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(10);
    for (const box of boxes)
      expect(
        [box.width, box.height].every((side) => side >= 24),
        JSON.stringify(box),
      ).toBe(true);
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        .map((b) => [a, b]),
    );
    expect(overlapping).toEqual([]);
  });

  test("the shopper's location (geolocation granted) sorts nearest first, in miles in us", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 45.4642, longitude: 9.19 });
    await page.goto(LOCATOR_PAGE);
    await mounted(page, "[data-store-locator-ready]");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.locator("[data-store-id]").first()).toHaveAttribute("data-store-id", "it-milano-montenapoleone");
    await expect(page.locator("[data-store-id] [data-store-distance]").first()).toHaveText(/^0\.\d mi away$/);
  });

  test("a typed city sorts too; an unknown one says so", async ({ page }) => {
    await page.goto(LOCATOR_PAGE);
    await mounted(page, "[data-store-locator-ready]");
    await page.getByLabel("City").fill("new york");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.locator("[data-store-id]").first()).toHaveAttribute("data-store-id", "us-new-york-fifth");
    await expect(page.locator("[data-locator-status]")).toHaveText("Boutiques sorted by distance from New York.");
    await page.getByLabel("City").fill("Atlantis");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.locator("[data-locator-status]")).toHaveText("No boutique city matches “Atlantis”.");
  });

  test("a maps service that never answers: after the timeout, said, and the list stays", async ({ page, watch }) => {
    watch.allowErrors(/maps: timed out loading/);
    await page.clock.install();
    await page.goto(`${LOCATOR_PAGE}?maps=down`);
    await mounted(page, "[data-store-locator-ready]");
    // The loader's timer starts once the adapter's chunk has run and asked for the script (not at the click).
    const asked = page.waitForRequest(/\/fixture-vendor\/maps\.js/);
    await page.getByRole("button", { name: "Show map" }).click();
    await asked;
    await page.clock.runFor(5000);
    await expect(page.locator("[data-locator-status]")).toHaveText("The map could not be loaded. The list shows every boutique.");
    await expect(page.locator("[data-store-id]")).toHaveCount(10);
  });

  test("hydration moves nothing on the locator, the share line and the chat launcher (CLS ≤ 0.01)", async ({ page }) => {
    for (const path of [LOCATOR_PAGE, SHARE_PAGE, LIVE_CHAT_PAGE]) {
      const shifts = await shiftsFromLoad(page);
      await page.goto(path);
      await expect(
        page.locator("[data-store-locator-ready], [data-social-share] [data-share-copy], [data-live-chat-ready]"),
      ).toBeAttached();
      await idle(page);
      const measured = await shifts();
      expect(measured.unexpected, `${path}: ${measured.report}`).toBeLessThanOrEqual(0.01);
    }
  });

  test("§6 showcase appointment and contactUs: no appointment or contact links", async ({ page }) => {
    await page.goto(`${LOCATOR_PAGE}?showcase=appointment,contactUs`);
    await mounted(page, "[data-store-locator-ready]");
    await expect(page.getByRole("link", { name: "Book an appointment" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveCount(0);
  });
});

test.describe("store locator, it", () => {
  test.use({ market: "it" });
  test("distances in km (§9: meter for it)", async ({ page }) => {
    await page.goto(`${LOCATOR_PAGE}?near=Roma`);
    await expect(page.locator("[data-store-id]").first()).toHaveAttribute("data-store-id", "it-roma-condotti");
    await expect(page.locator("[data-store-id] [data-store-distance]").nth(1)).toHaveText(/^a \d+ km$/);
  });
});

test.describe("store locator, us", () => {
  test("distances in miles (§9: mile elsewhere)", async ({ page }) => {
    await page.goto(`${LOCATOR_PAGE}?near=Beverly%20Hills`);
    await expect(page.locator("[data-store-id] [data-store-distance]").nth(1)).toHaveText(/^[\d,]+ mi away$/);
  });
});

test.describe("store locator, cn", () => {
  test.use({ market: "cn" });
  test("the Chinese maps service is the one chosen (§3 mapProvider, §9 cn)", async ({ page }) => {
    await page.goto(LOCATOR_PAGE);
    await mounted(page, "[data-store-locator-ready]");
    await page.getByRole("button", { name: "显示地图" }).click();
    await expect(page.locator("[data-store-map]")).toHaveAttribute("data-map-provider", "china");
  });
});

test.describe("store locator, kw", () => {
  test.use({ market: "kw" });
  test("right to left, Arabic, axe", async ({ page }) => {
    await page.goto(LOCATOR_PAGE);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await mounted(page, "[data-store-locator-ready]");
    await page.getByRole("button", { name: "عرض الخريطة" }).click();
    await expect(page.getByRole("group", { name: "خريطة البوتيكات" })).toBeVisible();
    expect(await axeViolations(page, "[data-store-locator]")).toEqual([]);
  });
});

test.describe("store locator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the list links work and the city form sorts on the server", async ({ page }) => {
    await page.goto(LOCATOR_PAGE);
    await page.getByLabel("City").fill("Beverly Hills");
    await page.getByLabel("City").press("Enter");
    await expect(page).toHaveURL(/near=Beverly/);
    await expect(page.locator("[data-store-id]").first()).toHaveAttribute("data-store-id", "us-beverly-hills");
    await expect(page.locator("[data-store-id] [data-store-distance]").nth(1)).toHaveText(/^[\d,]+ mi away$/);
  });
});

test.describe("find in store", () => {
  test("the product page's button opens the dialog: keyboard, focus trap, hours, appointment link, Escape returns focus; axe", async ({
    page,
  }) => {
    await page.goto(FIND_IN_STORE_PAGE);
    await page.locator(".vitrine-product-find-in-store").waitFor();
    await idle(page);
    const opener = page.locator(".vitrine-product-find-in-store");
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Find in store" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("status")).toHaveText(/^\d+ boutiques?$/);
    const first = dialog.locator("[data-store-id]").first();
    await expect(first.getByRole("link", { name: "Book an appointment" })).toHaveAttribute(
      "href",
      /^\/pages\/appointment\.html\?store=us-/,
    );
    await first.getByText("Opening hours").click();
    await expect(first.locator("dl")).toContainText("Monday");
    await expect(first.locator("dl")).toContainText(/10:00\s?AM–7:00\s?PM/);
    // Tab stays inside.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await axeViolations(page, ".vitrine-fis")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("the shopper's location sorts the boutiques nearest first, distance in miles (us)", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 34.07, longitude: -118.4 });
    await page.goto(FIND_IN_STORE_PAGE);
    await page.locator("[data-find-in-store-ready] [data-find-in-store-trigger]").click();
    const dialog = page.getByRole("dialog", { name: "Find in store" });
    await expect(dialog.getByRole("status")).toHaveText("2 boutiques");
    await dialog.getByRole("button", { name: "Use my location" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Boutiques sorted by distance from your location.");
    const first = dialog.locator("[data-store-id]").first();
    await expect(first).toHaveAttribute("data-store-id", "us-beverly-hills");
    await expect(first.locator(".vitrine-fis__distance")).toHaveText(/^0\.\d mi away$/);
    await expect(dialog.locator("[data-store-id]").nth(1).locator(".vitrine-fis__distance")).toHaveText(/^2,4\d\d mi away$/);
  });

  test("§6 showcase findInStore: no trigger; appointment: no appointment link", async ({ page }) => {
    await page.goto(`${FIND_IN_STORE_PAGE}?showcase=findInStore`);
    await idle(page);
    await expect(page.locator("[data-find-in-store-trigger]")).toBeHidden();
    await expect(page.locator(".vitrine-product-find-in-store")).toHaveCount(0);
    await page.goto(`${FIND_IN_STORE_PAGE}?showcase=appointment`);
    await page.locator("[data-find-in-store-ready] [data-find-in-store-trigger]").click();
    const dialog = page.getByRole("dialog", { name: "Find in store" });
    await expect(dialog.locator("[data-store-id]").first()).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Book an appointment" })).toHaveCount(0);
  });
});

test.describe("§6 authoring mode (wcmmode=edit)", () => {
  test("find in store opens without inertness, scroll lock or focus trap; a timed banner stays", async ({ page }) => {
    await page.goto(`${FIND_IN_STORE_PAGE}?wcmmode=edit`);
    await page.locator("[data-find-in-store-ready] [data-find-in-store-trigger]").click();
    const dialog = page.getByRole("dialog", { name: "Find in store" });
    await expect(dialog.getByRole("status")).toHaveText(/boutiques?$/);
    expect(await page.locator("body > [inert]").count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    await page.clock.install();
    await page.goto(`${BANNERS_PAGE}?wcmmode=edit&timing=1000`);
    await mounted(page, "#banner-timed[data-banner-ready]");
    await page.clock.runFor(5000);
    await expect(page.locator("#banner-timed")).toBeVisible();
  });
});
