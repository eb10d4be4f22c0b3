// The one HTML path (core/html.ts) in real Chromium, under the storefront's CSP with Trusted Types enforced.
import { build } from "esbuild";
import { CSP } from "../../fixtures/server/http";
import { expect, test } from "./fixtures";

const PAGE = "/tt/fragments.html";

test("server fragments enter the DOM sanitised, through the `vitrine` Trusted Types policy", async ({ page, watch }) => {
  // Chrome reports a script-src-attr violation whenever it parses an inline handler under this CSP, even in an
  // inert document; the handler is blocked and the sanitiser strips it. That report is expected, nothing else is.
  watch.allowErrors(/^Executing inline event handler violates/, /^CSP violation: script-src-attr inline$/);
  const bundle = await build({
    stdin: { contents: `import { htmlFragment } from "./core/html"; window.htmlFragment = htmlFragment;`, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    format: "iife",
    write: false,
  });
  const headers = { "Content-Security-Policy": CSP };
  await page.route(`**${PAGE}`, (route) =>
    route.fulfill({ headers: { ...headers, "Content-Type": "text/html" }, body: `<!doctype html><title>t</title><main id="grid"></main><script src="/tt/html.js"></script>` }),
  );
  await page.route("**/tt/html.js", (route) => route.fulfill({ headers: { ...headers, "Content-Type": "text/javascript" }, body: bundle.outputFiles[0]!.text }));
  await page.goto(PAGE);

  const result = await page.evaluate(() => {
    const w = window as unknown as { htmlFragment(html: string): DocumentFragment; hacked?: boolean };
    const grid = document.getElementById("grid")!;
    grid.append(
      w.htmlFragment(
        `<article data-product-id="1" data-part-number="VT1"><a href="/p">P</a><img src="data:image/png;base64,AAAA" onerror="window.hacked=true"></article>` +
          `<script>window.hacked=true</script><a id="js" href="javascript:window.hacked=true">x</a><span id="total-count">42</span>`,
      ),
    );
    return { html: grid.innerHTML, hacked: w.hacked === true };
  });
  await page.waitForTimeout(100); // give a surviving onerror the chance to fire
  expect(result.hacked).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked === true)).toBe(false);
  expect(result.html).toContain('data-part-number="VT1"');
  expect(result.html).toContain('<span id="total-count">42</span>');
  expect(result.html).not.toMatch(/onerror|<script|javascript:/);
});

test("raw HTML cannot reach an HTML sink around the policy", async ({ page, watch }) => {
  watch.allowErrors(/TrustedHTML|Trusted Type/i);
  const headers = { "Content-Security-Policy": CSP, "Content-Type": "text/html" };
  await page.route(`**${PAGE}`, (route) => route.fulfill({ headers, body: `<!doctype html><title>t</title><main id="grid"></main>` }));
  await page.goto(PAGE);
  const error = await page.evaluate(() => {
    try {
      document.getElementById("grid")!.innerHTML = "<b>raw</b>";
      return "";
    } catch (e) {
      return String(e);
    }
  });
  expect(error).toMatch(/TrustedHTML/);
});
