// @vitest-environment node
// `vitrine lint` over deliberately broken pages (tests/lint/broken/): every finding written out, at its line and
// column, in the browser's own words for the widget contract and the configuration (core/errors.ts).
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { lintPage } from "./lint";
import { textLine } from "./report";
import { builtInWidgets } from "./widgets";

const lint = (name: string) => {
  const file = `tests/lint/broken/${name}`;
  return lintPage(readFileSync(file, "utf8"), file, builtInWidgets).map(textLine);
};

it("reports each widget's bad attribute, wrong value and missing part as the browser prints it", () => {
  expect(lint("widget-markup.html")).toEqual([
    "tests/lint/broken/widget-markup.html:5:11  error  tile-labels  data-product-id  [vitrine] tile-labels on ul.grid > li > article.tile (data-product-id): invalid productId",
    "tests/lint/broken/widget-markup.html:8:5  error  special-collection  data-total-count  [vitrine] special-collection on section (data-total-count): missing",
    "tests/lint/broken/widget-markup.html:9:5  error  wishlist  data-wishlist  [vitrine] wishlist on div (data-wishlist): expected toggle, saved, shared",
    "tests/lint/broken/widget-markup.html:10:5  error  cross-category  part [data-cross-category-circles]  [vitrine] cross-category on nav.circles (part [data-cross-category-circles]): missing required part",
  ]);
});

it("reports the page: configuration, direction, CSP, ids, origins, nesting, a second script", () => {
  expect(lint("page.html")).toEqual([
    'tests/lint/broken/page.html:2:1  warning  -  dir  lang="ar" is written right to left: set dir="rtl" on <html>',
    "tests/lint/broken/page.html:4:5  error  -  -  [vitrine] configuration: user.loggedIn: expected boolean",
    "tests/lint/broken/page.html:5:5  warning  -  -  inline script: the strict CSP (script-src 'self') blocks it; move it to a file",
    'tests/lint/broken/page.html:9:5  error  -  id  duplicate id "a" (first on line 8)',
    "tests/lint/broken/page.html:9:5  warning  -  onclick  inline event handler onclick: the strict CSP blocks it; add the listener from a script file",
    "tests/lint/broken/page.html:10:5  error  -  href  href runs script (javascript:): the strict CSP blocks it",
    "tests/lint/broken/page.html:11:5  error  -  action  form posts to another origin (https://elsewhere.example): form-action 'self' blocks it",
    "tests/lint/broken/page.html:12:32  error  wishlist  -  wishlist inside another wishlist: each mounts on its own and both change the same markup",
    "tests/lint/broken/page.html:13:15  warning  wishlist  -  inside <template>: the browser finds no markup there to hydrate",
    "tests/lint/broken/page.html:15:5  error  -  src  a second Vitrine script: a page loads one (the module or the classic loader), the second does nothing but download",
  ]);
});

it("reports a loader that runs before its markup and a configuration block that is no JSON", () => {
  expect(lint("no-script.html")).toEqual([
    "tests/lint/broken/no-script.html:4:5  error  -  -  the classic loader runs before the markup it hydrates: add defer or move it to the end of <body>",
    "tests/lint/broken/no-script.html:5:5  error  -  -  [vitrine] configuration: #vitrine-config is not valid JSON: Expected property name or '}' in JSON at position 2",
    'tests/lint/broken/no-script.html:5:5  warning  -  -  #vitrine-config comes after the Vitrine script: put it in <head> (README "Adding Vitrine to a page")',
  ]);
});
