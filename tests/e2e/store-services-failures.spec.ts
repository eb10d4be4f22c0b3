// The store services' failure matrix: every network call of the form, store, find-in-store, locator and chat widgets × {HTTP 500, no answer, malformed 200} ends in a
// defined state (README "Definition of done" 4; §8 "Store fetch failure: logged to the console only"): a visible,
// translated message, a retry that works, focus kept off <body>, no busy state left, nothing typed lost, and the
// failure reported through the error funnel (core/errors.ts logs it: the console is what `watch` reads).
// "No answer" is a route that never answers and the page clock run past the client's deadline: no real waits.
import type { Locator, Page, Route, TestInfo } from "@playwright/test";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { NOW_COOKIE } from "../../fixtures/store-service";
import { APPOINTMENT_PATH, CONTACT_PATH } from "../../fixtures/server/screens/appointment";
import { FIND_IN_STORE_PAGE, LIVE_CHAT_PAGE, LOCATOR_PAGE } from "../../fixtures/server/screens/stores";
import { STOCK_URL, expect, idle, mounted, test } from "./fixtures";

const FAULTS = ["500", "timeout", "malformed"] as const;
type Fault = (typeof FAULTS)[number];

// The clients' limits (core/http.ts: a GET's overall deadline 12 s, a POST's attempt 10 s; core/config.ts
// scriptTimeoutMs 5 s): the clock runs a little past them.
const GET_DEADLINE_MS = 12_500;
const POST_TIMEOUT_MS = 10_500;
const SCRIPT_TIMEOUT_MS = 5_500;

const LOAD_FAILED = /Failed to load resource: the server responded with a status of 500/;

/** Answers a JSON call with the fault; "timeout" never answers. */
function jsonFault(fault: Fault) {
  return async (route: Route) => {
    if (fault === "500") return route.fulfill({ status: 500, json: { error: "down" } });
    if (fault === "malformed") return route.fulfill({ status: 200, json: { unexpected: true } });
  };
}

/** Answers a script with the fault: a 500, never, or a script that defines nothing. */
function scriptFault(fault: Fault) {
  return async (route: Route) => {
    if (fault === "500") return route.fulfill({ status: 500, contentType: "text/plain", body: "down" });
    if (fault === "malformed") return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* nothing */" });
  };
}

/** A session of the test's own (stateful fixture endpoints) and the time service's "now": Monday 15 June 2026. */
async function ownSessionAt2026_06_15({ page, baseURL }: { page: Page; baseURL?: string }, info: TestInfo): Promise<void> {
  const session = `e2e-${info.testId}`.replace(/[^\w-]/g, "-").slice(0, 64);
  await page.context().addCookies([
    { name: CART_SESSION_COOKIE, value: session, url: baseURL! },
    { name: NOW_COOKIE, value: "2026-06-15T08:00:00Z", url: baseURL! },
  ]);
}

const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test.describe("appointment form: store service and time service (§7, §8 logged only)", () => {
  test.use({ market: "it" });
  test.beforeEach(ownSessionAt2026_06_15);

  // Each failure names the service that failed.
  const calls = [
    { call: "store service", url: /\/stores\/[\w-]+(\?|$)/, logged: /appointment-form: store it-roma-condotti could not be loaded/ },
    {
      call: "time service",
      url: /\/time(\?|$)/,
      logged: /appointment-form: the time service \(\?iso=IT\) failed for store it-roma-condotti/,
    },
  ];
  for (const { call, url, logged } of calls) {
    for (const fault of FAULTS) {
      test(`${call} × ${fault}: the hours notice, no day of another boutique offered, a retry loads the hours; logged`, async ({
        page,
        watch,
      }) => {
        watch.allowErrors(logged, LOAD_FAILED);
        if (fault === "timeout") await page.clock.install();
        await page.goto(APPOINTMENT_PATH);
        await idle(page);
        const form = page.locator("[data-appointment-form] form");
        await form.locator("[name=name]").fill("Ada");
        await page.route(url, jsonFault(fault));
        const store = form.locator("[name=store]");
        // The clock runs only once the faulty call is on its way (the time service's comes after the store's answer).
        const asked = page.waitForRequest(url);
        await store.focus();
        await store.selectOption("it-roma-condotti");
        await asked;
        if (fault === "timeout") await page.clock.runFor(GET_DEADLINE_MS);
        const notice = page.locator("[data-appointment-notice]");
        await expect(notice).toHaveText("Non è stato possibile caricare gli orari della boutique.");
        await expect(page.locator("[data-appointment-form]")).not.toHaveAttribute("aria-busy", "true");
        expect(await focusOnBody(page)).toBe(false);
        expect(watch.errors().some((e) => logged.test(e))).toBe(true);
        // The server's days were Milano's: until Roma's hours are in, none can be chosen or sent for Roma.
        await expect(form.locator("[name=date] option")).toHaveCount(1);
        await page.unroute(url);
        await page.getByRole("button", { name: "Riprova" }).click();
        await expect(notice).toHaveText("");
        await expect(store).toBeFocused();
        // Roma closes on Sundays and Mondays: tomorrow (Tuesday) is its first day.
        await expect(form.locator("[name=date] option").nth(1)).toHaveAttribute("value", "2026-06-16");
        await expect(form.locator("[name=name]")).toHaveValue("Ada");
      });
    }
  }
});

