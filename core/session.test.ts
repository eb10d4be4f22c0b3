// The session (§6 "Guests and logged-in customers", "VIC users"): the server's check is the source of `user`, asked
// once per page; a failed check keeps the page's seed and is asked again; another tab's login makes this tab check; a
// later page configuration never overrides the server; an account change reloads the cart.
import { afterEach, describe, expect, it, vi } from "vitest";
import { http as mock, HttpResponse } from "msw";
import { server } from "../tests/unit/setup";
import { resetCarts } from "../fixtures/cart";
import { LOGIN_COOKIE, resetAccounts } from "../fixtures/account";
import { whenIdle } from "./activity";
import { on } from "./events";
import { setPageConfig } from "./page-config";
import { SESSION_SIGNAL_KEY, applySession, ensureSession, resetSession } from "./session";
import { cart, user } from "./store";
import { loadCart, whenCartSettled } from "./cart";

const signIn = (as: "1" | "vic") => (document.cookie = `${LOGIN_COOKIE}=${as}; path=/`);

afterEach(async () => {
  await whenIdle();
  document.cookie = `${LOGIN_COOKIE}=; max-age=0; path=/`;
  localStorage.clear();
  setPageConfig({ user: {} });
  resetSession();
  resetCarts();
  resetAccounts();
  cart.value = null;
});

describe("the session check", () => {
  it("asks the server once per page; its answer replaces the page's seed (VIC off although the page said on)", async () => {
    setPageConfig({ user: { loggedIn: true, vic: true } });
    expect(user.value).toEqual({ loggedIn: true, vic: true, source: "page" });
    let calls = 0;
    server.events.on("request:start", ({ request }) => void (request.url.includes("/account/login-status") && calls++));
    const [a, b] = await Promise.all([ensureSession(), ensureSession()]);
    expect(a).toBe(b);
    expect(await ensureSession()).toBe(a);
    expect(calls).toBe(1);
    expect(user.value).toEqual({ loggedIn: false, vic: false, source: "server" });
    server.events.removeAllListeners();
  });

  it("the VIC client: VIC and the first name; a later page configuration does not override it", async () => {
    signIn("vic");
    await ensureSession();
    expect(user.value).toEqual({ loggedIn: true, vic: true, firstName: "Grace", source: "server" });
    setPageConfig({ user: { loggedIn: false, vic: false } });
    expect(user.value.vic).toBe(true);
  });

  it.each([
    ["500", () => HttpResponse.json({ error: "down" }, { status: 500 })],
    ["a malformed 200", () => HttpResponse.json({ vic: true })],
  ])("a failed check (%s) is reported, keeps the seed, and the next call asks again", async (_name, answer) => {
    const errors: string[] = [];
    const stop = on("error", (e) => errors.push(`${e.source}: ${e.message}`));
    vi.spyOn(console, "error").mockImplementation(() => {});
    setPageConfig({ user: { vic: true } });
    server.use(mock.get("*/account/login-status", answer));
    await expect(ensureSession()).rejects.toMatchObject({ name: "HttpError" });
    expect(user.value).toEqual({ loggedIn: false, vic: true, source: "page" });
    expect(errors).toEqual([expect.stringMatching(/^session: the session check failed: /)]);
    server.resetHandlers();
    signIn("vic");
    await ensureSession();
    expect(user.value.vic).toBe(true);
    expect(user.value.source).toBe("server");
    stop();
  });

  it("no answer: the check gives up within 5 s, and the seed stays", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(mock.get("*/account/login-status", () => new Promise<Response>(() => {})));
    const failed = ensureSession().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5001);
    expect(await failed).toMatchObject({ kind: "timeout" });
    await vi.runAllTimersAsync(); // the runtime's idle check
    vi.useRealTimers();
    expect(user.value.source).toBe("page");
  });

  it("another tab's login (a storage event) makes this tab ask the server again", async () => {
    await ensureSession();
    expect(user.value.vic).toBe(false);
    signIn("vic");
    const changed = new Promise((resolve) => on("session", resolve));
    dispatchEvent(new StorageEvent("storage", { key: SESSION_SIGNAL_KEY, newValue: "x" }));
    expect(await changed).toEqual({ loggedIn: true, vic: true, reason: "check", accountChanged: true });
    expect(user.value.vic).toBe(true);
  });

  it("a login is told to the page and the other tabs, and the cart store reads the account's cart", async () => {
    await loadCart();
    signIn("1");
    const events: unknown[] = [];
    const stop = on("session", (e) => events.push(e));
    await fetch("/account/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: "email=client%40vitrine.example&password=Vitrine-2026",
    });
    applySession({ loggedIn: true, vic: false, firstName: "Ada" }, "login");
    expect(events).toEqual([{ loggedIn: true, vic: false, reason: "login", accountChanged: true }]);
    expect(localStorage.getItem(SESSION_SIGNAL_KEY)).toMatch(/^\d+-/);
    expect((await whenCartSettled()).orderItem.map((l) => l.quantity)).toEqual([1]); // the account's bag line
    stop();
  });

  it("a VIC answer for a guest is no VIC (VIC is an account's)", () => {
    expect(applySession({ loggedIn: false, vic: true }, "check")).toEqual({ loggedIn: false, vic: false, source: "server" });
  });
});
