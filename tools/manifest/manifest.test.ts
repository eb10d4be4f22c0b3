// @vitest-environment node
// The manifest lists every registry entry as the registry and its contract say; a few attributes of some widgets are
// written out here by hand (from their schema.ts: the doc comments, the attr.* calls) as the oracle.
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

it("writes out the wishlist's attributes: its kind an enum, the item and name optional, each with its doc comment", () => {
  expect(widget("wishlist").attributes).toEqual([
    {
      name: "data-wishlist",
      type: "enum",
      required: true,
      values: ["toggle", "saved", "shared"],
      description: "Which it is: `toggle`, `saved` or `shared`.",
    },
    {
      name: "data-wishlist-item",
      type: "string",
      required: false,
      description: "Required on a `toggle`: the product's part number (`[A-Za-z0-9._-]{1,64}`).",
    },
    {
      name: "data-wishlist-name",
      type: "string",
      required: false,
      description: "On a `toggle`: the product's name, for its accessible name.",
    },
  ]);
});

it("reads each attribute's type off its attr.* call: integers with their bounds, lists with their separator", () => {
  expect(widget("zoom-overlay").attributes[1]).toEqual({
    name: "data-zoom-max-scale",
    type: "integer",
    required: false,
    default: 4,
    min: 2,
    max: 8,
    description: "How far an image may be zoomed.",
  });
  const tile = Object.fromEntries(widget("tile-labels").attributes.map(({ name, type, separator }) => [name, [type, separator]]));
  expect(tile).toMatchObject({
    "data-price": ["number", undefined],
    "data-online-exclusive-interval": ["interval", undefined],
    "data-on-sale": ["boolean", undefined],
    "data-size-list": ["list", "|"],
    "data-colors": ["list", "|"],
  });
  expect(widget("quick-buy").attributes[0]).toMatchObject({ name: "data-quick-buy", type: "json", required: true });
});

it("reads a list a transform splits, and what a JSON attribute must hold, off the schema (core/entities.ts, product-page)", () => {
  // core/entities.ts `splitColumn`: v.split(",") for every column of the product with fallback.
  const fallback = Object.fromEntries(widget("product-fallback").attributes.map((a) => [a.name, a]));
  expect(fallback["data-partnumber"]).toMatchObject({ type: "list", separator: ",", required: true });
  expect(fallback["data-on-sale"]).toMatchObject({ type: "list", separator: ",", required: false });
  // z.record(z.string(), z.array(sizeSchema)): sizes by productId, each needing its productId and code.
  expect(fallback["data-sizes"]).toMatchObject({
    type: "json",
    json: { type: "object", additionalProperties: { type: "array", items: { type: "object", required: ["productId", "code"] } } },
  });
  // The product page's sizes go through a transform first ({label, value} → {productId, code}): any item, by JSON.
  expect(widget("product-page").attributes.find((a) => a.name === "data-sizes")).toMatchObject({
    type: "json",
    required: true,
    json: { type: "array", items: {} },
  });
  expect(widget("quick-buy").attributes[0]?.json).toMatchObject({ type: "object", required: ["partNumber", "productId"] });
  const hover = buildHtmlData(manifest).globalAttributes.find((a) => a.name === "data-quick-buy")?.description;
  expect(hover).toContain("JSON `{ partNumber, productId, … }` · required");
});

it("gives an attribute the spec section its doc comment cites first", () => {
  expect(widget("timeline-slider").attributes).toEqual([
    {
      name: "data-time-slide",
      type: "number",
      required: false,
      default: 8,
      description: "Seconds a slide, > 0; absent: 8 (§4).",
      section: "§4",
    },
    {
      name: "data-loop",
      type: "boolean",
      required: false,
      default: false,
      description: "After the last slide comes the first; otherwise the show stops there (§4).",
      section: "§4",
    },
  ]);
  expect(widget("shopping-bag").attributes[0]?.section).toBe('§2 "Page names"');
});

it("writes out the cross-category circles' part and the tile's required product data", () => {
  expect(widget("cross-category").parts).toEqual([{ name: "circles", selector: "[data-cross-category-circles]" }]);
  expect(widget("tile-labels").attributes.slice(0, 2)).toEqual([
    { name: "data-product-id", type: "string", required: true, description: "The product's id, `[A-Za-z0-9._-]{1,64}`." },
    { name: "data-part-number", type: "string", required: true, description: "The product's part number." },
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