test.describe("form submits: appointment and contact us (§5 Forms)", () => {
  test.use({ market: "it" });
  test.beforeEach(ownSessionAt2026_06_15);

  const forms = [
    {
      call: "appointment submit",
      path: APPOINTMENT_PATH,
      scope: "[data-appointment-form] form",
      url: /\/appointments(\?|$)/,
      fill: async (page: Page) => {
        const form = page.locator("[data-appointment-form] form");
        await form.locator("[name=date]").selectOption("2026-06-16");
        await form.locator("[name=time]").selectOption("10:00|11:00");
        await form.locator("[name=reason]").selectOption("altro");
        await form.locator("[name=name]").fill("Ada");
        await form.locator("[name=surname]").fill("Rossi");
        await form.locator("[name=email]").fill("ada@example.com");
      },
    },
    {
      call: "contact submit",
      path: CONTACT_PATH,
      scope: "[data-contact-us] form",
      url: /\/contact-us(\?|$)/,
      fill: async (page: Page) => {
        const form = page.locator("[data-contact-us] form");
        await form.locator("[name=name]").fill("Ada");
        await form.locator("[name=surname]").fill("Rossi");
        await form.locator("[name=email]").fill("ada@example.com");
        await form.locator("[name=subject]").fill("Order");
        await form.locator("[name=message]").fill("Where is my order, please?");
      },
    },
  ];
  for (const { call, path, scope, url, fill } of forms) {
    for (const fault of FAULTS) {
      test(`${call} × ${fault}: "not sent, answers kept", not busy, focus on the button, sending again works`, async ({ page, watch }) => {
        watch.allowErrors(LOAD_FAILED);
        if (fault === "timeout") await page.clock.install();
        await page.goto(path);
        await idle(page);
        const form = page.locator(scope);
        await fill(page);
        await page.route(url, (route) =>
          route.request().method() !== "POST"
            ? route.continue()
            : fault === "malformed"
              ? route.fulfill({ status: 200, contentType: "text/html", body: "<p>Thanks" })
              : jsonFault(fault)(route),
        );
        const button = form.locator("button[type=submit], button:not([type])").last();
        await button.click();
        if (fault === "timeout") await page.clock.runFor(POST_TIMEOUT_MS);
        const status = form.locator("[data-form-status]");
        await expect(status).toHaveText("Spiacenti, l'invio non è riuscito. Le tue risposte sono state conservate: riprova.");
        await expect(form).toHaveAttribute("aria-busy", "false");
        await expect(button).toHaveAttribute("aria-disabled", "false");
        await expect(button).toBeFocused();
        await expect(form.locator("[name=name]")).toHaveValue("Ada");
        await expect(form.locator("[name=email]")).toHaveValue("ada@example.com");
        await page.unroute(url);
        await button.click();
        await expect(status).toHaveText("Grazie, la tua richiesta è stata inviata.");
      });
    }
  }
});

test.describe("find in store: stock by size", () => {
  const STOCK = /\/anon\/stores\/availability\//;
  for (const fault of FAULTS) {
    test(`stock × ${fault}: "could not be checked", a retry that works, focus in the dialog; logged`, async ({ page, watch }) => {
      watch.allowErrors(/find-in-store:/, LOAD_FAILED);
      if (fault === "timeout") await page.clock.install();
      await page.route(STOCK, jsonFault(fault));
      // The product page's own stock answer first: the clock's jump past the deadline below would time it out too.
      const productStock = page.waitForResponse(STOCK_URL);
      await page.goto(FIND_IN_STORE_PAGE);
      await (await productStock).finished();
      await page.locator("[data-find-in-store-ready] [data-find-in-store-trigger]").click();
      const dialog = page.getByRole("dialog", { name: "Find in store" });
      if (fault === "timeout") await page.clock.runFor(GET_DEADLINE_MS);
      await expect(dialog.getByRole("status")).toHaveText("The boutiques could not be checked.");
      expect(watch.errors().some((e) => /find-in-store:/.test(e))).toBe(true);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.unroute(STOCK);
      const retry = dialog.getByRole("button", { name: "Try again" });
      await retry.click();
      await expect(dialog.getByRole("status")).toHaveText(/^\d+ boutiques?$/);
      await expect(dialog.locator("[data-store-id]").first()).toBeVisible();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    });
  }
});

