// The account pages' rules, table-style against the spec: §6 "Logged area" in all 18 markets, §9 "Other flags"
// (newsletter, privacy statement countries) and §5 "Age" (the Korean over-19 consent) per market, §9 "Account
// deactivation", what a failed login or registration says, where a login goes next.
import { describe, expect, it } from "vitest";
import { HttpError } from "../../core/http";
import { MARKET_CODES, markets } from "../../markets/markets";
import { DEACTIVATION_SUBJECT, deactivationHref, loggedArea, loginFailure, nextPage, registerFailure, registrationBlocks } from "./rules";

describe("§6 Logged area: enabled (it, eu), disabled (us, ca, tr, th, kr), not set (all other markets)", () => {
  const TABLE = {
    it: "enabled",
    eu: "enabled",
    us: "disabled",
    ca: "disabled",
    tr: "disabled",
    th: "disabled",
    kr: "disabled",
    au: "not-set",
    ae: "not-set",
    br: "not-set",
    cn: "not-set",
    gr: "not-set",
    hk: "not-set",
    jp: "not-set",
    kw: "not-set",
    sg: "not-set",
    tw: "not-set",
    ru: "not-set",
  } as const;

  it("covers the 18 markets", () => expect(Object.keys(TABLE).sort()).toEqual([...MARKET_CODES].sort()));
  it.each(Object.entries(TABLE))("%s → %s", (code, state) => expect(loggedArea(markets[code as keyof typeof TABLE])).toBe(state));
});

describe("registration blocks by market: §9 newsletter (not tr, th), §9 privacy statement countries, §5 Korean over-19 consent", () => {
  // §9 privacy statement countries that are markets: eu, us, tr, ca, th, br, au, jp, hk, sg, tw, kw, ae.
  const TABLE: Record<string, [newsletter: boolean, privacy: boolean, over19: boolean]> = {
    it: [true, false, false],
    us: [true, true, false],
    au: [true, true, false],
    ae: [true, true, false],
    br: [true, true, false],
    cn: [true, false, false],
    gr: [true, false, false],
    hk: [true, true, false],
    jp: [true, true, false],
    kr: [true, false, true],
    kw: [true, true, false],
    sg: [true, true, false],
    tw: [true, true, false],
    ru: [true, false, false],
    tr: [false, true, false],
    th: [false, true, false],
    eu: [true, true, false],
    ca: [true, true, false],
  };

  it("covers the 18 markets", () => expect(Object.keys(TABLE).sort()).toEqual([...MARKET_CODES].sort()));
  it.each(Object.entries(TABLE))("%s → newsletter, privacy, over 19: %j", (code, [newsletter, privacy, over19]) =>
    expect(registrationBlocks(code, markets[code as keyof typeof markets])).toEqual({ newsletter, privacy, over19 }),
  );
});

describe("§9 Account deactivation: a mailto link with the subject 'deactivate account'", () => {
  it("the subject is exactly the spec's", () => expect(DEACTIVATION_SUBJECT).toBe("deactivate account"));
  it.each([
    ["accounts@vitrine.example", "mailto:accounts@vitrine.example?subject=deactivate%20account"],
    ["accounts-cn@vitrine.example", "mailto:accounts-cn@vitrine.example?subject=deactivate%20account"],
  ])("%s → %s", (email, href) => expect(deactivationHref(email)).toBe(href));
});

describe("what a failure says", () => {
  const status = (code: number, retryAfterMs?: number) => new HttpError("status", `HTTP ${code}`, "/account/login", code, {}, retryAfterMs);
  it.each([
    ["401", status(401), { key: "wrongCredentials" }],
    ["429 with Retry-After 20", status(429, 20_000), { key: "tooMany", count: 20 }],
    ["429 with Retry-After 0.4 s", status(429, 400), { key: "tooMany", count: 1 }],
    ["429 without Retry-After", status(429), { key: "tooMany", count: 30 }],
    ["400 naming fields", status(400), { key: "checkFields" }],
    ["500", status(500), { key: "loginFailed" }],
    ["no answer", new HttpError("timeout", "timed out", "/account/login"), { key: "loginFailed" }],
    ["a malformed 200", new HttpError("invalid-response", "invalid", "/account/login", 200), { key: "loginFailed" }],
  ])("login, %s", (_name, error, failure) => expect(loginFailure(error)).toEqual(failure));

  it.each([
    ["409", status(409), { key: "emailTaken" }],
    ["400", status(400), { key: "checkFields" }],
    ["503", status(503), { key: "registerFailed" }],
    ["network", new HttpError("network", "offline", "/account/register"), { key: "registerFailed" }],
  ])("registration, %s", (_name, error, failure) => expect(registerFailure(error)).toEqual(failure));
});

describe("where a login goes: the same-origin back, else the market's my account (§2 Page names)", () => {
  const base = "https://shop.example/it/it/login.html";
  it.each([
    ["/it/it/checkout.html", "it", "/it/it/checkout.html"],
    ["https://evil.example/", "it", "/it/it/my-account.html"],
    ["javascript:alert(1)", "it", "/it/it/my-account.html"],
    [null, "cn", "/it/it/my-account_cn.html"],
    ["", "kr", "/it/it/my-account_kr.html"],
  ])("back %j in %s → %s", (back, country, next) => expect(nextPage(back, country, "/it/it/", base)).toBe(next));
});
