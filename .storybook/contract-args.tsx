// A widget's markup contract in Storybook, from the manifest (virtual:vitrine-contracts), for every story file whose
// meta names its widget (`parameters: { contract: "video" }`): a typed control per `data-*` attribute (below) and a
// docs page with the README's attribute table and example (contract-docs.tsx). A control left unset keeps the
// fixture markup's value; a set one is written on every element the widget's selector matches before the lifecycle
// starts, and changing it remounts the widget (.storybook/story-page.tsx, and the stories that place their own markup).
import { createContext, useCallback, useContext } from "react";
import type { Decorator } from "@storybook/react-vite";
import type { ArgTypesEnhancer, InputType, StrictInputType } from "storybook/internal/types";
import contracts from "virtual:vitrine-contracts";
import type { ManifestAttribute } from "../tools/manifest/manifest";

/** The widget's contract; throws for a name the manifest lacks (a typo in a story's `parameters.contract`). */
export function contractOf(widget: string) {
  const contract = contracts[widget];
  if (!contract) throw new Error(`No widget ${widget} in the manifest`);
  return contract;
}

/** The attribute's control: a switch, a choice of its values, a bounded number, or text (lists, JSON, intervals). */
function controlOf({ type, values, min, max }: ManifestAttribute): InputType {
  if (type === "boolean") return { control: "boolean" };
  if (values) return { control: "select", options: values };
  if (type === "integer" || type === "number") return { control: { type: "number", min, max, step: type === "integer" ? 1 : undefined } };
  return { control: "text" };
}

function inputTypeOf(attribute: ManifestAttribute): StrictInputType {
  return {
    ...controlOf(attribute),
    name: attribute.name,
    description: attribute.description,
    type: { name: "other", value: attribute.type, required: attribute.required },
    table: {
      category: "data-* attributes",
      type: { summary: attribute.values ? attribute.values.join(" | ") : attribute.type },
      ...(attribute.default !== undefined ? { defaultValue: { summary: JSON.stringify(attribute.default) } } : {}),
    },
  };
}

/** Adds the widget's attribute controls to a story with a contract; the story's own argTypes win. */
export const contractArgTypes: ArgTypesEnhancer = ({ parameters, argTypes }) => {
  if (typeof parameters.contract !== "string") return argTypes;
  const { attributes } = contractOf(parameters.contract);
  return { ...Object.fromEntries(attributes.map((a) => [a.name, inputTypeOf(a)])), ...argTypes };
};

interface Overrides {
  selector: string;
  /** [attribute, value] of the controls that are set. */
  values: [string, string][];
}

const OverridesContext = createContext<Overrides | undefined>(undefined);

function overridesOf(widget: unknown, args: Record<string, unknown>): Overrides | undefined {
  if (typeof widget !== "string") return undefined;
  const { selector, attributes } = contractOf(widget);
  const values = attributes.flatMap(({ name }): [string, string][] => (args[name] == null ? [] : [[name, String(args[name])]]));
  return { selector, values };
}

/** Hands the set controls of a story with a contract to the markup below it. */
export const withContractAttributes: Decorator = (Story, { args, parameters }) => (
  <OverridesContext.Provider value={overridesOf(parameters.contract, args)}>
    <Story />
  </OverridesContext.Provider>
);

/** Writes the set controls on the widget's elements under a root; a new function whenever a control changes, so an
 * effect that places the markup and starts the lifecycle can depend on it. */
export function useContractAttributes(): (root: ParentNode) => void {
  const overrides = useContext(OverridesContext);
  const key = overrides ? JSON.stringify(overrides) : "";
  return useCallback(
    (root) => {
      if (!key) return;
      const { selector, values } = JSON.parse(key) as Overrides;
      for (const element of root.querySelectorAll(selector)) for (const [name, value] of values) element.setAttribute(name, value);
    },
    [key],
  );
}
