// Accounts in Chromium (§1 accounts and guests, §2 "Page names", §5 "Forms", "Age", "Person title options by market",
// §6 "Guests and logged-in customers", "Logged area", §9 "Other flags", "Account deactivation"): login and
// registration on every market page, the merge of the guest's bag and wishlist, the slowed logins, my account, and the
// same flows without JavaScript.
import type { BrowserContext, Page } from "@playwright/test";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { CASES } from "../../fixtures/catalogue";
import { DEMO_PASSWORD, LOGIN_COOKIE } from "../../fixtures/account";
import { NOW_COOKIE } from "../../fixtures/store-service";
import { ACCOUNT_PAGES } from "../../fixtures/server/screens/account";
import { axeViolations, expect, idle, scriptRequests, test } from "./fixtures";

const CLIENT = "client@vitrine.example";
/** The browser's own console line for an answer a test asks for. */
const FAILED_LOAD = (status: number) => new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

/** A visitor of the test's own (stateful fixture accounts and carts). */
async function visitor(context: BrowserContext, baseURL: string, market?: string) {
  const session = `e2e-acc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await context.addCookies([
    { name: CART_SESSION_COOKIE, value: session, url: baseURL },
    ...(market ? [{ name: "static-country", value: market, url: baseURL }] : []),
  ]);
}

test.beforeEach(async ({ page, baseURL }) => visitor(page.context(), baseURL!));

const status = (page: Page) => page.locator("[data-account] [data-form-status]");

/** Fills the login form and sends it; resolves once the server has answered. */
async function signIn(page: Page, email = CLIENT, password = DEMO_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  const answered = page.waitForResponse((response) => response.url().endsWith("/account/login"));
  await page.getByRole("button", { name: "Sign in" }).click();
  await answered;
}

test.describe("login merges the guest's bag and wishlist into the account", () => {
  test("a guest bag of 3 lines and a wishlist of 5 items: all of them in the account after the login, 0 lost", async ({ page }) => {
    await page.goto(ACCOUNT_PAGES.login);
    const guestBag = [CASES.regular, CASES.sixColours, CASES.fourColours].map((p) => p.sizes[0]!.productId);
    for (const productId of guestBag)
      expect((await page.request.post("/cart/add", { form: { productId, quantity: "1" } })).status()).toBe(200);
    const guestWishlist = ["VT10012", "VT10003", "VT10005", "VT10007", "VT10017"];
    await page.evaluate((items) => localStorage.setItem("vitrine-wishlist", JSON.stringify({ items })), guestWishlist);
    await page.reload();
    await expect(page.locator("[data-bag-count-value]")).toHaveText("3");
    await signIn(page);
    await expect(page).toHaveURL(/\/pages\/my-account\.html$/);
    await expect(page.getByText("Welcome, Ada")).toBeVisible();
    // The account's line (regular, 1) and the guest's same line add up: 3 lines, 4 items.
    await expect(page.locator("[data-bag-count-value]")).toHaveText("4");
    const bag = await (await page.request.get("/cart")).json();
    expect(bag.orderItem.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [guestBag[0], 2],
      [guestBag[1], 1],
      [guestBag[2], 1],
    ]);
    expect(await page.evaluate(() => localStorage.getItem("vitrine-wishlist"))).toBeNull(); // the account holds them now
    await page.goto(ACCOUNT_PAGES.wishlist);
    await expect(page.locator(".vitrine-wishlist__item")).toHaveCount(6);
    expect(await page.locator(".vitrine-wishlist__item").evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.item))).toEqual([
      "VT10012",
      "VT10016",
      "VT10003",
      "VT10005",
      "VT10007",
      "VT10017",
    ]);
    await expect(page.locator(".vitrine-wishlist__note")).toBeHidden(); // not "on this device" any more
  });
});

test.describe("failures say why and keep what was typed", () => {
  test("a wrong password: said, the email kept; the 3rd in a row locks: the 429's wait is stated and the form held until it ends", async ({
    page,
    baseURL,
    watch,
  }) => {
    watch.allowErrors(FAILED_LOAD(401), FAILED_LOAD(429));
    await page.context().addCookies([{ name: NOW_COOKIE, value: "2026-06-15T08:00:00Z", url: baseURL! }]);
    await page.clock.install({ time: new Date("2026-06-15T08:00:00Z") });
    await page.goto(ACCOUNT_PAGES.login);
    for (let i = 0; i < 3; i++) {
      await signIn(page, CLIENT, "wrong-password");
      await expect(status(page)).toHaveText("The email or password is not right. Please check them and try again.");
      await expect(page.getByLabel("Email")).toHaveValue(CLIENT);
    }
    let sent = 0;
    page.on("request", (request) => void (request.url().endsWith("/account/login") && sent++));
    await signIn(page);
    await expect(status(page)).toHaveText("Too many attempts. Please wait 30 seconds, then try again.");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(status(page)).toHaveText("Please wait 30 seconds before trying again.");
    expect(sent).toBe(1); // the held submit sent nothing
    await page.clock.runFor(30_000);
    await expect(status(page)).toHaveText("You can try again now.");
    await page.context().addCookies([{ name: NOW_COOKIE, value: "2026-06-15T08:00:31Z", url: baseURL! }]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/pages\/my-account\.html$/);
  });
});

const FAULTS = ["500", "no answer", "malformed 200"] as const;

/** Answers `pattern` as `fault` while `on()`; else the fixture server answers. */
async function failing(page: Page, pattern: string, fault: (typeof FAULTS)[number], malformed: object, on: () => boolean) {
  await page.route(pattern, async (route) => {
    if (!on()) return route.fallback();
    if (fault === "500") return route.fulfill({ status: 500, json: { error: "down" } });
    if (fault === "malformed 200") return route.fulfill({ json: malformed });
    await new Promise(() => {}); // never answers
  });
  if (fault === "no answer") await page.clock.install();
}
test.describe("every call × {500, no answer, malformed 200}: said, and it works when tried again", () => {
  for (const fault of FAULTS) {
    test(`login ${fault}: said, what was typed kept; sent again, it signs in`, async ({ page, watch }) => {
      watch.allowErrors(FAILED_LOAD(500), /^\[vitrine\] /);
      let down = true;
      await failing(page, "**/account/login", fault, { loggedIn: "maybe" }, () => down);
      await page.goto(ACCOUNT_PAGES.login);
      await expect(page.locator("form[data-account-form]")).toHaveAttribute("novalidate", "");
      await page.getByLabel("Email").fill(CLIENT);
      await page.getByLabel("Password").fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      if (fault === "no answer") {
        await expect(page.locator("form[data-account-form]")).toHaveAttribute("aria-busy", "true"); // sent, no answer
        await page.clock.runFor(60_000); // past the form's timeout
      }
      await expect(status(page)).toHaveText("We could not sign you in just now. What you typed is kept: please try again.");
      await expect(page.getByLabel("Email")).toHaveValue(CLIENT);
      await expect(page.getByLabel("Password")).toHaveValue(DEMO_PASSWORD);
      down = false;
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/pages\/my-account\.html$/);
    });

    test(`my account's session check ${fault}: said with a retry that checks again`, async ({ page, baseURL, watch }) => {
      watch.allowErrors(FAILED_LOAD(500), /^\[vitrine\] /);
      await page.context().addCookies([{ name: LOGIN_COOKIE, value: "1", url: baseURL! }]);
      let down = true;
      await failing(page, "**/account/login-status", fault, { loggedIn: "maybe" }, () => down);
      await page.goto(ACCOUNT_PAGES.myAccount);
      const line = page.locator("[data-account-status]");
      if (fault === "no answer") {
        await expect(page.locator("[data-account-status][role=status]")).toBeAttached(); // hydrated, the check asked
        await page.clock.runFor(60_000); // past the check's timeout
      }
      await expect(line).toHaveText("We could not check that you are signed in. Try again");
      down = false;
      await line.getByRole("button", { name: "Try again" }).click();
      await expect(line).toHaveText("");
      await expect(line).toBeFocused(); // focus kept where the retry was
    });
  }
});

