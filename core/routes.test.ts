import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MARKET_CODES } from "../markets/markets";
import {
  PAGE_NAMES,
  accountPage,
  canonicalUrl,
  cardProviderPageNames,
  checkoutRedirect,
  checkoutStepPage,
  collapseProductsDoubleDot,
  isNewCheckout,
  pageUrl,
  productPath,
  proceedTarget,
  productSlug,
} from "./routes";

describe("§2 Configured pages linked from quick buy + §6 Guests and logged-in customers: proceed target", () => {
  it.each([
    [true, "checkout"],
    [false, "checkout-login"],
    [undefined, "checkout"], // the login check failed
  ] as const)("logged in %s → %s", (loggedIn, page) => expect(proceedTarget(loggedIn)).toBe(page));
});

describe("§2 Page names", () => {
  it("uses each page name as {page}.html under the site root", () => {
    expect(pageUrl("checkout-login", "/")).toBe("/checkout-login.html");
    expect(pageUrl(cardProviderPageNames("xpay")[1], "/it/it/")).toBe("/it/it/checkout_xpay_c.html");
    expect(pageUrl("shopping-bag", "/pages")).toBe("/pages/shopping-bag.html");
  });

  it("a configured page does not depend on the current page (resolved from /it/it/bags/x.html)", () => {
    const here = "https://shop.example/it/it/bags/x.html";
    expect(new URL(pageUrl("shopping-bag", "/it/it/"), here).pathname).toBe("/it/it/shopping-bag.html");
    expect(new URL(pageUrl("shopping-bag", "/"), here).pathname).toBe("/shopping-bag.html");
  });

  it("groups the spec table", () => {
    expect(PAGE_NAMES.checkout).toHaveLength(8);
    expect(PAGE_NAMES.cn).toContain("register_cn");
    expect(PAGE_NAMES.kr).toEqual(["my-account_kr", "register_kr"]);
    expect(PAGE_NAMES.account).toContain("logged-area");
    expect(PAGE_NAMES.others).toContain("storelocator");
  });

  it.each([
    ["checkout_c", true],
    ["checkout-login_cn_c", true],
    ["thank-you-new_c.html", true],
    ["checkout", false],
    ["checkout_cn", false],
    ["my-account_kr", false],
  ])("pages ending in _c are the new checkout: %s → %s", (name, expected) => {
    expect(isNewCheckout(name)).toBe(expected);
  });

  it("every static name ending in _c is a new checkout page", () => {
    const all = Object.values(PAGE_NAMES).flat();
    expect(all.filter(isNewCheckout)).toEqual(all.filter((n) => n.endsWith("_c")));
  });
});

describe("§2 Page names: the account pages of each market (cn: login_cn, register_cn, my-account_cn; kr: register_kr, my-account_kr)", () => {
  const own = { cn: ["login_cn", "register_cn", "my-account_cn"], kr: ["login", "register_kr", "my-account_kr"] } as const;
  it.each(MARKET_CODES.map((c) => [c, own[c as keyof typeof own] ?? ["login", "register", "my-account"]] as const))(
    "%s → %j",
    (c, pages) => {
      expect([accountPage("login", c), accountPage("register", c), accountPage("my-account", c)]).toEqual(pages);
    },
  );
});

describe("§2 Checkout redirects", () => {
  it.each<[string, string, string | undefined, string | null]>([
    // ae, jp, tw → card provider page
    ["/checkout.html", "ae", "xpay", "/checkout_xpay.html"],
    ["/checkout_it.html", "jp", "xpay", "/checkout_xpay.html"],
    ["/checkout_c.html", "tw", "xpay", "/checkout_xpay_c.html"],
    ["/checkout_it_c.html", "ae", "xpay", "/checkout_xpay_c.html"],
    ["/checkout.html", "ae", undefined, null],
    ["/checkout_c.html", "JP", "", null],
    // cn
    ["/checkout.html", "cn", undefined, "/checkout_cn.html"],
    ["/checkout_us.html", "cn", undefined, "/checkout_cn.html"],
    ["/checkout_c.html", "cn", undefined, "/checkout_cn_c.html"],
    ["/checkout_kr_c.html", "cn", undefined, "/checkout_cn_c.html"],
    ["/checkout_cn.html", "cn", undefined, null],
    ["/checkout_cn_c.html", "cn", undefined, null],
    // every other market
    ["/checkout_cn.html", "it", undefined, "/checkout.html"],
    ["/checkout_cn_c.html", "us", undefined, "/checkout_c.html"],
    ["/checkout_xy.html", "zz", undefined, "/checkout.html"],
    ["/checkout.html", "it", undefined, null],
    ["/checkout_c.html", "it", undefined, null],
    // not a checkout page, or not a 2-letter code
    ["/checkout-login.html", "cn", undefined, null],
    ["/checkout_xpay.html", "it", undefined, null],
    ["/shopping-bag.html", "ae", "xpay", null],
    // a path prefix is kept
    ["/it/it/checkout_us.html", "it", undefined, "/it/it/checkout.html"],
    // never off the site, whatever the address bar's path looks like
    ["//evil.example/checkout_xx.html", "it", undefined, null],
    ["//evil.example/checkout.html", "cn", undefined, null],
    ["//evil.example/checkout_c.html", "ae", "xpay", null],
    ["/\\evil.example/checkout_xx.html", "it", undefined, null],
    ["/%2F/evil.example/checkout_xx.html", "it", undefined, null],
  ])("%s in %s (provider %s) → %s", (path, country, provider, expected) => {
    expect(checkoutRedirect(path, country, provider)).toBe(expected);
  });

  it("never redirects to the current path and is stable after one redirect", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/checkout", "/checkout_it", "/checkout_cn", "/checkout_ab", "/checkout-login"),
        fc.boolean(),
        fc.constantFrom("it", "us", "cn", "ae", "jp", "tw", "kr", "xx"),
        fc.option(fc.constantFrom("xpay", "ab"), { nil: undefined }),
        (base, c, country, provider) => {
          const path = `${base}${c ? "_c" : ""}.html`;
          const target = checkoutRedirect(path, country, provider);
          if (target === null) return;
          expect(target).not.toBe(path);
          expect(isNewCheckout(target)).toBe(c);
          expect(checkoutRedirect(target, country, provider)).toBeNull();
        },
      ),
    );
  });
});

