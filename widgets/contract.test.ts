// One widget contract (core/widget.ts `defineWidget`): every registry entry loads a module the contract made, under
// the entry's own name, so none parses its attributes, finds its parts or reports its problems its own way (a module
// written by hand would mount without any of that).
import { describe, expect, it, vi } from "vitest";
import { widgets } from "./registry";

/** The name each module `defineWidget` returned was defined under. */
const made = vi.hoisted(() => new Map<unknown, string>());

vi.mock("../core/widget", async (importOriginal) => {
  const contract = await importOriginal<typeof import("../core/widget")>();
  const defineWidget: typeof contract.defineWidget = (definition) => {
    const module = contract.defineWidget(definition);
    made.set(module, definition.name);
    return module;
  };
  return { ...contract, defineWidget };
});

describe("every registry entry", () => {
  it.each(widgets.map((entry) => [entry.name, entry]))(
    "%s loads a module defineWidget made under that name",
    async (name, entry) => {
      const { default: module } = await entry.load();
      expect(made.get(module)).toBe(name);
    },
    30_000,
  );
});
