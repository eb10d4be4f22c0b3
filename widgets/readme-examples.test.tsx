// Every widget README's copy-paste example, hydrated by the whole registry as a page would (happy-dom, the fixture
// backend): it mounts its own widget, and only the widgets its markup documents inside it; no element is taken by two
// widgets (a selector catching another widget's markup, as the tiles' once caught find in store's root); and on a kw
// page that sets no `dir`, every widget it mounts reads right to left (README "Configuration": one rule, the widget
// contract's). A new README is covered as soon as it exists; between them, the examples mount every registered widget.
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, expect, it } from "vitest";
import { on } from "../core/events";
import { hydrate, settle, teardown } from "../tests/unit/hydrate";
import { widgets } from "./registry";
import { readmeExample } from "../tools/manifest/docs";

/** Widgets an example documents inside its own markup (a listing's tiles, a tile's quick-buy triggers, the overlay a
 * mosaic opens), by README; any other README mounts its own widget alone. */
const DOCUMENTED_INSIDE: Readonly<Record<string, readonly string[]>> = {
  "mosaic-gallery": ["zoom-overlay"],
  "product-listing": ["tile-labels"],
  "quick-buy": ["tile-labels"],
  "special-collection": ["tile-labels"],
};

const exampleOf = (name: string) => readmeExample(readFileSync(`widgets/${name}/README.md`, "utf8"));

const READMES = readdirSync("widgets", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(`widgets/${entry.name}`).includes("README.md"))
  .map((entry) => entry.name);

interface Mounted {
  widget: string;
  element: Element;
}

afterEach(teardown);

/** Puts the example on a page of `market` (no `dir` anywhere) and hydrates it with every registered widget. */
async function hydrateExample(html: string, market: string): Promise<Mounted[]> {
  const mounted: Mounted[] = [];
  const off = on("mount", ({ widget, element }) => mounted.push({ widget, element }));
  await hydrate(widgets, html, "/", { market });
  await settle();
  off();
  return mounted;
}

it.each(READMES)("widgets/%s/README.md: the example mounts its own widget and only what it documents", async (name) => {
  const html = exampleOf(name);
  expect(html, "a copy-paste example (```html)").toBeDefined();
  const mounted = await hydrateExample(html!, "it");
  const names = [...new Set(mounted.map((m) => m.widget))].sort();
  expect(names).toEqual([name, ...(DOCUMENTED_INSIDE[name] ?? [])].sort());
  const twice = mounted.filter((m, i) => mounted.findIndex((other) => other.element === m.element) !== i);
  expect(
    twice.map((m) => `${m.widget} on <${m.element.localName}>`),
    "elements taken by a second widget",
  ).toEqual([]);
});

it.each(READMES)("widgets/%s/README.md on a kw page without dir: every widget it mounts reads right to left", async (name) => {
  const mounted = await hydrateExample(exampleOf(name)!, "kw");
  expect(mounted.length).toBeGreaterThan(0);
  const direction = (element: Element) => element.closest("[dir]")?.getAttribute("dir") ?? "ltr";
  expect(mounted.map((m) => `${m.widget}: ${direction(m.element)}`)).toEqual(mounted.map((m) => `${m.widget}: rtl`));
});

it("between them, the examples mount every registered widget", () => {
  const shown = new Set([...READMES, ...Object.values(DOCUMENTED_INSIDE).flat()]);
  expect(widgets.map((entry) => entry.name).filter((name) => !shown.has(name))).toEqual([]);
});
