import { describe, expect, it } from "vitest";
import { htmlFragment } from "./html";

const render = (html: string) => {
  const div = document.createElement("div");
  div.append(htmlFragment(html));
  return div;
};

describe("HTML fragments enter the DOM sanitised", () => {
  it("keeps markup and data-* attributes of CMS fragments", () => {
    const div = render(`<ul><li class="tile" data-product-id="1" data-part-number="VT1"><a href="/p.html">P</a></li></ul><span id="total-count">42</span>`);
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
