// The no-English-left rule for the account pages: in every non-English market the login, registration and my account (ready,
// errors and summary, a refused login, a failed one) speak the market's language. The English texts are written out.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { hydrate, settle, teardown } from "../../tests/unit/hydrate";
import { NON_ENGLISH_MARKETS, englishIn, shownText, type NonEnglishMarket } from "../../tests/unit/english";
import { resetAccounts } from "../../fixtures/account";
import { serverSession } from "../../fixtures/story-session";
import { loginBlock, myAccountBlock, registerBlock } from "../../fixtures/server/screens/account";
import { widgets } from "../registry";

const ENGLISH = [
  "Sign in",
  "Password",
  "New here?",
  "Create an account",
  "First name",
  "Last name",
  "Date of birth",
  "You must be 16 or older to register.",
  "At least 8 characters.",
  "Send me the newsletter",
  "Privacy statement",
  "I agree to the Terms and Conditions of Sale",
  "Create my account",
  "Already have an account?",
  "My account",
  "Welcome",
  "Orders, returns and addresses",
  "My wishlist",
  "Deactivate my account",
  "Sign out",
  "Title",
  "Mr",
  "Ms",
  "Mrs",
  "Prefer not to say",
  "Email",
  "This field is required",
  "fields need your attention",
  "The email or password is not right",
  "Too many attempts",
  "We could not sign you in just now",
  "We could not create your account just now",
  "Please check the fields marked",
  "We could not check that you are signed in",
  "Try again",
];

// Words the market's language shares with English.
const SAME_WORD: Partial<Record<NonEnglishMarket, string[]>> = { it: ["Email", "Password"] };

const entry = widgets.find((w) => w.name === "account")!;
const ctx = (market: string, cookie = "") => ({
  origin: "http://localhost:3000",
  path: "/pages/x.html",
  query: new URLSearchParams(),
  cookie: `static-country=${market}${cookie}`,
});
const open = (markup: string, market: string) =>
  hydrate(entry, `<main>${markup}</main>`, "/pages/x.html", { market, config: { siteRoot: "/pages/", showcase: {} } });
const block = () => document.querySelector("[data-account]");
const form = () => document.querySelector<HTMLFormElement>("[data-account] form")!;
function type(name: string, value: string) {
  const field = form().elements.namedItem(name) as HTMLInputElement;
  act(() => {
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
async function submit() {
  await act(async () => form().requestSubmit());
  await settle();
}

beforeEach(() => {
  resetAccounts();
  serverSession("guest");
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => teardown());

describe.each(NON_ENGLISH_MARKETS)("market %s", (market) => {
  const english = () => englishIn(shownText(block()), ENGLISH, SAME_WORD[market]);

  it("login: ready, errors, a wrong password, too many attempts, a failure", async () => {
    await open(loginBlock(ctx(market)), market);
    expect(english()).toEqual([]);
    await submit();
    expect(english()).toEqual([]);
    type("email", "client@vitrine.example");
    type("password", "wrong-password");
    await submit();
    expect(english()).toEqual([]);
    server.use(mock.post("*/account/login", () => HttpResponse.json({}, { status: 429, headers: { "Retry-After": "30" } })));
    await submit();
    expect(english()).toEqual([]);
    server.use(mock.post("*/account/login", () => HttpResponse.json({}, { status: 500 })));
    await submit();
    expect(english()).toEqual([]);
  });

  it("registration: ready, errors and summary", async () => {
    await open(registerBlock(ctx(market)), market);
    expect(english()).toEqual([]);
    await submit();
    expect(english()).toEqual([]);
  });

  it("my account: signed in, and a failed session check", async () => {
    serverSession("client");
    await open(myAccountBlock(ctx(market, "; vitrine-logged-in=1")), market);
    expect(english()).toEqual([]);
    teardown();
    serverSession("client");
    server.use(mock.get("*/account/login-status", () => HttpResponse.json({}, { status: 500 })));
    await open(myAccountBlock(ctx(market, "; vitrine-logged-in=1")), market);
    expect(document.querySelector("[data-account-status] button")).not.toBeNull();
    expect(english()).toEqual([]);
  });
});
