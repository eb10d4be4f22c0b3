// §7 "Product data": the two commerce-platform modes.
import { describe, expect, it } from "vitest";
import { isLegacyMode, productDataRequest } from "./product-data";
import { resolveSiteConfig } from "./config";

describe("isLegacyMode (§7: legacy when the parameter is false, or the new architecture is off and it is not true)", () => {
  it.each([
    ["false", true, true],
    ["false", false, true],
    ["true", false, false],
    ["true", true, false],
    [null, false, true],
    [null, true, false],
    ["yes", false, true],
    ["yes", true, false],
  ] as const)("param %j, new architecture %j → legacy %j", (param, newArchitecture, legacy) => {
    expect(isLegacyMode(param, newArchitecture)).toBe(legacy);
  });
});

describe("productDataRequest", () => {
  const it_ = resolveSiteConfig(
    { apiDomain: "https://api.example.com", legacyStoreId: "10151" },
    "static-country=it",
    "https://shop.example.com",
  ).config;
  const kr = resolveSiteConfig({ newArchitecture: true }, "static-country=kr", "https://shop.example.com").config;

  it("legacy (it): the market's LangId, the given storeId, and WCStoreId", () => {
    expect(productDataRequest("VT1", it_, "")).toEqual({
      url: "https://api.example.com/product-data",
      query: { partNumber: "VT1", LangId: -4, storeId: "10151", WCStoreId: "10151" },
    });
  });

  it("new (kr, new architecture on): localeISO and {brand}Store-{COUNTRY}, no WCStoreId", () => {
    expect(productDataRequest("VT2", kr, "")).toEqual({
      url: "https://shop.example.com/product-data",
      query: { partNumber: "VT2", LangId: "ko_KR", storeId: "vitrineStore-KR" },
    });
  });

  it("the URL's parameter overrides the architecture both ways", () => {
    expect(productDataRequest("VT1", it_, "?newCommerce=true").query).toEqual({
      partNumber: "VT1",
      LangId: "it_IT",
      storeId: "vitrineStore-IT",
    });
    expect(productDataRequest("VT2", kr, "?newCommerce=false").query).toMatchObject({ LangId: expect.any(Number), WCStoreId: "10151" });
  });
});
