import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MARKET_CODES, markets } from "../markets/markets";
import { readCookie } from "./cookies";
import { SHOWCASE_FEATURES, resolveSiteConfig, selectMarket } from "./config";

const ORIGIN = "https://shop.example";

describe("§1 Market selection: static-country", () => {
  it.each([
    ["", "it"],
    ["static-country=us", "us"],
    ["a=1; static-country=KW; b=2", "kw"],
    ["static-country= jp ", "jp"],
    ["static-country=fr", "it"],
    ["static-country=", "it"],
    ["static-country=%E0%A4%A", "it"], // malformed escape
    ["static-country=__proto__", "it"],
    ["static-country=constructor", "it"],
    ["xstatic-country=us", "it"],
    ['static-country="br"', "br"],
  ])("%j → %s", (cookie, country) => {
    expect(selectMarket(cookie).country).toBe(country);
  });
});

describe("§1 Market selection: static-lang", () => {
  it.each([
    ["static-country=us", "en"],
    ["static-country=kw", "ar"],
    ["static-country=hk; static-lang=en", "en"],
    ["static-country=cn; static-lang=zh_Hant", "zh-Hant"],
    ["static-lang=pt-BR", "pt-BR"],
    ["static-lang=<script>", "it"],
    ["static-lang=english-please", "it"],
    ["static-lang=", "it"],
  ])("%j → %s", (cookie, language) => {
    expect(selectMarket(cookie).language).toBe(language);
  });
});

describe("Cookies", () => {
  it.each([
    ["a=1; b=2", "b", "2"],
    ["a=1;b=x%20y", "b", "x y"],
    ["a=1; a=2", "a", "1"],
    ["a=%E0%A4%A", "a", undefined],
    ["a", "a", undefined],
    ["b=1", "a", undefined],
    ["a==x", "a", "=x"],
  ])("%j[%s] → %j", (cookie, name, value) => {
    expect(readCookie(cookie, name)).toBe(value);
  });

  it("property: readCookie never throws; selectMarket always yields a configured market", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (cookie, name) => {
        readCookie(cookie, name);
        const { country, language } = selectMarket(cookie);
        expect(MARKET_CODES).toContain(country);
        expect(typeof language).toBe("string");
        const withCountry = selectMarket(`static-country=${cookie}; static-lang=${name}`);
        expect(MARKET_CODES).toContain(withCountry.country);
      }),
    );
  });
});

