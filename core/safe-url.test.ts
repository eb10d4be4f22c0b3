import { describe, expect, it } from "vitest";
import { allowedUrl, imageSource, sameOriginPath } from "./safe-url";

const BASE = "https://shop.example/pages/listing.html?page=2";

describe("sameOriginPath: only same-origin URLs pass", () => {
  it.each<[string, string]>([
    ["/products.bag.VT1", "/products.bag.VT1"],
    ["products.x", "/pages/products.x"],
    ["./shopping-bag.html", "/pages/shopping-bag.html"],
    ["../products.bag.VT1", "/products.bag.VT1"],
    ["https://shop.example/products.bag.VT1", "/products.bag.VT1"],
    ["HTTPS://SHOP.EXAMPLE/products.bag.VT1", "/products.bag.VT1"],
    ["/search.html?q=silk&page=2#PN=VT1", "/search.html?q=silk&page=2#PN=VT1"],
    ["?page=3", "/pages/listing.html?page=3"],
    ["#look-id=L7", "/pages/listing.html?page=2#look-id=L7"],
    ["  /products.bag.VT1\n", "/products.bag.VT1"],
    ["%2F%2Fhost", "/pages/%2F%2Fhost"], // a file name in this folder, not a host
    ["/products.%C3%A9t%C3%A9.VT1", "/products.%C3%A9t%C3%A9.VT1"],
  ])("%j → %j", (value, expected) => {
    expect(sameOriginPath(value, BASE)).toBe(expected);
  });

  it.each([
    "//evil.example/x",
    "///evil.example/x",
    "/\\evil.example/x",
    "\\\\evil.example/x",
    "\\/evil.example/x",
    "https://evil.example/x",
    "http://shop.example/x", // another scheme is another origin
    "https://shop.example:8443/x",
    "https://shop.example.evil.example/x",
    "https://shop.example@evil.example/x",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "JavaScript:alert(1)",
    " java\nscript:alert(1)",
    "java\tscript:alert(1)",
    "\u0000javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "DATA:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "\t//evil.example/x",
    "\n//evil.example/x",
    " //evil.example/x",
    "\u001f//evil.example/x",
    "/\t/evil.example/x",
    "/%2F/evil.example/x",
    "/%2f%2fevil.example/x",
    "/%5Cevil.example/x",
    "/%5cevil.example/x",
    "/%2F%2Fevil.example/x",
    "",
    "   ",
    "http://[::1",
  ])("%j → null", (value) => {
    expect(sameOriginPath(value, BASE)).toBeNull();
  });

  it.each([null, undefined, 42, {}])("a non-string (%j) → null", (value) => {
    expect(sameOriginPath(value, BASE)).toBeNull();
  });

  it("resolves against the current page by default", () => {
    expect(sameOriginPath("products.x")).toBe(new URL("products.x", location.href).pathname);
    expect(sameOriginPath("//evil.example/x")).toBeNull();
  });
});

describe("allowedUrl: same origin, or https on an allowed origin", () => {
  const BASE = "https://shop.example/it/it/authenticity.html";
  const ALLOWED = ["https://docs.example.com", "https://lab.example.org/ignored/path"];
  it.each([
    ["/certificates/c1.pdf", "https://shop.example/certificates/c1.pdf"],
    ["https://shop.example/a.pdf?x=1#p", "https://shop.example/a.pdf?x=1#p"],
    ["https://docs.example.com/coc/VT1.pdf", "https://docs.example.com/coc/VT1.pdf"],
    ["https://lab.example.org/gia/123.pdf", "https://lab.example.org/gia/123.pdf"],
    ["http://docs.example.com/coc/VT1.pdf", null], // another host over http
    ["https://docs.example.com.evil.test/a.pdf", null],
    ["https://user:pw@docs.example.com/a.pdf", null],
    ["https://evil.test/a.pdf", null],
    ["//evil.test/a.pdf", null],
    ["javascript:alert(1)", null],
    ["data:application/pdf;base64,AAAA", null],
    ["", null],
    [42, null],
  ])("%j → %j", (value, expected) => {
    expect(allowedUrl(value, ALLOWED, BASE)).toBe(expected);
  });

  it("an unreadable allowed origin allows nothing", () => {
    expect(allowedUrl("https://docs.example.com/a.pdf", ["not a url"], BASE)).toBeNull();
  });
});

describe("imageSource: a same-origin path or an https image", () => {
  const base = "https://shop.example/it/page.html";
  it.each([
    ["/assets/img/1.svg", "/assets/img/1.svg"],
    ["https://cdn.example/img/1.jpg?w=400", "https://cdn.example/img/1.jpg?w=400"],
    ["https://shop.example/img/1.jpg", "/img/1.jpg"],
    ["http://cdn.example/img/1.jpg", null],
    ["javascript:alert(1)", null],
    ["data:image/svg+xml,<svg onload=alert(1)>", null],
    ["//evil.example/x.png", null],
    ["", null],
    [42, null],
  ])("%j → %j", (value, expected) => expect(imageSource(value, base)).toBe(expected));
});
