// @vitest-environment node
// The manifest lists every registry entry as the registry and its contract say; a few attributes of two widgets are
// written out here by hand (from their schema.ts) as the oracle.
import { expect, it } from "vitest";
import { widgets } from "../../widgets/registry";
import { buildHtmlData, buildManifest } from "./manifest";

const manifest = buildManifest();
const widget = (name: string) => manifest.widgets.find((w) => w.name === name)!;

it("lists every registry entry, in its order, with its selector and hydration", () => {
  expect(manifest.widgets.map(({ name, hydrate }) => [name, hydrate])).toEqual(widgets.map(({ name, hydrate }) => [name, hydrate]));
  expect(widget("search-facets")).toMatchObject({ selector: "form[data-search-facets]", element: "form" });
  expect(widget("tile-labels").selector).toBe("[data-product-id][data-part-number]");
});

it("writes out the wishlist's attributes: its kind an enum, the item and name optional", () => {
  expect(widget("wishlist").attributes).toEqual([
    { name: "data-wishlist", type: "enum", required: true, values: ["toggle", "saved", "shared"] },
    { name: "data-wishlist-item", type: "string", required: false },
    { name: "data-wishlist-name", type: "string", required: false },
  ]);
});

it("writes out the cross-category circles' part and the tile's required product data", () => {
  expect(widget("cross-category").parts).toEqual([{ name: "circles", selector: "[data-cross-category-circles]" }]);
  expect(widget("tile-labels").attributes.slice(0, 2)).toEqual([
    { name: "data-product-id", type: "string", required: true },
    { name: "data-part-number", type: "string", required: true },
  ]);
});

it("gives the configuration's JSON Schema and VS Code's custom data for every attribute", () => {
  expect(manifest.configuration).toMatchObject({ type: "object", properties: { user: { type: "object" } } });
  const data = buildHtmlData(manifest);
  expect(data.version).toBe(1.1);
  const names = new Set(manifest.widgets.flatMap((w) => w.attributes.map((a) => a.name)));
  expect(data.globalAttributes.map((a) => a.name).sort()).toEqual([...names].sort());
  expect(data.globalAttributes.find((a) => a.name === "data-wishlist")?.values).toEqual([
    { name: "toggle" },
    { name: "saved" },
    { name: "shared" },
  ]);
});
