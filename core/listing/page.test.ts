// A 200 answer is a page only when it proves it is one (a bad 200 answer is never taken as content).
import { describe, expect, it } from "vitest";
import { http as mock, HttpResponse } from "msw";
import { server } from "../../tests/unit/setup";
import { loadPage, type PageShape } from "./page";

const URL_ = "http://fragments.test/looks.html";
const LOOK = `<article data-look-id="L9"><a data-look-link href="/l9"><img src="/l9.jpg" alt=""></a></article>`;
// A whole item holds its link (as a look does, widgets/collection-looks/looks-dom.ts): being cut off is the loader's to see.
const shape: PageShape = { items: "[data-look-id]", complete: (look) => look.querySelector("a[data-look-link][href]") !== null };
const answer = (body: string, type = "text/html; charset=utf-8") =>
  server.use(mock.get(URL_, () => new HttpResponse(body, { headers: { "Content-Type": type } })));

describe("loadPage", () => {
  it("gives the items of a whole HTML page", async () => {
    answer(`\n${LOOK}\n${LOOK.replaceAll("L9", "L10")}\n`);
    const { items } = await loadPage(URL_, shape, { retries: 0 });
    expect(items.map((item) => item.dataset.lookId)).toEqual(["L9", "L10"]);
  });

  it.each([
    ["ends with the end tag of its last item", `\n${LOOK}\n`],
    ["ends with a comment (a CMS component's marker)", `\n${LOOK}\n<!-- /looks -->\n`],
    ["ends with an upper-case end tag", `\n${LOOK.replace("</article>", "</ARTICLE>")}`],
  ])("takes a fragment that %s", async (_, body) => {
    answer(body);
    await expect(loadPage(URL_, shape, { retries: 0 })).resolves.toMatchObject({ items: [expect.anything()] });
  });

  it.each([
    ["a JSON body where HTML is expected", `{"looks":[]}`, "application/json"],
    ["JSON declared as HTML", `{"looks":[]}`, "text/html"],
    ["a fragment cut off mid-look", `\n${LOOK}\n<article data-look-id="L10"><a data-look-link href="/l10"><img src="/l1`, "text/html"],
    [
      "a fragment cut off after a whole look's opening",
      `\n${LOOK}\n<article data-look-id="L10"><a data-look-link href="/l10">`,
      "text/html",
    ],
    ["an HTML page without a single look", `\n<p>Maintenance</p>\n`, "text/html"],
    [
      "a fragment cut off after an element inside the last look",
      `\n${LOOK}\n<article data-look-id="L10"><a data-look-link href="/l10"><img src="/l10.jpg" alt="">`,
      "text/html",
    ],
    [
      "a fragment cut off in the text of the last look",
      `\n${LOOK}\n<article data-look-id="L10"><a data-look-link href="/l10">Look 1`,
      "text/html",
    ],
  ])("rejects %s as an invalid response", async (_, body, type) => {
    answer(body, type);
    await expect(loadPage(URL_, shape, { retries: 0 })).rejects.toMatchObject({ kind: "invalid-response" });
  });

  it("takes an empty page where the listing allows one", async () => {
    answer(`\n<p>No results</p>\n`);
    await expect(loadPage(URL_, { ...shape, mayBeEmpty: true }, { retries: 0 })).resolves.toMatchObject({ items: [] });
  });
});