describe("§2 Page names: the page of each checkout step", () => {
  it.each<[Parameters<typeof checkoutStepPage>, string | undefined]>([
    [["checkout", "it", false], "checkout"],
    [["checkout", "us", true], "checkout_c"],
    [["checkout", "cn", false], "checkout_cn"],
    [["checkout", "CN", true], "checkout_cn_c"],
    [["checkout", "jp", false, "XPay"], "checkout_xpay"],
    [["checkout", "ae", true, "xpay"], "checkout_xpay_c"],
    [["checkout", "tw", false], undefined],
    [["checkout", "tw", false, "c"], undefined],
    [["login", "it", false], "checkout-login"],
    [["login", "kr", true], "checkout-login_c"],
    [["login", "cn", false], "checkout-login_cn"],
    [["login", "cn", true], "checkout-login_cn_c"],
    [["login", "jp", true, "xpay"], "checkout-login_c"],
    [["thank-you", "us", false], "thank-you-new"],
    [["thank-you", "it", true], "thank-you-new_c"],
    [["thank-you", "cn", false], "thank-you-new_cn"],
    [["thank-you", "cn", true], "thank-you-new_cn_c"],
    [["error", "us", false], "checkout-error-new"],
    [["error", "cn", true], "checkout-error-new_c"],
  ])("%j → %s", (args, expected) => {
    expect(checkoutStepPage(...args)).toBe(expected);
  });

  it("every step page is one the spec names", () => {
    const named = new Set<string>(Object.values(PAGE_NAMES).flat());
    for (const country of ["it", "cn", "kr"])
      for (const step of ["checkout", "login", "thank-you", "error"] as const)
        for (const c of [false, true]) expect(named.has(checkoutStepPage(step, country, c)!), `${step} ${country} ${c}`).toBe(true);
  });
});

describe("§2 Checkout redirects on page load: every market", () => {
  // The spec's table, written out for each of the 18 markets and a code that is none (it falls back to "every other").
  const PROVIDER = "xpay";
  const EXPECTED: Record<string, [plain: string | null, plainC: string | null, xx: string, xxC: string]> = {
    ae: ["/checkout_xpay.html", "/checkout_xpay_c.html", "/checkout_xpay.html", "/checkout_xpay_c.html"],
    jp: ["/checkout_xpay.html", "/checkout_xpay_c.html", "/checkout_xpay.html", "/checkout_xpay_c.html"],
    tw: ["/checkout_xpay.html", "/checkout_xpay_c.html", "/checkout_xpay.html", "/checkout_xpay_c.html"],
    cn: ["/checkout_cn.html", "/checkout_cn_c.html", "/checkout_cn.html", "/checkout_cn_c.html"],
    ...Object.fromEntries(
      ["it", "us", "au", "br", "gr", "hk", "kr", "kw", "sg", "ru", "tr", "th", "eu", "ca", "zz"].map((c) => [
        c,
        [null, null, "/checkout.html", "/checkout_c.html"],
      ]),
    ),
  };

  it("covers every market and an unknown code", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...MARKET_CODES, "zz"].sort());
  });

  it.each(Object.entries(EXPECTED))("%s", (country, [plain, plainC, xx, xxC]) => {
    expect(checkoutRedirect("/checkout.html", country, PROVIDER)).toBe(plain);
    expect(checkoutRedirect("/checkout_c.html", country, PROVIDER)).toBe(plainC);
    expect(checkoutRedirect("/checkout_xx.html", country, PROVIDER)).toBe(xx);
    expect(checkoutRedirect("/checkout_xx_c.html", country, PROVIDER)).toBe(xxC);
  });

  // Every page a shopper can land on, in every market and with every card provider name the configuration accepts
  // (including the ones that look like the page names' own suffixes): at most one redirect, then none.
  const PROVIDERS = [undefined, "xpay", "ab", "cn", "c", "C", "c-1", "x"];
  const PAGES = [
    ...Object.values(PAGE_NAMES).flat(),
    ...PROVIDERS.flatMap((p) => (p ? cardProviderPageNames(p.toLowerCase()) : [])),
    ...["it", "us", "cn", "jp", "xx", "c_"].flatMap((xx) => [`checkout_${xx}`, `checkout_${xx}_c`]),
  ].map((name) => `/pages/${name}.html`);

  it.each([...MARKET_CODES, "zz"])("no redirect loop in %s, for any page name and card provider", (country) => {
    for (const provider of PROVIDERS)
      for (const path of PAGES) {
        const target = checkoutRedirect(path, country, provider);
        if (target === null) continue;
        expect(target, `${path} (${provider})`).not.toBe(path);
        expect(isNewCheckout(target), `${path} → ${target} keeps its version`).toBe(isNewCheckout(path));
        expect(checkoutRedirect(target, country, provider), `${path} → ${target} (${provider}) redirects again`).toBeNull();
      }
  });
});