test.describe("store locator: the maps service's script and the adapter chunk", () => {
  const MAPS_SCRIPT = /\/fixture-vendor\/maps\.js/;
  const failed = "The map could not be loaded. The list shows every boutique.";

  /** The failed map's state: said, the list stays, the button collapsed again (a press tries again) and focused, the
   * empty region hidden, the failure logged. */
  async function mapFailed(page: Page, show: Locator, watch: { errors(): string[] }): Promise<void> {
    await expect(page.locator("[data-locator-status]")).toHaveText(failed);
    await expect(page.locator("[data-store-id]")).toHaveCount(10);
    await expect(show).toBeFocused();
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("[data-store-map]")).toBeHidden();
    expect(watch.errors().some((e) => /maps:/.test(e))).toBe(true);
  }
  for (const fault of FAULTS) {
    test(`maps script × ${fault}: "could not be loaded", the list stays, focus on the button; logged`, async ({ page, watch }) => {
      watch.allowErrors(/maps:/, LOAD_FAILED);
      // ?maps=down configures the market's real provider on the fixture's script; the route sets the fault.
      await page.route(MAPS_SCRIPT, scriptFault(fault));
      await page.clock.install();
      await page.goto(`${LOCATOR_PAGE}?maps=down`);
      await mounted(page, "[data-store-locator-ready]");
      const show = page.getByRole("button", { name: "Show map" });
      // The loader's timer starts once the adapter's chunk has run and asked for the script.
      const asked = page.waitForRequest(MAPS_SCRIPT);
      await show.click();
      await asked;
      await page.clock.runFor(SCRIPT_TIMEOUT_MS);
      await mapFailed(page, show, watch);
      // A press tries again and ends the same way (Chromium joins a still-pending fetch of the same URL, so a
      // script that never answered is not asked for twice).
      await page.evaluate(() => (document.querySelector("[data-locator-status]")!.textContent = ""));
      const again = fault === "timeout" ? undefined : page.waitForRequest(MAPS_SCRIPT);
      await show.click();
      await again;
      // Nothing to wait on before the loader's timer starts: the clock runs on until the state is reached.
      const status = page.locator("[data-locator-status]");
      await expect.poll(async () => (await page.clock.runFor(1000), status.textContent())).toBe(failed);
      await expect(show).toHaveAttribute("aria-expanded", "false");
    });
  }

  // The adapter's own chunk × {500, never, malformed}: within the page's scriptTimeoutMs said, the list stays, the
  // button collapsed; the next press asks for the chunk under a fresh URL (a module that failed to parse, or whose
  // request is still pending, stays failed or pending under its own) and the map shows.
  const CHUNK = /\/dist\/chunks\/stand-in-[\w-]+\.js(?:\?.*)?$/;
  for (const fault of FAULTS) {
    test(`the adapter chunk × ${fault}: said, the list stays, the button collapsed; the next press loads it afresh`, async ({
      page,
      watch,
    }) => {
      watch.allowErrors(LOAD_FAILED, /maps: /);
      let broken = true;
      const asked: string[] = [];
      await page.route(CHUNK, (route) => {
        asked.push(route.request().url());
        if (!broken) return route.continue();
        if (fault === "500") return route.fulfill({ status: 500, contentType: "text/plain", body: "down" });
        if (fault === "malformed") return route.fulfill({ status: 200, contentType: "text/javascript", body: "export const = ;" });
        return undefined; // never answers
      });
      await page.clock.install();
      await page.goto(LOCATOR_PAGE);
      await mounted(page, "[data-store-locator-ready]");
      const show = page.getByRole("button", { name: "Show map" });
      const requested = page.waitForRequest(CHUNK);
      await show.click();
      await requested;
      await page.clock.runFor(SCRIPT_TIMEOUT_MS);
      await mapFailed(page, show, watch);
      broken = false;
      await show.click();
      await expect(page.getByRole("group", { name: "Map of the boutiques" })).toBeVisible();
      expect(asked).toHaveLength(2);
      expect(asked[1]).not.toBe(asked[0]);
    });
  }
});

test.describe("live chat: the vendor's script", () => {
  for (const fault of FAULTS) {
    test(`chat script × ${fault}: "not available", the contact link, "try again" focused and working; logged`, async ({ page, watch }) => {
      watch.allowErrors(/live-chat:/, LOAD_FAILED);
      const SCRIPT = /\/fixture-vendor\/live-chat\.js/;
      await page.route(SCRIPT, scriptFault(fault));
      await page.clock.install();
      await page.goto(LIVE_CHAT_PAGE);
      await mounted(page, "[data-live-chat-ready]");
      const launcher = page.getByRole("button", { name: "Chat with an advisor" });
      await expect(launcher).toBeVisible();
      await launcher.click();
      await page.clock.runFor(SCRIPT_TIMEOUT_MS);
      await expect(page.locator("[data-live-chat] [role=status]")).toHaveText(
        "The chat is not available right now. Please contact us instead.",
      );
      await expect(page.getByRole("link", { name: "Contact us" })).toBeVisible();
      const again = page.getByRole("button", { name: "Try the chat again" });
      await expect(again).toBeFocused();
      await expect(again).not.toHaveAttribute("aria-busy", "true");
      expect(watch.errors().some((e) => /live-chat:/.test(e))).toBe(true);
      await page.unroute(SCRIPT);
      await again.click();
      await page.clock.runFor(1000);
      await expect(page.getByRole("dialog", { name: "Live chat (stand-in)" })).toBeVisible();
    });
  }
});
