// @vitest-environment node
// docs/reference.md is generated from the configuration schema and the event types: it fails here when stale.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REFERENCE_PATH, renderReference } from "../../scripts/reference";

describe("docs/reference.md", () => {
  const committed = readFileSync(REFERENCE_PATH, "utf8");

  it("is what `npx tsx scripts/reference.ts` writes now", () => {
    expect(committed, "run `npx tsx scripts/reference.ts` and commit docs/reference.md").toBe(renderReference());
  });

  it("lists the fields and events the hand-written README missed", () => {
    for (const field of ["stockService", "productDataUri", "legacyStoreId", "newArchitecture", "market.direction"])
      expect(committed).toContain(`| \`${field}\` |`);
    for (const event of ["load-more", "listing-query", "zoom-open", "zoom-close", "find-in-store", "cart", "idle", "quick-buy"]) {
      expect(committed).toContain(`| \`vitrine:${event}\` |`);
    }
  });
});
