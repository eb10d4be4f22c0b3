// @vitest-environment node
// The generated documentation (tools/manifest/docs.ts) is computed here from the sources, in memory: a committed widget
// README block or docs/reference.md that differs fails until `npm run docs` is run and its output committed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { attributeTable, renderDocs, renderReadme } from "./docs";
import { ROOT } from "./source";

const generated = renderDocs();

describe("the generated documentation", () => {
  it.each([...generated.keys()])("%s is what `npm run docs` writes now", (path) => {
    expect(readFileSync(join(ROOT, path), "utf8"), "run `npm run docs` and commit the result").toBe(generated.get(path));
  });

  it("covers every widget README and the reference", () => {
    expect(generated.size).toBe(34);
    expect(generated.has("docs/reference.md")).toBe(true);
    expect(generated.has("widgets/video/README.md")).toBe(true);
  });

  it("refuses a README without its contract block", () => {
    const widget = {
      name: "video",
      selector: "[data-video]",
      hydrate: "visible",
      attributes: [],
      parts: [],
      events: { emits: [], listens: [] },
    };
    expect(() => renderReadme(widget, "# Video\n")).toThrow("widgets/video/README.md: no <!-- contract:start -->");
  });

  it("writes out a widget's table: type, required or default, description", () => {
    const table = attributeTable({
      name: "zoom-overlay",
      selector: "[data-zoom-overlay]",
      hydrate: "idle",
      attributes: [
        { name: "data-zoom-max-scale", type: "integer", required: false, default: 4, min: 2, max: 8, description: "How far." },
        { name: "data-size-list", type: "list", required: true, separator: "|", description: "Sizes (§3).", section: "§3" },
        { name: "data-kind", type: "enum", required: true, values: ["a", "b"] },
        {
          name: "data-sizes",
          type: "json",
          required: true,
          json: { type: "array", items: { properties: { id: {}, n: {} }, required: ["id"] } },
        },
      ],
      parts: [],
      events: { emits: [{ name: "vitrine:error", detail: "ErrorDetail", description: "A developer error." }], listens: [] },
    });
    expect(table.split("\n").slice(3, 11)).toEqual([
      "| attribute | type | required / default | description |",
      "| --- | --- | --- | --- |",
      "| `data-zoom-max-scale` | integer 2–8 | default `4` | How far. |",
      "| `data-size-list` | list, `\\|`-separated | required | Sizes (§3). |",
      "| `data-kind` | one of `a`, `b` | required |  |",
      "| `data-sizes` | JSON `{ id, … }[]` | required |  |",
      "",
      "Events ([reference](../../docs/reference.md#events)): emits `vitrine:error`; listens to none.",
    ]);
  });
});

describe("docs/reference.md", () => {
  const reference = generated.get("docs/reference.md")!;

  it("lists the fields and events the hand-written README missed", () => {
    for (const field of ["stockService", "productDataUri", "legacyStoreId", "newArchitecture", "market.direction"])
      expect(reference).toContain(`| \`${field}\` |`);
    for (const event of ["load-more", "listing-query", "zoom-open", "zoom-close", "find-in-store", "cart", "idle", "quick-buy"]) {
      expect(reference).toContain(`| \`vitrine:${event}\` |`);
    }
  });

  it("writes out a field's type and default from the configuration schema", () => {
    expect(reference).toContain('| `stockService` | "gateway" \\| "availability" | `"gateway"` | §7 "Stock":');
    expect(reference).toContain("| `serviceHost` | string (URL) |  | Base URL of relative calls");
    expect(reference).toContain("| `market.decimals` | integer | | |");
  });
});
