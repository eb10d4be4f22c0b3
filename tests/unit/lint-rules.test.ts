// @vitest-environment node
// The project's own lint rules (eslint.config.js, scripts/lint-rules.js): one error funnel, widgets don't import
// widgets, core names no widget, `@preact/signals-react` only in `.tsx` views. Each is tried on a line of code placed,
// by file name, where it is forbidden and where it is allowed, in every spelling that once slipped past: a path that
// climbs further than it needs (`../../widgets/…`), `./..`, `import()`, `export … from`, `window.console`.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

const BOUNDARIES = "vitrine/widget-boundaries";
const SIGNALS = "vitrine/signals-react-in-views";
const GLOBAL = "no-restricted-globals";
const PROPERTY = "no-restricted-properties";
const projectRules = new Set([BOUNDARIES, SIGNALS, GLOBAL, PROPERTY]);

/** The project rules `code` breaks as file `filePath` (other rules' findings on these snippets are beside the point). */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message).filter((rule) => projectRules.has(rule));
}

describe("eslint.config.js", () => {
  // Loading the config, the parser and the plugins takes seconds on a busy machine: once, before the cases.
  beforeAll(() => eslint.lintText("", { filePath: "core/boot.ts" }), 60_000);

  it.each([
    // A widget and another widget's files, however the path is written.
    ["widgets/quick-buy/view.tsx", 'import { sitePath } from "../editorial-search/schema";\nsitePath();', [BOUNDARIES]],
    ["widgets/quick-buy/parts/price.tsx", 'import { rule } from "../../search-facets/rules";\nrule();', [BOUNDARIES]],
    ["widgets/quick-buy/view.tsx", 'import { rule } from "../../widgets/search-facets/rules";\nrule();', [BOUNDARIES]],
    ["widgets/quick-buy/view.tsx", 'import { rule } from "./../bag-count/rules";\nrule();', [BOUNDARIES]],
    ["widgets/quick-buy/view.tsx", 'export const load = () => import("../bag-count");', [BOUNDARIES]],
    ["widgets/quick-buy/view.tsx", 'export { shownCount } from "../bag-count/rules";', [BOUNDARIES]],
    ["widgets/quick-buy/view.tsx", 'export * from "../bag-count/rules";', [BOUNDARIES]],
    ["widgets/quick-buy/view.tsx", 'import type { BagCount } from "../bag-count/schema";\nexport type B = BagCount;', [BOUNDARIES]],
    ["widgets/quick-buy/view.tsx", "const name = 'bag-count';\nexport const load = () => import(`../${name}`);", [BOUNDARIES]],
    // A catalog's loader, whose file name alone varies (markets/messages.ts): judged by the folder it reads.
    [
      "widgets/quick-buy/messages.ts",
      "export const load = (language: string) => import(`../bag-count/messages/${language}.ts`);",
      [BOUNDARIES],
    ],
    ["widgets/quick-buy/messages.ts", "export const load = (name: string) => import(`../${name}.ts`);", [BOUNDARIES]],
    ["widgets/quick-buy/messages.ts", "export const load = (name: string) => import(`./${name}/messages.ts`);", [BOUNDARIES]],
    // A widget's own files, core and markets; the registry from tests and stories only.
    ["widgets/quick-buy/view.tsx", 'import { on } from "../../core/events";\nimport { texts } from "./messages";\non(); texts();', []],
    [
      "widgets/quick-buy/parts/price.tsx",
      'import { texts } from "../messages";\nimport { x } from "../../quick-buy/state";\ntexts(); x();',
      [],
    ],
    ["widgets/quick-buy/view.tsx", 'export const load = () => import("./cart-list");', []],
    ["widgets/quick-buy/messages.ts", "export const load = (language: string) => import(`./messages/${language}.ts`);", []],
    ["widgets/quick-buy/quick-buy.test.tsx", 'import { widgets } from "../registry";\nwidgets.at(0);', []],
    ["widgets/quick-buy/quick-buy.stories.tsx", 'import { widgets } from "../registry";\nwidgets.at(0);', []],
    ["widgets/quick-buy/view.tsx", 'import { widgets } from "../registry";\nwidgets.at(0);', [BOUNDARIES]],
    // Core and widgets.
    ["core/stock.ts", 'import { widgets } from "../widgets/registry";\nwidgets.at(0);', [BOUNDARIES]],
    ["core/render/host.tsx", 'import view from "../../widgets/quick-buy/view";\nview();', [BOUNDARIES]],
    ["core/stock.ts", 'export const load = () => import("../widgets/quick-buy");', [BOUNDARIES]],
    ["core/stock.ts", 'export * from "./../widgets/quick-buy/rules";', [BOUNDARIES]],
    ["core/listing/engine.ts", 'import { rule } from "../../widgets/search-facets/rules";\nrule();', [BOUNDARIES]],
    ["core/stock.ts", "const name = 'x';\nexport const load = () => import(`./${name}`);", [BOUNDARIES]],
    ["core/forms/messages.ts", "export const load = (language: string) => import(`../../widgets/quick-buy/${language}.ts`);", [BOUNDARIES]],
    ["core/forms/messages.ts", "export const load = (language: string) => import(`./messages/${language}.ts`);", []],
    ["core/boot.ts", 'import { widgets } from "../widgets/registry";\nwidgets.at(0);', []],
    ["core/boot.ts", 'export const load = () => import("../widgets/quick-buy");', [BOUNDARIES]],
    ["core/render/rendering.ts", 'export const load = () => import("./host");', []],
    // React's signals only in views.
    ["widgets/quick-buy/state.ts", 'import { signal } from "@preact/signals-react";\nsignal(0);', [SIGNALS]],
    ["core/listing/engine.ts", 'export const load = () => import("@preact/signals-react");', [SIGNALS]],
    ["widgets/quick-buy/use-modal.ts", 'import { useSignals } from "@preact/signals-react/runtime";\nuseSignals();', [SIGNALS]],
    ["widgets/quick-buy/state.ts", 'import { signal } from "@preact/signals-core";\nsignal(0);', []],
    ["widgets/quick-buy/view.tsx", 'import { useSignals } from "@preact/signals-react/runtime";\nuseSignals();', []],
  ])("imports in %s: %j", async (file, code, expected) => {
    expect(await rulesBroken(file, code)).toEqual(expected);
  });

  it.each([
    ["widgets/quick-buy/view.tsx", 'console.error("x");', [GLOBAL]],
    ["widgets/quick-buy/view.tsx", 'window.console.error("x");', [PROPERTY]],
    ["core/stock.ts", 'globalThis.console.warn("x");', [PROPERTY]],
    ["core/stock.ts", 'self["console"].warn("x");', [PROPERTY]],
    ["core/stock.ts", "const log = console;\nlog.warn('x');", [GLOBAL]],
    ["core/stock.ts", "const { console: log } = window;\nlog.warn('x');", [PROPERTY]],
    ["core/errors.ts", 'console.error("x"); window.console.warn("x");', []],
    ["fixtures/server/main.ts", 'console.error("x");', []],
    ["tests/bench/run.ts", 'console.error("x");', []],
  ])("console in %s: %j", async (file, code, expected) => {
    expect(await rulesBroken(file, code)).toEqual(expected);
  });
});
