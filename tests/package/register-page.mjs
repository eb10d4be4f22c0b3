// A team's own widget registered from outside the repo ("A public way to add widgets"): the unpacked
// tarball is served as a CMS would serve it, under a strict CSP, beside the team's own modules, which import only
// the package's public files (`vitrine/register`, `vitrine/widget`). In Debian's Chromium: the widget hydrates from
// its markup, a bad attribute and a taken name go through the one error funnel, and `vitrine.ready` resolves.
// Usage: node tests/package/register-page.mjs <unpacked package dir>
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";

const packageDir = process.argv[2];
const files = {
  "/": `<!doctype html><html lang="en"><head><title>Team page</title>
<script type="module" src="/node_modules/vitrine/dist/vitrine.js"></script>
<script type="module" src="/team/main.js"></script></head>
<body><p data-team-card data-team-card-title="Ada">Server text</p><p data-team-card data-team-card-title="">Kept</p></body></html>`,
  "/team/main.js": `import { register } from "/node_modules/vitrine/dist/register.js";
register({ name: "team-card", hydrate: "visible", load: () => import("./team-card.js") });
register({ name: "video", hydrate: "load", load: () => import("./team-card.js") });`,
  "/team/team-card.js": `import { attr, defineWidget, z } from "/node_modules/vitrine/dist/widget.js";
export default defineWidget({
  name: "team-card",
  attributes: z.object({ teamCardTitle: attr.string() }),
  enhance({ element, attributes }) { element.textContent = "Hello, " + attributes.teamCardTitle; },
});`,
};
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; require-trusted-types-for 'script'";

const server = createServer(async (request, response) => {
  const path = new URL(request.url, "http://x").pathname;
  const own = files[path];
  const body =
    own ??
    (path.startsWith("/node_modules/vitrine/")
      ? await readFile(join(packageDir, normalize(path.slice(22)))).catch(() => undefined)
      : undefined);
  if (body === undefined) return response.writeHead(404).end();
  const type = path === "/" ? "text/html" : "text/javascript";
  response.writeHead(200, { "content-type": type, "content-security-policy": CSP }).end(body);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
const fail = (message) => {
  console.error(`package: ${message}`);
  process.exitCode = 1;
};
try {
  const page = await browser.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() => {
    window.reported = [];
    document.addEventListener("vitrine:error", (e) => window.reported.push(e.detail));
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective}`));
  });
  page.on("console", (message) => message.text().startsWith("CSP") && problems.push(message.text()));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.evaluate(() => window.vitrine.ready.then(() => window.vitrine.whenIdle()));
  const texts = await page.locator("[data-team-card]").allTextContents();
  const reported = await page.evaluate(() =>
    window.reported.map(({ widget, source, attribute, message }) => ({ widget, source, attribute, message })),
  );
  const expected = [
    { source: "register", message: 'a widget named "video" is registered already: this registration is ignored' },
    { widget: "team-card", attribute: "data-team-card-title", message: "must not be empty" },
  ];
  if (JSON.stringify(texts) !== JSON.stringify(["Hello, Ada", "Kept"]))
    fail(`the registered widget did not hydrate: ${JSON.stringify(texts)}`);
  if (JSON.stringify(reported) !== JSON.stringify(expected)) fail(`reported ${JSON.stringify(reported)}`);
  if (problems.length > 0) fail(problems.join("\n"));
  if (!process.exitCode) console.log("package: a widget registered from outside hydrates and reports through vitrine:error");
} finally {
  await browser.close();
  server.close();
}