interface MarketCase {
  market: string;
  pages: { login: string; register: string; myAccount: string };
  /** §6 "Logged area": shown (enabled or not set) or not (disabled). */
  loggedArea: boolean;
  /** §9: the newsletter opt-in (not tr, th), the privacy statement (the country list), §5 the Korean over-19 consent. */
  blocks: { newsletter: boolean; privacy: boolean; over19: boolean };
  /** §5 person titles: the options after the placeholder, "(disabled)" when so. */
  titles: string[];
  deactivate: string;
  dir: "ltr" | "rtl";
}

const DEACTIVATE = "mailto:accounts@vitrine.example?subject=deactivate%20account";
const MARKETS: MarketCase[] = [
  {
    market: "it",
    pages: { login: "login", register: "register", myAccount: "my-account" },
    loggedArea: true,
    blocks: { newsletter: true, privacy: false, over19: false },
    titles: ["Sig.", "Sig.ra", "Sig.ra (coniugata)", "Preferisco non specificare"],
    deactivate: DEACTIVATE,
    dir: "ltr",
  },
  {
    market: "cn",
    pages: { login: "login_cn", register: "register_cn", myAccount: "my-account_cn" },
    loggedArea: true,
    blocks: { newsletter: true, privacy: false, over19: false },
    titles: ["先生", "女士", "不愿透露"],
    deactivate: "mailto:accounts-cn@vitrine.example?subject=deactivate%20account",
    dir: "ltr",
  },
  {
    market: "kr",
    pages: { login: "login", register: "register_kr", myAccount: "my-account_kr" },
    loggedArea: false,
    blocks: { newsletter: true, privacy: false, over19: true },
    titles: ["남성 고객님", "여성 고객님", "기혼 여성 고객님", "밝히지 않음"],
    deactivate: DEACTIVATE,
    dir: "ltr",
  },
  {
    market: "jp",
    pages: { login: "login", register: "register", myAccount: "my-account" },
    loggedArea: true,
    blocks: { newsletter: true, privacy: true, over19: false },
    titles: ["男性", "女性", "回答しない"],
    deactivate: DEACTIVATE,
    dir: "ltr",
  },
  {
    market: "tr",
    pages: { login: "login", register: "register", myAccount: "my-account" },
    loggedArea: false,
    blocks: { newsletter: false, privacy: true, over19: false },
    titles: ["Belirtmek istemiyorum (disabled)"],
    deactivate: DEACTIVATE,
    dir: "ltr",
  },
  {
    market: "kw",
    pages: { login: "login", register: "register", myAccount: "my-account" },
    loggedArea: true,
    blocks: { newsletter: true, privacy: true, over19: false },
    titles: ["السيد", "السيدة", "السيدة (متزوجة)", "أفضّل عدم الإفصاح"],
    deactivate: DEACTIVATE,
    dir: "rtl",
  },
];

