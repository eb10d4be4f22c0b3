// The account widget on the fixture server's own markup, hydrated through the registry (§1 accounts, §5, §6, §9):
// a login hands the session to the page and merges; every call it makes × {500, no answer, malformed 200} ends in a
// stated state that keeps what was typed and can be tried again; my account's logged area in all 18 markets; nothing
// a server sends is run.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import fc from "fast-check";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
// Not a React hook (the rule goes by the name): the page's timers on the fake clock.
import { runClockUntil, runClockUntilIdle, useFakeClock as startFakeClock } from "../../tests/unit/clock";
import { resetAccounts } from "../../fixtures/account";
import { resetCarts } from "../../fixtures/cart";
import { products } from "../../fixtures/catalogue";
import { serverSession } from "../../fixtures/story-session";
import { loginBlock, myAccountBlock, registerBlock } from "../../fixtures/server/screens/account";
import { on } from "../../core/events";
import { cart, user, wishlist } from "../../core/store";
import { DEVICE_KEY, followWishlist, resetWishlist } from "../../core/wishlist/store";
import { MARKET_CODES } from "../../markets/markets";
import { widgets } from "../registry";
import { navigation } from "./sign-in";

const entry = widgets.find((w) => w.name === "account")!;
const ctx = (path: string, market = "us", cookie = "") => ({
  origin: "http://localhost:3000",
  path,
  query: new URLSearchParams(),
  cookie: `static-country=${market}${cookie ? `; ${cookie}` : ""}`,
});

const form = () => document.querySelector<HTMLFormElement>("[data-account] form")!;
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const status = () => form().querySelector("[data-form-status]")!.textContent;
function type(name: string, value: string) {
  act(() => {
    field(name).value = value;
    field(name).dispatchEvent(new Event("input", { bubbles: true }));
  });
}
async function submit() {
  await act(async () => form().requestSubmit());
  await settle();
}

/** The block hydrated at `url`, the configured pages under /pages/ as on the demo. */
function open(markup: string, url: string, { market = "us", config = {} }: { market?: string; config?: Record<string, unknown> } = {}) {
  return hydrate(entry, `<main>${markup}</main>`, url, { market, config: { siteRoot: "/pages/", showcase: {}, market: {}, ...config } });
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  resetAccounts();
  resetCarts();
  resetWishlist();
  serverSession("guest");
  assign = vi.spyOn(navigation, "assign").mockImplementation(() => {});
});
afterEach(() => {
  teardown();
  cart.value = null;
});

describe("login", () => {
  it("hands the server's session to the page, sends the device's wishlist to merge and forgets it, and opens my account", async () => {
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ items: ["VT10003", "VT10005"] }));
    await open(loginBlock(ctx("/pages/login.html")), "/pages/login.html");
    const events: unknown[] = [];
    const stop = on("session", (e) => events.push(e));
    let sent = "";
    server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/account/login")) sent = await request.clone().text();
    });
    type("email", "client@vitrine.example");
    type("password", "Vitrine-2026");
    await submit();
    stop();
    server.events.removeAllListeners();
    expect(new URLSearchParams(sent).get("wishlist")).toBe("VT10003,VT10005");
    expect(events).toEqual([{ loggedIn: true, vic: false, reason: "login", accountChanged: true }]);
    expect(user.value).toMatchObject({ loggedIn: true, firstName: "Ada", source: "server" });
    expect(localStorage.getItem(DEVICE_KEY)).toBeNull();
    expect(status()).toBe("You are signed in.");
    expect(assign).toHaveBeenCalledWith("/pages/my-account.html");
  });

  it("a `back` of this site is where it goes; another site's is not", async () => {
    const html = (back: string) =>
      loginBlock({ ...ctx("/pages/login.html"), query: new URLSearchParams({ back }) }).replace(
        /name="back" value="[^"]*"/,
        `name="back" value="${back}"`,
      );
    await open(html("/pages/checkout.html"), "/pages/login.html");
    type("email", "client@vitrine.example");
    type("password", "Vitrine-2026");
    await submit();
    expect(assign).toHaveBeenLastCalledWith("/pages/checkout.html");
    teardown();
    await open(html("https://evil.example/"), "/pages/login.html");
    type("email", "client@vitrine.example");
    type("password", "Vitrine-2026");
    await submit();
    expect(assign).toHaveBeenLastCalledWith("/pages/my-account.html");
  });
});

