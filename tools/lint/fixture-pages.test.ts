// @vitest-environment node
// Every page the demo storefront serves (the index and each screen's pages), fetched from the real demo server, lints
// without an error: the fixture pages are the markup the widgets are built against. One is broken on purpose (§8, a
// banner missing its message): its error is the one the browser prints there.
import { expect, it } from "vitest";
import { useDemoServer } from "../../tests/unit/demo-server";
import { screens } from "../../fixtures/server/screens";
import { lintPage } from "./lint";
import { textLine } from "./report";
import { builtInWidgets } from "./widgets";

const app = useDemoServer();

it("no fixture page has a lint error", async () => {
  const origin = new URL(app.url).origin;
  const pages = ["/", ...screens.flatMap((screen) => screen.pages.map((page) => page.path))];
  const errors: string[] = [];
  for (const page of pages) {
    const url = new URL(page, origin).href;
    const html = await (await fetch(url)).text();
    errors.push(
      ...lintPage(html, page, builtInWidgets, url)
        .filter((f) => f.severity === "error")
        .map(textLine),
    );
  }
  expect(pages.length).toBeGreaterThan(50);
  expect(errors).toEqual([
    "/pages/banners.html?banner=broken:29:5  error  notification-banner  data-message  [vitrine] notification-banner on section#banner-big (data-message): missing required argument `message`",
  ]);
}, 120_000);
