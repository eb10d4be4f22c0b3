import { describe, expect, it } from "vitest";
import { htmlFragment } from "./html";

const render = (html: string) => {
  const div = document.createElement("div");
  div.append(htmlFragment(html));
  return div;
};

describe("HTML fragments enter the DOM sanitised", () => {
  it("keeps markup and data-* attributes of CMS fragments", () => {
    const div = render(
      `<ul><li class="tile" data-product-id="1" data-part-number="VT1"><a href="/p.html">P</a></li></ul><span id="total-count">42</span>`,
    );
    expect(div.querySelector("[data-product-id='1']")?.getAttribute("data-part-number")).toBe("VT1");
    expect(div.querySelector("#total-count")?.textContent).toBe("42");
  });

  it("keeps the fragment's first element, not only its content (tests/unit/happy-dom.ts)", () => {
    const div = render(`<ul class="product-grid" data-listing-page="2"><li>A</li></ul>`);
    expect(div.firstElementChild?.outerHTML).toBe(`<ul class="product-grid" data-listing-page="2"><li>A</li></ul>`);
  });

  it.each([
    [`<img src=x onerror="window.hacked=1">`, "onerror"],
    [`<p>first</p><img src=x onerror="window.hacked=1">`, "onerror"],
    [`<script>window.hacked=1</script>`, "<script"],
    [`<a href="javascript:alert(1)">x</a>`, "javascript:"],
    [`<object data="/x.swf"></object>`, "<object"],
    [`<svg><script>alert(1)</script></svg>`, "<script"],
  ])("strips %s", (html, forbidden) => {
    expect(render(html).innerHTML).not.toContain(forbidden);
  });
});

describe("nothing in a fragment leaves the site (form targets, CSS URLs)", () => {
  it("keeps same-origin form targets and CSS URLs", () => {
    const div = render(
      `<form action="/search.html"><button formaction="/pages/search.html?q=1">Go</button></form>` +
        `<p style="background:url(/assets/x.png); font-family: 'Helvetica Neue'">A</p><p style="background-image:url(&quot;img/y.png&quot;)">B</p>`,
    );
    expect(div.querySelector("form")?.getAttribute("action")).toBe("/search.html");
    expect(div.querySelectorAll("p")[0]?.getAttribute("style")).toBe("background:url(/assets/x.png); font-family: 'Helvetica Neue'");
    expect(div.querySelectorAll("p")[1]?.getAttribute("style")).toBe(`background-image:url("img/y.png")`);
  });

  it("drops the header menu's off-origin form action and background URL", () => {
    const div = render(
      `<nav class="menu"><form action="//evil.example/steal" method="post"><input name="q"></form>` +
        `<a href="/bags.html" style="background:url(//evil.example/x)">Bags</a></nav>`,
    );
    expect(div.querySelector("form")?.hasAttribute("action")).toBe(false);
    expect(div.querySelector("form input")).not.toBeNull();
    expect(div.querySelector("a")?.hasAttribute("style")).toBe(false);
    expect(div.querySelector("a")?.getAttribute("href")).toBe("/bags.html");
  });

  it.each([
    `<form action="https://evil.example/steal"></form>`,
    `<form action="/\\evil.example/steal"></form>`,
    `<form action="	//evil.example/steal"></form>`,
    `<form action="HTTPS://EVIL.EXAMPLE/"></form>`,
    `<form action="javascript:alert(1)"></form>`,
    `<form><button formaction="//evil.example/steal">Go</button></form>`,
  ])("drops the off-origin form target of %s", (html) => {
    const div = render(html);
    expect(div.querySelector("[action],[formaction]")).toBeNull();
  });

  it.each([
    `background:url(//evil.example/x)`,
    `background:url("https://evil.example/x")`,
    `background:url( 'http://evil.example/x' )`,
    `background:URL(//evil.example/x)`,
    `background:\\75 rl(//evil.example/x)`,
    `background:url(\\2f\\2f evil.example/x)`,
    `background:url(/\\/evil.example/x)`,
    `background-image:image-set("//evil.example/x" 1x)`,
    `background:url(/ok.png), url(//evil.example/x)`,
  ])("drops a style attribute loading off the site: %s", (style) => {
    const div = render(`<p style="${style.replace(/"/g, "&quot;")}">x</p>`);
    expect(div.querySelector("p")?.hasAttribute("style")).toBe(false);
  });

  it("empties a <style> element that imports or loads off the site", () => {
    const div = render(
      `<div><style>@import "//evil.example/a.css"; p{color:red}</style><style>p{background:url(/ok.png)}</style><p>x</p></div>`,
    );
    const styles = [...div.querySelectorAll("style")].map((style) => style.textContent);
    expect(styles).not.toContain(`@import "//evil.example/a.css"; p{color:red}`);
    expect(styles.join("")).not.toContain("evil.example");
  });
});
