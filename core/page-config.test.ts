// vitrine.init(): typed by the configuration schema, merged at every depth (README "JavaScript API").
import { afterEach, describe, expect, it } from "vitest";
import { getPageConfig, mergePageConfig, readConfigBlock, setPageConfig, type PageConfigInput } from "./page-config";
import { resolveSiteConfig } from "./config";

afterEach(() => {
  setPageConfig({ user: {}, market: {}, showcase: {} });
  document.body.innerHTML = "";
});

describe("mergePageConfig (vitrine.init)", () => {
  it("merges nested objects: init({user:{vic:true}}) keeps user.loggedIn", () => {
    mergePageConfig({ user: { loggedIn: true } });
    mergePageConfig({ user: { vic: true } });
    expect(getPageConfig()["user"]).toEqual({ loggedIn: true, vic: true });
    expect(resolveSiteConfig(getPageConfig(), "", "https://shop.example").config.user).toEqual({ loggedIn: true, vic: true });
  });

  it("merges two levels down (market.taxConfiguration) and replaces arrays", () => {
    mergePageConfig({ market: { taxConfiguration: { salesTaxLabel: "VAT" } }, configurator: { inStoreSkus: ["A", "B"] } });
    mergePageConfig({ market: { taxConfiguration: { totalTaxLabel: "Tax" } }, configurator: { inStoreSkus: ["C"] } });
    expect(getPageConfig()["market"]).toEqual({ taxConfiguration: { salesTaxLabel: "VAT", totalTaxLabel: "Tax" } });
    expect(getPageConfig()["configurator"]).toEqual({ inStoreSkus: ["C"] });
  });

  it("never writes the prototype", () => {
    mergePageConfig(JSON.parse('{"__proto__":{"polluted":true},"user":{"__proto__":{"polluted":true}}}') as PageConfigInput);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  it("keeps the JSON block's nested fields under a later init", () => {
    document.body.innerHTML = `<script type="application/json" id="vitrine-config">{"user":{"loggedIn":true}}</script>`;
    expect(readConfigBlock()).toBeUndefined();
    mergePageConfig({ user: { vic: true } });
    expect(getPageConfig()["user"]).toEqual({ loggedIn: true, vic: true });
  });

  it("is typed by the configuration schema: a misspelt or mistyped field does not compile", () => {
    // @ts-expect-error misspelt field
    const misspelt: PageConfigInput = { user: { loggedin: true } };
    // @ts-expect-error wrong type
    const mistyped: PageConfigInput = { stockService: "warehouse" };
    expect([misspelt, mistyped]).toHaveLength(2);
  });
});
