// One widget contract (core/widget.ts `defineWidget`): every registry entry loads a module the contract made, under
// the entry's own name, so none parses its attributes, finds its parts or reports its problems its own way (a module
// written by hand would mount without any of that), and the definition is made of the widget's markup contract as
// widgets/contracts.ts lists it (what `vitrine lint` and the manifest read).
import { describe, expect, it, vi } from "vitest";
import { widgets } from "./registry";
import { contracts } from "./contracts";
import type { MarkupContract } from "../core/markup";

/** The definition each module `defineWidget` returned was made of. */
const made = vi.hoisted(() => new Map<unknown, MarkupContract & { name: string }>());

vi.mock("../core/widget", async (importOriginal) => {
  const contract = await importOriginal<typeof import("../core/widget")>();
  const defineWidget: typeof contract.defineWidget = (definition) => {
    const module = contract.defineWidget(definition);
    made.set(module, definition);
    return module;
  };
  return { ...contract, defineWidget };
});

describe("every registry entry", () => {
  it.each(widgets.map((entry) => [entry.name, entry]))(
    "%s loads a module defineWidget made under that name",
    async (name, entry) => {
      const { default: module } = await entry.load();
      const definition = made.get(module);
      expect(definition?.name).toBe(name);
      for (const key of ["element", "attributes", "parts"] as const) expect(definition?.[key]).toBe(contracts[name]![key]);
    },
    30_000,
  );
});

it("widgets/contracts.ts lists every registry entry's contract, and nothing else", () => {
  expect(Object.keys(contracts).sort()).toEqual(widgets.map((entry) => entry.name).sort());
});