const submitButton = (page: Page) => page.locator("[data-account] button[type=submit]");

for (const m of MARKETS) {
  test.describe(`market ${m.market}`, () => {
    test.use({ market: m.market });

    test(`register on ${m.pages.register} (titles, 16+, blocks), my account (${m.loggedArea ? "logged area" : "no logged area"}, deactivation), sign out, sign in on ${m.pages.login}`, async ({
      page,
      baseURL,
      watch,
    }) => {
      watch.allowErrors(FAILED_LOAD(400));
      await page.context().addCookies([{ name: NOW_COOKIE, value: "2026-06-15T08:00:00Z", url: baseURL! }]);
      await page.goto(`/pages/${m.pages.register}.html`);
      await expect(page.locator("form[data-account-form]")).toHaveAttribute("novalidate", "");
      await expect(page.locator("html")).toHaveAttribute("dir", m.dir);
      const options = await page
        .locator("#reg-title option")
        .evaluateAll((all) => all.slice(1).map((o) => `${o.textContent}${(o as HTMLOptionElement).disabled ? " (disabled)" : ""}`));
      expect(options).toEqual(m.titles);
      await expect(page.locator("[data-account-newsletter]")).toHaveCount(m.blocks.newsletter ? 1 : 0);
      await expect(page.locator("[data-account-privacy]")).toHaveCount(m.blocks.privacy ? 1 : 0);
      await expect(page.locator("[data-account-over19]")).toHaveCount(m.blocks.over19 ? 1 : 0);

      const email = `new-${m.market}@example.com`;
      await page.locator("#reg-first").fill("Lin");
      await page.locator("#reg-last").fill("Park");
      await page.locator("#reg-email").fill(email);
      await page.locator("#reg-password").fill("long-enough");
      await page.locator("#reg-birth").fill("2010-06-16"); // 16 tomorrow
      await idle(page); // the time service's today is known
      await submitButton(page).click();
      await expect(page.locator("[data-error-for=birthDate]")).not.toHaveText("");
      await expect(page.locator("#reg-birth")).toBeFocused();
      await page.locator("#reg-birth").fill("2010-06-15"); // 16 today
      if (m.blocks.over19) {
        await submitButton(page).click();
        await expect(page.locator("#reg-over19")).toBeFocused(); // the consent is required
        await page.locator("#reg-over19").check();
      }
      if (m.blocks.newsletter) await page.locator("#reg-newsletter").check();
      await submitButton(page).click();
      await expect(page).toHaveURL(new RegExp(`/pages/${m.pages.myAccount}\\.html$`));

      await expect(page.locator("[data-account-logged-area]")).toHaveCount(m.loggedArea ? 1 : 0);
      await expect(page.locator("a[data-account-deactivate]")).toHaveAttribute("href", m.deactivate);
      await idle(page);
      await page.locator("form[data-account-logout] button").click();
      await expect(page).toHaveURL(new RegExp(`/pages/${m.pages.login}\\.html$`));
      await page.locator("#login-email").fill(email);
      await page.locator("#login-password").fill("long-enough");
      await submitButton(page).click();
      await expect(page).toHaveURL(new RegExp(`/pages/${m.pages.myAccount}\\.html$`));
    });
  });
}

