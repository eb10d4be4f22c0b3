// The one payment loader: only the market's methods, only configured scripts, the §9 payment widget
// timeout of 5000 ms on a fake clock, a failure that names the method and leaves the others loadable; the wallets'
// readiness answered within 1.5 s or taken as "no".
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resolveSiteConfig } from "../config";
import { resetScriptLoads } from "../script-loader";
import { loadPaymentProvider, PaymentLoadError, walletReady, type PaymentProviderClient } from "./payments";

const ORIGIN = "https://shop.example";
const SCRIPTS = { card: "/pay/card.js", phoneWallet: "/pay/phone.js", onlineWallet: "/pay/online.js", koreanGateway: "/pay/kr.js" };
const configFor = (country: string, page: Record<string, unknown> = {}) =>
  resolveSiteConfig({ payments: { scripts: SCRIPTS }, ...page }, `static-country=${country}`, ORIGIN).config;

function client(overrides: Partial<PaymentProviderClient> = {}): PaymentProviderClient {
  return { init: vi.fn(), tokenise: vi.fn(async () => ({ token: "t" })), ...overrides };
}

// happy-dom runs no script: the test plays the browser (the element caught on its way into the head).
let appended: HTMLScriptElement[] = [];
const scriptFor = (path: string) => appended.find((s) => s.src.endsWith(path));
beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => void appended.push(...(nodes as HTMLScriptElement[])));
});
afterEach(() => {
  vi.useRealTimers();
  resetScriptLoads();
  delete window.vitrinePayments;
});

describe("loadPaymentProvider", () => {
  it("loads the method's script, sets its client up once with environment test and 3-D Secure off (§9 Payment)", async () => {
    const card = client();
    const config = configFor("us");
    const load = loadPaymentProvider("card", config);
    expect(scriptFor("/pay/card.js")).toBeDefined();
    window.vitrinePayments = { card };
    scriptFor("/pay/card.js")!.dispatchEvent(new Event("load"));
    await expect(load).resolves.toBe(card);
    await expect(loadPaymentProvider("card", config)).resolves.toBe(card);
    expect(card.init).toHaveBeenCalledTimes(1);
    expect(card.init).toHaveBeenCalledWith({ environment: "test", threeDSecure: false, language: "en", country: "us", currency: "USD" });
  });

  it("never loads a method the market does not offer", async () => {
    await expect(loadPaymentProvider("koreanGateway", configFor("us"))).rejects.toMatchObject({ kind: "not-offered" });
    await expect(loadPaymentProvider("phoneWallet", configFor("cn"))).rejects.toMatchObject({ kind: "not-offered" });
    await expect(loadPaymentProvider("card", configFor("th"))).rejects.toMatchObject({ kind: "not-offered" });
    expect(appended).toEqual([]);
  });

  it("a method without a configured script is not loaded", async () => {
    await expect(loadPaymentProvider("searchWallet", configFor("us"))).rejects.toMatchObject({ kind: "not-configured" });
    expect(appended).toEqual([]);
  });

  it("§9 Timings: a script that never loads fails at 5000 ms; the other methods still load", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const config = configFor("kr");
    const card = loadPaymentProvider("card", config);
    const outcome = card.then(
      () => "loaded",
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(4999);
    const gateway = loadPaymentProvider("koreanGateway", config);
    window.vitrinePayments = { koreanGateway: client() };
    scriptFor("/pay/kr.js")!.dispatchEvent(new Event("load"));
    await expect(gateway).resolves.toBeDefined();
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(PaymentLoadError);
    expect(error).toMatchObject({ method: "card", kind: "timeout" });
  });

  it("a script that loads but registers no client is a failure ('empty'), tried again on the next call", async () => {
    const config = configFor("us");
    const first = loadPaymentProvider("onlineWallet", config);
    scriptFor("/pay/online.js")!.dispatchEvent(new Event("load"));
    await expect(first).rejects.toMatchObject({ kind: "empty" });
    const again = loadPaymentProvider("onlineWallet", config);
    window.vitrinePayments = { onlineWallet: client() };
    appended.at(-1)!.dispatchEvent(new Event("load"));
    await expect(again).resolves.toBeDefined();
  });

  it("a script error fails that method only", async () => {
    const config = configFor("us");
    const phone = loadPaymentProvider("phoneWallet", config);
    scriptFor("/pay/phone.js")!.dispatchEvent(new Event("error"));
    await expect(phone).rejects.toMatchObject({ method: "phoneWallet", kind: "failed" });
  });

  it("the page's environment and 3-D Secure reach the client", async () => {
    const card = client();
    const load = loadPaymentProvider("card", configFor("us", { payments: { scripts: SCRIPTS, environment: "live", threeDSecure: true } }));
    window.vitrinePayments = { card };
    scriptFor("/pay/card.js")!.dispatchEvent(new Event("load"));
    await load;
    expect(card.init).toHaveBeenCalledWith(expect.objectContaining({ environment: "live", threeDSecure: true }));
  });
});

describe("walletReady", () => {
  const amount = { amount: 100, currency: "USD", country: "us" };

  it("the provider's answer within the time", async () => {
    await expect(walletReady(client({ isAvailable: async () => true }), amount, 1500)).resolves.toBe(true);
    await expect(walletReady(client({ isAvailable: async () => false }), amount, 1500)).resolves.toBe(false);
    await expect(walletReady(client({ isAvailable: () => Promise.reject(new Error("no")) }), amount, 1500)).resolves.toBe(false);
    await expect(walletReady(client({ isAvailable: () => Promise.resolve("yes" as unknown as boolean) }), amount, 1500)).resolves.toBe(
      false,
    );
    await expect(walletReady(client(), amount, 1500)).resolves.toBe(false);
  });

  it("no answer within 1.5 s: not ready (and a late yes changes nothing)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let answer: (ready: boolean) => void = () => {};
    const ready = walletReady(client({ isAvailable: () => new Promise((resolve) => (answer = resolve)) }), amount, 1500);
    let result: boolean | undefined;
    void ready.then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(1499);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    answer(true);
    await expect(ready).resolves.toBe(false);
  });
});
