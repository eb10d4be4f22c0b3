// The classic loader finds vitrine.js beside itself, or in the public path a clientlib template configures.
import { afterEach, describe, expect, it } from "vitest";
import { vitrineEntryUrl } from "./public-path";

function loaderScript(src: string, publicPath?: string): HTMLScriptElement {
  const script = document.createElement("script");
  script.src = src;
  if (publicPath !== undefined) script.dataset["vitrinePublicPath"] = publicPath;
  return script;
}

afterEach(() => (document.head.innerHTML = ""));

describe("vitrineEntryUrl", () => {
  it("defaults to the loader's own folder", () => {
    expect(vitrineEntryUrl(loaderScript("https://shop.example/dist/vitrine-loader.js"))).toBe("https://shop.example/dist/vitrine.js");
  });

  it.each([
    ["/etc.clientlibs/vitrine/resources/", `${location.origin}/etc.clientlibs/vitrine/resources/vitrine.js`], // against the page
    ["/etc.clientlibs/vitrine/resources", `${location.origin}/etc.clientlibs/vitrine/resources/vitrine.js`],
    ["https://cdn.example/vitrine/1.2.0/", "https://cdn.example/vitrine/1.2.0/vitrine.js"],
  ])("data-vitrine-public-path=%j on a combined clientlib → %s", (publicPath, url) => {
    expect(vitrineEntryUrl(loaderScript("https://shop.example/etc.clientlibs/site/clientlib-site.min.js", publicPath))).toBe(url);
  });

  it("reads <meta name=vitrine-public-path> when the script tag carries no attribute", () => {
    document.head.innerHTML = `<meta name="vitrine-public-path" content="https://shop.example/etc.clientlibs/vitrine/resources/">`;
    expect(vitrineEntryUrl(loaderScript("https://shop.example/etc.clientlibs/site/clientlib-site.min.js"))).toBe(
      "https://shop.example/etc.clientlibs/vitrine/resources/vitrine.js",
    );
  });
});