for (const market of ["it", "jp", "kw"]) {
  test.describe(`keyboard and axe (${market})`, () => {
    test.use({ market });

    test("login, my account and sign out by keyboard alone; no serious or critical axe finding on login, registration, my account", async ({
      page,
    }) => {
      await page.goto(ACCOUNT_PAGES.register);
      await idle(page);
      expect(await axeViolations(page, "[data-account]")).toEqual([]);
      await page.locator("[data-account] button[type=submit]").press("Enter"); // an empty registration: errors, summary
      await expect(page.locator("[data-form-summary]")).toBeVisible();
      expect(await axeViolations(page, "[data-account]")).toEqual([]);

      await page.goto(ACCOUNT_PAGES.login);
      await idle(page);
      expect(await axeViolations(page, "[data-account]")).toEqual([]);
      await page.locator("#login-email").focus();
      await page.keyboard.type(CLIENT);
      await page.keyboard.press("Tab");
      await expect(page.locator("#login-password")).toBeFocused();
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/pages\/my-account\.html$/);
      await idle(page);
      expect(await axeViolations(page, "[data-account]")).toEqual([]);
      const signOut = page.locator("form[data-account-logout] button");
      await signOut.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/pages\/login\.html$/);
    });
  });
}

test.describe("without JavaScript: the server's forms work", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong password comes back with its message; a login merges the bag and opens my account; sign out", async ({ page }) => {
    await page.goto(ACCOUNT_PAGES.login);
    expect(
      (await page.request.post("/cart/add", { form: { productId: CASES.sixColours.sizes[0]!.productId, quantity: "1" } })).status(),
    ).toBe(200);
    await page.getByLabel("Email").fill(CLIENT);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/pages\/login\.html\?error=invalid-credentials$/);
    await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
    await page.getByLabel("Email").fill(CLIENT);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/pages\/my-account\.html$/);
    await expect(page.getByText("Welcome, Ada")).toBeVisible();
    await expect(page.locator("[data-bag-count-value]")).toHaveText("2"); // the account's line and the guest's
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/pages\/login\.html$/);
    await expect(page.locator("[data-bag-count-value]")).toHaveText("0");
  });

  test("a registration under 16 is refused by the server and said; at 16 it opens my account", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: NOW_COOKIE, value: "2026-06-15T08:00:00Z", url: baseURL! }]);
    await page.goto(ACCOUNT_PAGES.register);
    await page.locator("#reg-first").fill("Lin");
    await page.locator("#reg-last").fill("Park");
    await page.locator("#reg-email").fill("lin@example.com");
    await page.locator("#reg-password").fill("long-enough");
    await page.locator("#reg-birth").fill("2010-06-16");
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please check the fields.");
    await page.locator("#reg-first").fill("Lin");
    await page.locator("#reg-last").fill("Park");
    await page.locator("#reg-email").fill("lin@example.com");
    await page.locator("#reg-password").fill("long-enough");
    await page.locator("#reg-birth").fill("2010-06-15");
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page).toHaveURL(/\/pages\/my-account\.html$/);
    await expect(page.getByText("Welcome, Lin")).toBeVisible();
  });
});

