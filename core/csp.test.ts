// The one list of what a page's CSP must allow for Vitrine (core/csp.ts) against what the docs tell template authors
// and what the code creates: a doc that names other policies, or forgets video's media-src, breaks pages that copy it
// (live chat and maps without `vitrine-scripts`, video without `media-src`).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MEDIA_SRC, TRUSTED_TYPES, TRUSTED_TYPES_POLICIES } from "./csp";

const POLICIES = Object.keys(TRUSTED_TYPES_POLICIES);
const DOCS = ["README.md", "docs/aem-template-guide.md"];
/** A doc's text with its line breaks and indentation as single spaces (a directive may wrap). */
const text = (path: string) => readFileSync(path, "utf8").replace(/\s+/g, " ");

describe.each(DOCS)("%s", (doc) => {
  it("every trusted-types directive in it names exactly the policies, and it gives one", () => {
    const directives = [...text(doc).matchAll(/trusted-types((?: [a-z][\w-]*)+)/g)].map((m) => `trusted-types${m[1]!}`.trim());
    expect(directives.length).toBeGreaterThan(0);
    expect(directives).toEqual(directives.map(() => TRUSTED_TYPES));
  });

  it("names each policy, and asks for video's media-src", () => {
    const named = POLICIES.filter((policy) => text(doc).includes(`\`${policy}\``));
    expect(named).toEqual(POLICIES);
    expect(text(doc).includes(MEDIA_SRC), MEDIA_SRC).toBe(true);
  });
});

it("the list is the policies the code creates, plus DOMPurify's own", () => {
  const sources = readdirSync("core", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(`core/${file}`, "utf8"));
  const created = sources.flatMap((source) => [...source.matchAll(/createPolicy\(\s*"([^"]+)"/g)].map((m) => m[1]!));
  expect([...created, "dompurify"].sort()).toEqual([...POLICIES].sort());
});
