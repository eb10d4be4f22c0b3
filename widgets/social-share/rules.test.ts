// §9 "Social sharing": templates with {url} and {title}, encoded; only http(s) targets on the template's own host.
import { describe, expect, it } from "vitest";
import { networkName, pageToShare, shareHref } from "./rules";

const page = { url: "https://shop.example/products.bag.VT1?colour=red&size=40", title: 'Bag & belt: 50% "off" #sale' };

describe("shareHref", () => {
  it.each([
    [
      "https://www.facebook.com/sharer/sharer.php?u={url}",
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fproducts.bag.VT1%3Fcolour%3Dred%26size%3D40",
    ],
    [
      "https://x.com/intent/post?url={url}&text={title}",
      "https://x.com/intent/post?url=https%3A%2F%2Fshop.example%2Fproducts.bag.VT1%3Fcolour%3Dred%26size%3D40&text=Bag%20%26%20belt%3A%2050%25%20%22off%22%20%23sale",
    ],
    ["https://wa.me/?text={title}", "https://wa.me/?text=Bag%20%26%20belt%3A%2050%25%20%22off%22%20%23sale"],
    ["http://share.example/{title}", "http://share.example/Bag%20%26%20belt%3A%2050%25%20%22off%22%20%23sale"],
  ])("%s", (template, want) => expect(shareHref(template, page)).toBe(want));

  it.each([
    ["javascript:alert(1)//{url}"],
    ["JAVASCRIPT:alert({title})"],
    ["data:text/html,{title}"],
    ["mailto:?body={url}"],
    ["//evil.example/?u={url}"],
    ["https://{url}"],
    ["https://{title}.example/"],
    ["https://user:pass@share.example/?u={url}"],
    ["not a url {url}"],
    [""],
  ])("refuses %j", (template) => expect(shareHref(template, page)).toBeNull());

  it("a hostile title cannot add a parameter, a fragment or leave the host", () => {
    const hostile = { url: "https://shop.example/", title: "x&u=https://evil.example/#@evil.example/\u0000" };
    const href = shareHref("https://share.example/post?text={title}&u={url}", hostile)!;
    const parsed = new URL(href);
    expect(parsed.host).toBe("share.example");
    expect(parsed.hash).toBe("");
    expect(parsed.searchParams.getAll("u")).toEqual(["https://shop.example/"]);
    expect(parsed.searchParams.get("text")).toBe(hostile.title);
  });
});

describe("pageToShare: a same-origin URL of the element, else this page; no fragment", () => {
  const here = "https://shop.example/pages/look.html?a=1#top";
  it.each([
    [undefined, "https://shop.example/pages/look.html?a=1"],
    ["/products.bag.VT1#x", "https://shop.example/products.bag.VT1"],
    ["https://evil.example/", "https://shop.example/pages/look.html?a=1"],
    ["javascript:alert(1)", "https://shop.example/pages/look.html?a=1"],
    ["//evil.example/x", "https://shop.example/pages/look.html?a=1"],
  ])("%j → %s", (given, want) => expect(pageToShare(given, here)).toBe(want));
});

it.each([
  ["facebook", "Facebook"],
  ["x", "X"],
  ["whatsapp", "WhatsApp"],
  ["mastodon", "Mastodon"],
])("network %s is called %s", (key, name) => expect(networkName(key)).toBe(name));
