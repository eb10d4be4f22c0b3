// @vitest-environment node
// The events the manifest gives a widget (tools/manifest/widget-events.ts) against its code, read by hand: each
// expectation below names the call that makes it true.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { buildManifest } from "./manifest";
import { moduleEvents } from "./widget-events";

const manifest = buildManifest();
const events = (name: string) => {
  const { emits, listens } = manifest.widgets.find((w) => w.name === name)!.events;
  return { emits: emits.map((e) => e.name), listens: listens.map((e) => e.name) };
};

describe("a widget's events, as its code sends and subscribes to them", () => {
  it("the shopping bag: the cart it changes, the session its proceed checks, the session its cart store follows", () => {
    // core/cart.ts emit("cart") on every change and load, checkSession (core/session.ts emit("session")) before
    // proceeding, and its top-level on("session"); core/errors.ts emit("error"); core/store.ts on("config").
    expect(events("shopping-bag")).toEqual({
      emits: ["vitrine:error", "vitrine:cart", "vitrine:session"],
      listens: ["vitrine:config", "vitrine:session"],
    });
  });

  it("the tile labels: the page's session check (followSession, §6 VIC prices), nothing of the cart or the wishlist", () => {
    expect(events("tile-labels")).toEqual({ emits: ["vitrine:error", "vitrine:session"], listens: ["vitrine:config"] });
  });

  it("the bag count reads the cart store, whose module follows the session and reloads the cart", () => {
    // widgets/bag-count/rules.ts imports core/cart.ts `itemCount`: that module's on("session", …) reloads the bag.
    expect(events("bag-count")).toEqual({ emits: ["vitrine:error", "vitrine:cart"], listens: ["vitrine:config", "vitrine:session"] });
  });

  it("the zoom overlay answers zoom-open and sends zoom-close; the galleries that ask for it the other way round", () => {
    // widgets/zoom-overlay/index.ts on("zoom-open") and emit("zoom-close"); it imports only a constant of core/gallery.ts,
    // whose openZoom (emit("zoom-open"), on("zoom-close")) the mosaic and the looks call.
    expect(events("zoom-overlay")).toEqual({
      emits: ["vitrine:error", "vitrine:zoom-close"],
      listens: ["vitrine:config", "vitrine:zoom-open"],
    });
    expect(events("mosaic-gallery")).toEqual({
      emits: ["vitrine:error", "vitrine:zoom-open"],
      listens: ["vitrine:config", "vitrine:zoom-close"],
    });
  });

  it("the listings: the facets tell the grid, the generic listing takes load-more from page scripts", () => {
    expect(events("search-facets").emits).toContain("vitrine:listing-query"); // widgets/search-facets/form.ts
    expect(events("product-listing").listens).toEqual(["vitrine:config", "vitrine:load-more", "vitrine:listing-query"]);
    expect(events("product-page").emits).toContain("vitrine:find-in-store"); // widgets/product-page/actions.tsx
    expect(events("find-in-store").listens).toContain("vitrine:find-in-store"); // widgets/find-in-store/view.tsx
  });

  it("gives each event its detail type and its doc line from VitrineEvents", () => {
    const share = manifest.widgets.find((w) => w.name === "social-share")!.events.emits.find((e) => e.name === "vitrine:share");
    expect(share).toEqual({
      name: "vitrine:share",
      detail: "{ network: string; url: string }",
      description:
        'Share (§9 "Social sharing"): the shopper shared the page through `network` (`native` = the Web Share API, `copy` = copied the link).',
    });
  });
});

describe("an event the generator cannot read fails the build", () => {
  const read = (text: string) => moduleEvents(ts.createSourceFile("widgets/example/index.ts", text, ts.ScriptTarget.Latest, true));
  const imports = 'import { emit, on as listen } from "../../core/events";\n';

  it("reads literal event types, under an imported alias too, and a CustomEvent made by hand", () => {
    const found = read(
      `${imports}emit("cart", { reason: "add", itemCount: 1, revision: 2 });\nlisten("session", () => {});\n` +
        'document.dispatchEvent(new CustomEvent("vitrine:share", { detail: {} }));',
    );
    expect(found.map(({ kind, type }) => [kind, type])).toEqual([
      ["emits", "cart"],
      ["listens", "session"],
      ["emits", "share"],
    ]);
  });

  it.each([
    [
      "an emit whose type is a variable",
      `${imports}const type = "cart";\nemit(type, {});`,
      "widgets/example/index.ts:3:1: emit(…)'s event type is not a string literal",
    ],
    [
      "a listener whose type is computed",
      `${imports}listen(\`load-\${"more"}\`, () => {});`,
      "widgets/example/index.ts:2:1: listen(…)'s event type is not a string literal",
    ],
    [
      "emit handed on as a value",
      `${imports}export const api = { emit };`,
      "widgets/example/index.ts:2:22: emit is used other than called",
    ],
    ["a namespace import", 'import * as events from "../../core/events";', "import emit and on by name"],
    ["a re-export of emit", 'export { emit } from "../../core/events";', "re-exports emit or on"],
    [
      "a CustomEvent named by a template",
      "new CustomEvent(`vitrine:${String(1)}`);",
      "widgets/example/index.ts:1:17: a vitrine: event name that is not a string literal",
    ],
  ])("%s", (_, text, message) => {
    expect(() => read(text)).toThrow(message);
  });
});