test("§6 showcase `login` hides the login and the registration blocks", async ({ page }) => {
  for (const path of [ACCOUNT_PAGES.login, ACCOUNT_PAGES.register]) {
    await page.goto(`${path}?showcase=login`);
    await idle(page);
    await expect(page.locator("[data-account]")).toBeHidden();
    await page.goto(path);
    await idle(page);
    await expect(page.locator("[data-account]")).toBeVisible();
  }
});

test.describe("without JavaScript: the server's title list (§5 Person title options by market)", () => {
  test.use({ javaScriptEnabled: false });
  const TITLES: Record<string, string[]> = {
    it: ["Sig.", "Sig.ra", "Sig.ra (coniugata)", "Preferisco non specificare"],
    cn: ["先生", "女士", "不愿透露"],
    jp: ["男性", "女性", "回答しない"],
    tr: ["Belirtmek istemiyorum (disabled)"],
  };
  for (const [market, titles] of Object.entries(TITLES))
    test(`${market}: ${titles.join(", ")}`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: "static-country", value: market, url: baseURL! }]);
      await page.goto(market === "cn" ? ACCOUNT_PAGES.registerCn : ACCOUNT_PAGES.register);
      const options = await page
        .locator("#reg-title option")
        .evaluateAll((all) => all.slice(1).map((o) => `${o.textContent}${(o as HTMLOptionElement).disabled ? " (disabled)" : ""}`));
      expect(options).toEqual(titles);
    });
});

test.describe("the account and wishlist code loads only where their markup is, and none of it loads React", () => {
  const chunk = (name: string) => new RegExp(`^/dist/chunks/${name}-[\\w-]+\\.js$`);
  /** Per page: whether the account's and the wishlist's code come (React never does on these pages). */
  const PAGES: ReadonlyArray<[path: string, account: boolean, wishlist: boolean]> = [
    [ACCOUNT_PAGES.login, true, false],
    [ACCOUNT_PAGES.register, true, false],
    [ACCOUNT_PAGES.myAccount, true, false],
    [ACCOUNT_PAGES.wishlist, false, true],
    [`${ACCOUNT_PAGES.shared}?items=VT10012`, false, true],
    ["/pages/listing.html", false, true], // the tiles' toggles
    ["/pages/listing.html?wishlist=0", false, false],
  ];
  for (const [path, account, wishlist] of PAGES)
    test(`${path}: account ${account ? "loads" : "never loads"}, wishlist ${wishlist ? "loads" : "never loads"}`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: LOGIN_COOKIE, value: "1", url: baseURL! }]); // my account shows its parts
      const scripts = scriptRequests(page);
      await page.goto(path);
      await page.waitForLoadState("load");
      await idle(page);
      const loaded = (name: string) => scripts.some((script) => chunk(name).test(script));
      expect(
        { account: loaded("account"), wishlist: loaded("wishlist"), react: loaded("react") || loaded("host") },
        scripts.join("\n"),
      ).toEqual({ account, wishlist, react: false });
    });
});