const SLUG_CHARS =
  /^[\w\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\uff70\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Latin}]+$/u;

// Case mappings, combining marks, conjoining jamo, compatibility ideographs, kana marks.
const TRICKY = fc.constantFrom(..."aZ _-.!\t\u00a0İẞÉé\u0301\u0307\u1100\u1161\u11a8ᄀ가\uf900漢ひカーｰ・Жж★/");

describe("§2 Product page slug", () => {
  it.each<[string | null | undefined, string]>([
    ["Leather Bag", "leather_bag"],
    ["Tote, 35cm!", "tote_35cm"],
    ["Écharpe en laine", "écharpe_en_laine"],
    ["Sac à main – édition", "sac_à_main__édition"],
    ["ハンドバッグ", "ハンドバッグ"],
    ["ブーツ", "ブーツ"],
    ["包 手提", "包_手提"],
    ["가방", "가방"],
    ["Сумка Кожа", "сумка_кожа"],
    ["e\u0301te\u0301", "été"], // decomposed accents are composed first
    ["", "no-name"],
    [null, "no-name"],
    [undefined, "no-name"],
    ["   ", "no-name"],
    // a name whose characters are all removed gives an empty slug, not no-name
    ["★★★", ""],
    ["!?", ""],
    // only the space becomes an underscore; other whitespace is removed like any other character
    ["Tote\tBag", "totebag"],
    ["Tote\u00a0Bag", "totebag"],
    ["Tote\nBag  Mini", "totebag__mini"],
  ])("%s → %s", (name, slug) => {
    expect(productSlug(name)).toBe(slug);
  });

  it("only contains allowed characters, no whitespace, is no-name only for no name, and is idempotent", () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: TRICKY }))), (name) => {
        const slug = productSlug(name);
        expect(slug).not.toMatch(/\s/);
        if (!name?.trim()) {
          expect(slug).toBe("no-name");
          return;
        }
        if (slug === "") return;
        expect(slug).toMatch(SLUG_CHARS);
        expect(productSlug(slug)).toBe(slug);
      }),
      { numRuns: 300 },
    );
  }, 30_000); // 300 runs of \p{Script} regexes take seconds on a busy shared machine

  it.each<[string | null | undefined, string, string]>([
    ["Leather Bag", "1A2B3C", "/products.leather_bag.1A2B3C"],
    [null, "X1", "/products.no-name.X1"],
    ["", "X1", "/products.no-name.X1"],
    // the slug comes out empty: the double dot after /products collapses
    ["★★★", "X1", "/products.X1"],
    ["...", "X1", "/products.X1"],
  ])("builds /products.{name_slug}.{uniquePartNumber}: %s, %s → %s", (name, upn, path) => {
    expect(productPath(name, upn)).toBe(path);
  });

  it.each([
    ["/products..bag.1A", "/products.bag.1A"],
    ["/products...1A", "/products.1A"],
    ["/products.bag.1A", "/products.bag.1A"],
    ["/it/products..bag", "/it/products.bag"],
    ["https://shop.example/it/it/products..1A.html", "https://shop.example/it/it/products.1A.html"],
    ["/a/products..x/products..y", "/a/products.x/products.y"],
    ["/productsx..bag", "/productsx..bag"],
    ["/products/..bag", "/products/..bag"],
  ])("collapses a double dot after /products: %s → %s", (path, expected) => {
    expect(collapseProductsDoubleDot(path)).toBe(expected);
  });
});

describe("§3 Product canonicalUrl", () => {
  it.each([
    ["/products.bag&amp;belt.1A", "/products.bag_belt.1A"],
    ["/products.l&#39;atelier.1A", "/products.l_atelier.1A"],
    ["/products.l&#x27;atelier.1A", "/products.l_atelier.1A"],
    ["/products.caf&eacute;.1A", "/products.caf_.1A"],
    ["/search?a=1&b=2", "/search?a=1&b=2"],
  ])("%s → %s", (url, expected) => {
    expect(canonicalUrl(url)).toBe(expected);
  });
});