describe("§6 a login merges the device's wishlist into the account's: nothing lost", () => {
  it("property: for random device and account lists, the page then shows every item of both, each once, and the device keeps none", async () => {
    const items = fc.constantFrom(...products.slice(0, 12).map((p) => p.partNumber));
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(items, { maxLength: 6 }), fc.uniqueArray(items, { maxLength: 6 }), async (onDevice, inAccount) => {
        teardown();
        localStorage.clear();
        resetAccounts();
        resetWishlist();
        // The account's contents, as the server has them: the demo client's list emptied, then the random one.
        serverSession("client");
        for (const item of ["VT10012", "VT10016"]) await fetch("/wishlist/remove", { method: "POST", body: new URLSearchParams({ item }) });
        for (const item of inAccount) await fetch("/wishlist/add", { method: "POST", body: new URLSearchParams({ item }) });
        serverSession("guest");
        localStorage.setItem(DEVICE_KEY, JSON.stringify({ items: onDevice }));
        await open(loginBlock(ctx("/pages/login.html")), "/pages/login.html");
        followWishlist(); // as a page with a wishlist toggle does
        await settle();
        expect([...(wishlist.value ?? [])].sort()).toEqual([...onDevice].sort());
        type("email", "client@vitrine.example");
        type("password", "Vitrine-2026");
        await submit();
        expect(status()).toBe("You are signed in.");
        const shown = wishlist.value ?? [];
        expect([...shown].sort()).toEqual([...new Set([...inAccount, ...onDevice])].sort());
        expect(localStorage.getItem(DEVICE_KEY)).toBeNull();
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});

/** The three ways a call can fail that a shopper cannot tell apart, and what each route answers for them. */
const FAULTS = {
  "500": () => HttpResponse.json({ error: "down" }, { status: 500 }),
  "no answer": () => new Promise<Response>(() => {}),
  "malformed 200": () => HttpResponse.json({ loggedIn: "maybe" }),
} as const;
type Fault = keyof typeof FAULTS;

/** Sends the form with the route failing as `fault` (on the fake clock for "no answer": past every timeout). */
async function failingSubmit(route: string, fault: Fault) {
  server.use(mock.post(route, FAULTS[fault]));
  if (fault !== "no answer") return submit();
  startFakeClock();
  act(() => form().requestSubmit());
  await runClockUntil(() => expect(form().getAttribute("aria-busy")).toBe("false"), "the send gives up");
  await runClockUntilIdle("the form settles");
  vi.useRealTimers();
}

describe.each(Object.keys(FAULTS) as Fault[])("every call × %s: a stated state that keeps what was typed, and works again", (fault) => {
  it("login", async () => {
    await open(loginBlock(ctx("/pages/login.html")), "/pages/login.html");
    type("email", "client@vitrine.example");
    type("password", "Vitrine-2026");
    await failingSubmit("*/account/login", fault);
    expect(status()).toBe("We could not sign you in just now. What you typed is kept: please try again.");
    expect([field("email").value, field("password").value]).toEqual(["client@vitrine.example", "Vitrine-2026"]);
    expect(user.value.loggedIn).toBe(false);
    server.resetHandlers();
    await submit();
    expect(assign).toHaveBeenCalledWith("/pages/my-account.html");
  });

  it("registration (and the time service: without its today, the server decides the age)", async () => {
    server.use(mock.get("*/time", FAULTS[fault]));
    if (fault === "no answer") startFakeClock(); // hydrate() then runs the clock until the time service gives up
    await open(registerBlock(ctx("/pages/register.html")), "/pages/register.html");
    vi.useRealTimers();
    for (const [name, value] of Object.entries({
      firstName: "Lin",
      lastName: "Park",
      email: "lin@example.com",
      password: "long-enough",
      birthDate: "2010-06-16", // under 16 on the server's 15 June 2026
    }))
      type(name, value);
    await submit();
    expect(field("birthDate").getAttribute("aria-invalid")).toBe("true"); // the server's refusal, on the field
    expect(status()).toBe("Please check the fields marked.");
    type("birthDate", "2010-06-15");
    await failingSubmit("*/account/register", fault);
    expect(status()).toBe("We could not create your account just now. What you typed is kept: please try again.");
    expect(field("email").value).toBe("lin@example.com");
    server.resetHandlers();
    await submit();
    expect(assign).toHaveBeenCalledWith("/pages/my-account.html");
  });

  it("sign out", async () => {
    serverSession("client");
    await open(myAccountBlock(ctx("/pages/my-account.html", "us", "vitrine-logged-in=1")), "/pages/my-account.html");
    await failingSubmit("*/account/logout", fault);
    expect(status()).toBe("We could not sign you out just now. Please try again.");
    server.resetHandlers();
    await submit();
    expect(assign).toHaveBeenCalledWith("/pages/login.html");
    expect(user.value.loggedIn).toBe(false);
  });

  it("my account's session check: said, with a retry that checks again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    serverSession("client");
    server.use(mock.get("*/account/login-status", FAULTS[fault]));
    const markup = myAccountBlock(ctx("/pages/my-account.html", "us", "vitrine-logged-in=1"));
    if (fault === "no answer") startFakeClock(); // hydrate() then runs the clock until the check gives up
    await open(markup, "/pages/my-account.html");
    vi.useRealTimers();
    const line = document.querySelector("[data-account-status]")!;
    expect(line.textContent).toBe("We could not check that you are signed in. Try again");
    server.resetHandlers();
    await act(async () => line.querySelector("button")!.click());
    await settle();
    expect(line.textContent).toBe("");
    expect(user.value).toMatchObject({ loggedIn: true, source: "server" });
  });
});

describe("my account", () => {
  // §6 "Logged area": a block the markup always carries, shown or hidden by the market's setting (not set: as is).
  const SHOWN: Record<string, boolean> = { us: false, ca: false, tr: false, th: false, kr: false };
  it.each(MARKET_CODES.map((c) => [c, SHOWN[c] ?? true] as const))("%s: the logged area shown: %s", async (market, shown) => {
    serverSession("client");
    const markup = `<section data-account="my-account"><p data-account-status></p><ul><li data-account-logged-area><a href="/pages/logged-area.html">Orders</a></li></ul><a data-account-deactivate href="mailto:x@y.example">Deactivate</a></section>`;
    await open(markup, "/pages/my-account.html", { market });
    expect(document.querySelector<HTMLElement>("[data-account-logged-area]")!.hidden).toBe(!shown);
    expect(document.querySelector("[data-account-deactivate]")!.getAttribute("href")).toBe(
      `mailto:${market === "cn" ? "accounts-cn" : "accounts"}@vitrine.example?subject=deactivate%20account`,
    );
  });

  it("the page configuration sets another deactivation address (§9: the addresses are configuration)", async () => {
    serverSession("client");
    await open(myAccountBlock(ctx("/pages/my-account.html", "us", "vitrine-logged-in=1")), "/pages/my-account.html", {
      config: { market: { accountDeactivationEmail: "privacy@brand.example" } },
    });
    expect(document.querySelector("[data-account-deactivate]")!.getAttribute("href")).toBe(
      "mailto:privacy@brand.example?subject=deactivate%20account",
    );
  });

  it("a page from a cache shown to a signed-out shopper says so, with a link to sign in and come back", async () => {
    await open(myAccountBlock(ctx("/pages/my-account.html", "us", "vitrine-logged-in=1")), "/pages/my-account.html");
    const line = document.querySelector("[data-account-status]")!;
    expect(line.textContent).toBe("You are not signed in. Sign in");
    expect(line.querySelector("a")!.getAttribute("href")).toBe("/pages/login.html?back=%2Fpages%2Fmy-account.html");
  });
});

describe("what a server sends runs nothing, and the markup's errors are named", () => {
  it("a refusal naming odd fields and carrying markup: the status is ours, nothing is inserted", async () => {
    server.use(
      mock.post("*/account/login", () =>
        HttpResponse.json(
          { error: "<img src=x onerror=alert(1)>", fields: { "<img src=x onerror=alert(1)>": "<script>alert(1)</script>" } },
          { status: 400 },
        ),
      ),
    );
    await open(loginBlock(ctx("/pages/login.html")), "/pages/login.html");
    type("email", "client@vitrine.example");
    type("password", "x");
    await submit();
    expect(status()).toBe("Please check the fields marked.");
    expect(document.querySelector("main img, main script")).toBeNull();
  });

  it("showcase `login` hides the login block (§6); a bad data-account is reported by widget, element and attribute", async () => {
    await open(loginBlock(ctx("/pages/login.html")), "/pages/login.html", { config: { showcase: { login: true } } });
    expect(document.querySelector<HTMLElement>("[data-account]")!.hidden).toBe(true);
    teardown();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await hydrate(entry, `<main><section data-account="admin"></section></main>`, "/pages/x.html");
    expect(errors).toHaveBeenCalledWith("[vitrine] account on main > section (data-account): expected login, register, my-account");
  });
});
