// @vitest-environment node
// The project's own lint rules (eslint.config.js): one error funnel, widgets don't import widgets, core
// names no widget. Each is tried on a line of code placed, by file name, where it is forbidden and where it is allowed.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

const projectRules = new Set(["no-restricted-imports", "no-console"]);

/** The project rules `code` breaks as file `filePath` (other rules' findings on these snippets are beside the point). */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message).filter((rule) => projectRules.has(rule));
}

describe("eslint.config.js", () => {
  // Loading the config, the parser and the plugins takes seconds on a busy machine: once, before the cases.
  beforeAll(() => eslint.lintText("", { filePath: "core/boot.ts" }), 60_000);

  it.each([
    ["widgets/quick-buy/view.tsx", 'import { sitePath } from "../editorial-search/schema";\nsitePath;', ["no-restricted-imports"]],
    ["widgets/quick-buy/parts/price.tsx", 'import { rule } from "../../search-facets/rules";\nrule;', ["no-restricted-imports"]],
    ["widgets/quick-buy/view.tsx", 'import { widgets } from "../registry";\nwidgets;', []],
    ["widgets/quick-buy/view.tsx", 'import { on } from "../../core/events";\nimport { texts } from "./messages";\non; texts;', []],
    ["widgets/quick-buy/parts/price.tsx", 'import { texts } from "../messages";\ntexts;', []],
    ["core/stock.ts", 'import { widgets } from "../widgets/registry";\nwidgets;', ["no-restricted-imports"]],
    ["core/render/host.tsx", 'import view from "../../widgets/quick-buy/view";\nview;', ["no-restricted-imports"]],
    ["core/boot.ts", 'import { widgets } from "../widgets/registry";\nwidgets;', []],
  ])("imports in %s: %j", async (file, code, expected) => {
    expect(await rulesBroken(file, code)).toEqual(expected);
  });

  it.each([
    ["widgets/quick-buy/view.tsx", ["no-console"]],
    ["core/stock.ts", ["no-console"]],
    ["core/errors.ts", []],
    ["fixtures/server/main.ts", []],
    ["tests/bench/run.ts", []],
  ])("console in %s", async (file, expected) => {
    expect(await rulesBroken(file, 'console.error("x");')).toEqual(expected);
  });
});