describe("§1 Market selection: page configuration merge", () => {
  it("defaults", () => {
    const { config, issues } = resolveSiteConfig(undefined, "", ORIGIN);
    expect(issues).toEqual([]);
    expect(config).toMatchObject({
      country: "it",
      language: "it",
      serviceHost: ORIGIN,
      apiDomain: ORIGIN,
      contentPath: "",
      siteRoot: "/",
      cache: true,
      user: { loggedIn: false, vic: false },
      inStore: false,
    });
    expect(config.market).toEqual(markets.it);
    expect(config).not.toHaveProperty("cardProvider");
    // §9 "Payment": environment test, 3-D Secure off; §9 "Timings": the payment widget's 5000 ms.
    expect(config.payments).toEqual({ environment: "test", threeDSecure: false, scripts: {}, walletReadinessMs: 1500 });
    expect(config.scriptTimeoutMs).toBe(5000);
    expect(config.checkout).toEqual({ orderTimeoutMs: 30000, addressSuggestionsUri: "/checkout/address-suggestions" });
  });

  it("an invalid element of a list is dropped alone, reported once (the list's other items stay)", () => {
    const { config, issues } = resolveSiteConfig(
      { market: { paymentMethods: ["card", "cash"], decimals: 1 } },
      "static-country=us",
      ORIGIN,
    );
    expect(issues).toEqual([
      'market.paymentMethods.1: expected one of "card", "phoneWallet", "searchWallet", "onlineWallet", "koreanGateway", "messengerPay"',
    ]);
    expect(config.market.paymentMethods).toEqual(["card"]);
    expect(config.market.decimals).toBe(1);
  });

  it("payments and checkout settings from the page", () => {
    const { config, issues } = resolveSiteConfig(
      {
        payments: { environment: "live", threeDSecure: true, scripts: { card: "https://pay.example/card.js", phoneWallet: "/w.js" } },
        checkout: { orderTimeoutMs: 2000 },
        market: { paymentMethods: ["card"] },
      },
      "static-country=us",
      ORIGIN,
    );
    expect(issues).toEqual([]);
    expect(config.payments).toMatchObject({
      environment: "live",
      threeDSecure: true,
      scripts: { card: "https://pay.example/card.js", phoneWallet: "/w.js" },
    });
    expect(config.checkout.orderTimeoutMs).toBe(2000);
    expect(config.market.paymentMethods).toEqual(["card"]);
  });

  it("page values win; market overrides merge deeply; siteConfig wins last", () => {
    const { config, issues } = resolveSiteConfig(
      {
        serviceHost: "https://api.example/",
        contentPath: "/it/it/collection",
        siteRoot: "/it/it/",
        cache: false,
        user: { vic: true },
        inStore: true,
        cardProvider: "acme",
        market: { decimals: 0, taxConfiguration: { totalTaxLabel: "IVA" }, siteConfig: { storeId: "fromMarket", brand: "b" } },
        siteConfig: { storeId: "fromSite" },
      },
      "static-country=jp",
      ORIGIN,
    );
    expect(issues).toEqual([]);
    expect(config).toMatchObject({
      country: "jp",
      siteRoot: "/it/it/",
      serviceHost: "https://api.example",
      apiDomain: "https://api.example",
      cache: false,
      user: { loggedIn: false, vic: true },
      inStore: true,
      cardProvider: "acme",
    });
    expect(config.market.decimals).toBe(0);
    expect(config.market.taxConfiguration).toEqual({ ...markets.jp.taxConfiguration, totalTaxLabel: "IVA" });
    expect(config.market.siteConfig).toEqual({ ...markets.jp.siteConfig, brand: "b", storeId: "fromSite" });
    expect(markets.jp.decimals).toBe(0); // defaults are not mutated
    expect(markets.jp.siteConfig.storeId).toBe("vitrineStore-JP");
  });

  it.each([
    [{ showcase: { price: "yes" } }, ["showcase.price: expected boolean"]],
    [{ showcase: true }, ["showcase: expected object"]],
    [{ cache: "no" }, ["cache: expected boolean"]],
    [{ serviceHost: "javascript:alert(1)" }, ["serviceHost: expected an http(s) URL"]],
    [{ contentPath: "//evil.example/x" }, ["contentPath: expected a path starting with a single /"]],
    [{ siteRoot: "//evil.example/" }, ["siteRoot: expected a path starting with a single / and ending with /"]],
    [{ siteRoot: "/it/it" }, ["siteRoot: expected a path starting with a single / and ending with /"]],
    [{ siteRoot: "it/it/" }, ["siteRoot: expected a path starting with a single / and ending with /"]],
    [{ siteRoot: "/\\evil.example/" }, ["siteRoot: expected a path starting with a single / and ending with /"]],
    [
      { market: { decimals: "2", currencyPosition: "left" } },
      ['market.currencyPosition: expected one of "before", "after"', "market.decimals: expected number"],
    ],
    [{ market: { instalments: { min: 1.5 } } }, ["market.instalments.min: expected integer"]],
    [{ cardProvider: "../x" }, ["cardProvider: expected letters, digits or '-'"]],
    [
      { payments: { scripts: { card: "http://pay.example/card.js" } } },
      ["payments.scripts.card: expected an https URL or a path starting with a single /"],
    ],
    [{ payments: { environment: "prod" } }, ['payments.environment: expected one of "test", "live"']],
    [
      { checkout: { addressSuggestionsUri: "//evil.example/x" } },
      ["checkout.addressSuggestionsUri: expected a path starting with a single /"],
    ],
    [{ cardProvider: "C" }, ["cardProvider: 'c' names the new checkout (`checkout_c.html`), not a card provider"]],
    ["not an object", ["page: expected object"]],
    [[1, 2], ["page: expected object"]],
  ])("%j → issues %j, defaults kept", (page, expected) => {
    const { config, issues } = resolveSiteConfig(page, "", ORIGIN);
    expect(issues).toEqual(expected);
    expect(config.cache).toBe(true);
    expect(config.serviceHost).toBe(ORIGIN);
    expect(config.contentPath).toBe("");
    expect(config.siteRoot).toBe("/");
    expect(config.market).toEqual(markets.it);
    expect(Object.values(config.showcase).every((v) => v === false)).toBe(true);
  });

  it("messages: the server's dictionary, strings or plural forms; a malformed entry is reported", () => {
    const messages = { madeToOrder: "Su ordinazione", colourCount: { one: "{count} tinta", other: "{count} tinte" } };
    expect(resolveSiteConfig({ messages }, "static-country=it", ORIGIN).config.messages).toEqual(messages);
    expect(resolveSiteConfig(undefined, "", ORIGIN).config.messages).toEqual({});
    const { config, issues } = resolveSiteConfig({ messages: { loadMore: 3 }, cache: false }, "", ORIGIN);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^messages/);
    expect(config.cache).toBe(false);
  });

  it("keeps the valid siblings of an invalid field", () => {
    const { config, issues } = resolveSiteConfig({ showcase: { price: 1, login: true }, cache: false }, "", ORIGIN);
    expect(issues).toEqual(["showcase.price: expected boolean"]);
    expect(config.showcase.login).toBe(true);
    expect(config.cache).toBe(false);
  });

  it("a bad item of a list drops that item alone, reported once; the rest of the list and of the page is kept", () => {
    const { config, issues } = resolveSiteConfig(
      {
        cache: false,
        share: [
          { network: "facebook", template: "https://www.facebook.com/sharer/sharer.php?u={url}" },
          { network: "x", template: "javascript:alert({url})" },
          { network: "whatsapp", template: "https://wa.me/?text={title}%20{url}" },
          { network: "Bad Name", template: "https://share.example/?u={url}" },
        ],
        configurator: { inStoreSkus: ["CFG-1", "not a sku!", "CFG-2"] },
      },
      "",
      ORIGIN,
    );
    expect(issues).toEqual([
      "configurator.inStoreSkus.1: Invalid string: must match pattern /^[\\w.-]+$/",
      "share.1.template: expected an http(s) URL template",
      "share.3.network: Invalid string: must match pattern /^[a-z0-9-]{1,32}$/",
    ]);
    expect(config.share).toEqual([
      { network: "facebook", template: "https://www.facebook.com/sharer/sharer.php?u={url}" },
      { network: "whatsapp", template: "https://wa.me/?text={title}%20{url}" },
    ]);
    expect(config.configurator.inStoreSkus).toEqual(["CFG-1", "CFG-2"]);
    expect(config.cache).toBe(false);
  });

  it("never throws on hostile input", () => {
    const hostile = Object.defineProperty({}, "cache", {
      enumerable: true,
      get: () => {
        throw new Error("boom");
      },
    });
    const { config, issues } = resolveSiteConfig(hostile, "", ORIGIN);
    expect(config.cache).toBe(true);
    expect(issues[0]).toMatch(/^page: unreadable/);
    expect(
      resolveSiteConfig(JSON.parse('{"__proto__": {"polluted": true}, "market": {"__proto__": {"x": 1}}}'), "", ORIGIN).issues,
    ).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("§6 Showcase mode", () => {
  it("all flags are off by default", () => {
    const { showcase } = resolveSiteConfig({}, "", ORIGIN).config;
    expect(Object.keys(showcase).sort()).toEqual([...SHOWCASE_FEATURES].sort());
    expect(Object.values(showcase)).not.toContain(true);
  });

  it.each(SHOWCASE_FEATURES)("per-feature flag %s only turns on that feature", (feature) => {
    const { showcase } = resolveSiteConfig({ showcase: { [feature]: true } }, "", ORIGIN).config;
    for (const f of SHOWCASE_FEATURES) expect(showcase[f]).toBe(f === feature);
  });

  it.each([
    [{ all: true }, true],
    [{ all: true, price: false }, true], // site-wide wins
    [{ all: false }, false],
  ])("%j → every feature %s", (flags, on) => {
    const { showcase } = resolveSiteConfig({ showcase: flags }, "", ORIGIN).config;
    expect(Object.values(showcase).every((v) => v === on)).toBe(true);
  });
});

describe("§6 Roles: user flags", () => {
  it.each([
    [{}, { loggedIn: false, vic: false }],
    [{ user: { loggedIn: true } }, { loggedIn: true, vic: false }],
    [{ user: { vic: true, loggedIn: true } }, { loggedIn: true, vic: true }],
  ])("%j → %j", (page, user) => {
    expect(resolveSiteConfig(page, "", ORIGIN).config.user).toEqual(user);
  });
});

describe("the authenticity feature's and the return portal's configuration (§7, §9)", () => {
  it("defaults: every host the page's own, production, the short name Aura", () => {
    const { config, issues } = resolveSiteConfig({ apiDomain: "https://api.shop.example" }, "", ORIGIN);
    expect(issues).toEqual([]);
    expect(config.authenticity).toEqual({
      serviceName: "Aura",
      tagDataHost: ORIGIN,
      gatewayDomain: { production: "https://api.shop.example", development: "https://api.shop.example" },
      environment: "production",
      uri: "product-experience",
      certificateOrigins: [],
    });
    expect(config.returnPortalOrigins).toEqual([]);
  });

  it("the page's values, trailing slashes dropped", () => {
    const { config, issues } = resolveSiteConfig(
      {
        authenticity: {
          serviceName: "Certa",
          tagDataHost: "https://nfc.example/",
          gatewayDomain: { production: "https://gw.example", development: "https://gw-dev.example/" },
          environment: "development",
          uri: "v2/experience",
          certificateOrigins: ["https://docs.example"],
        },
        returnPortal: { origins: ["https://returns.example"] },
      },
      "",
      ORIGIN,
    );
    expect(issues).toEqual([]);
    expect(config.authenticity).toMatchObject({
      serviceName: "Certa",
      tagDataHost: "https://nfc.example",
      gatewayDomain: { production: "https://gw.example", development: "https://gw-dev.example" },
      environment: "development",
      uri: "v2/experience",
    });
    expect(config.returnPortalOrigins).toEqual(["https://returns.example"]);
  });

  it.each([
    [{ authenticity: { serviceName: "aura" } }, "authenticity.serviceName: expected a capitalised short name"],
    [{ authenticity: { tagDataHost: "javascript:alert(1)" } }, "authenticity.tagDataHost: expected an http(s) URL"],
    [{ authenticity: { environment: "staging" } }, 'authenticity.environment: expected one of "production", "development"'],
    [{ authenticity: { uri: "//evil.example/x" } }, "authenticity.uri: expected a path"],
    [{ returnPortal: { origins: ["ftp://returns.example"] } }, "returnPortal.origins.0: expected an http(s) URL"],
  ])("a bad value is reported and its default used: %j", (page, issue) => {
    const { config, issues } = resolveSiteConfig(page, "", ORIGIN);
    expect(issues).toEqual([issue]);
    expect(config.authenticity.serviceName).toBe("Aura");
    expect(config.returnPortalOrigins).toEqual([]);
  });
});
