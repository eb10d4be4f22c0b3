// The widget manifest (dist/vitrine.manifest.json) and VS Code's HTML custom data (dist/vitrine.html-data.json), read
// off the registry and each widget's markup contract: nothing here restates a schema. An attribute is required when its
// schema refuses it absent; its default is what the schema makes of it absent; its allowed values are its enum's. Its
// type, description and spec section are read off the source (tools/manifest/source.ts), and so are the events its code
// emits and listens to (tools/manifest/widget-events.ts): none of it ships.
import { z } from "../../core/zod";
import { datasetKeyToAttribute } from "../../core/attributes";
import { selectorOf } from "../../core/lifecycle";
import type { MarkupContract } from "../../core/markup";
import { pageConfigSchema } from "../../core/config";
import { widgets } from "../../widgets/registry";
import { contracts } from "../../widgets/contracts";
import type { JsonSchema } from "./reference";
import { sourceAttributes, type SourceAttribute } from "./source";
import { widgetEvents, widgetModule, type ManifestEvents } from "./widget-events";

export interface ManifestAttribute {
  name: string;
  type: string;
  required: boolean;
  default?: unknown;
  values?: string[];
  /** An integer's bounds. */
  min?: number;
  max?: number;
  /** A list's separator. */
  separator?: string;
  /** What a JSON attribute's value must be, as JSON Schema (from the schema it is parsed with). */
  json?: JsonSchema;
  description?: string;
  /** The spec section the description cites first (`§4 "Video or image"`). */
  section?: string;
}

export interface ManifestWidget {
  name: string;
  selector: string;
  hydrate: string;
  element?: string;
  attributes: ManifestAttribute[];
  parts: { name: string; selector: string; element?: string }[];
  /** The `vitrine:*` events its code emits and listens to (tools/manifest/widget-events.ts). */
  events: ManifestEvents;
}

type Schema = z.ZodMiniType & { _zod: { def: Record<string, unknown>; values?: Set<unknown> } };

/** The first schema on the way through pipes, optionals and checks that answers `pick`. */
function find<T>(schema: Schema, pick: (s: Schema) => T | undefined): T | undefined {
  const found = pick(schema);
  if (found !== undefined) return found;
  const { def } = schema._zod;
  for (const inner of [def.out, def.innerType, def.in]) {
    const value = inner ? find(inner as Schema, pick) : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

/** What the attribute's value is read as: the type the schema produces when the attribute is present. */
function typeOf(schema: Schema): string {
  return (
    find(schema, (s) => {
      const type = s._zod.def.type as string;
      return ["pipe", "optional", "transform", "nonoptional", "default", "prefault"].includes(type) ? undefined : type;
    }) ?? "string"
  );
}

/** The schema a JSON attribute's parsed value goes through: what follows the pipe that parses the text
 * (core/attributes.ts `attr.json`: a transform after the text's schema). */
function jsonPayload(schema: Schema): JsonSchema | undefined {
  const payload = find(schema, (s) => {
    const { def } = s._zod;
    const parse = def.type === "pipe" ? (def.in as Schema)._zod.def : undefined;
    return parse?.type === "pipe" && (parse.out as Schema)._zod.def.type === "transform" ? (def.out as Schema) : undefined;
  });
  if (!payload) return undefined;
  const { $schema: _, ...json } = z.toJSONSchema(payload, {
    io: "input",
    unrepresentable: "any",
    // What a transform first takes is anything (zod describes what follows it, which the markup need not match).
    override: ({ zodSchema, jsonSchema }) => {
      const { def } = (zodSchema as unknown as Schema)._zod;
      if (def.type === "pipe" && (def.in as Schema)._zod.def.type === "transform")
        for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    },
  }) as JsonSchema & { $schema?: string };
  return json;
}

function attributeOf(key: string, schema: Schema, source: SourceAttribute = {}): ManifestAttribute {
  const absent = schema.safeParse(undefined);
  const values = find(schema, (s) => (s._zod.def.type === "enum" ? [...(s._zod.values ?? [])].map(String) : undefined));
  const { type, ...rest } = source;
  const json = type === "json" ? jsonPayload(schema) : undefined;
  return {
    name: datasetKeyToAttribute(key),
    type: values ? "enum" : (type ?? (absent.success && typeof absent.data === "boolean" ? "boolean" : typeOf(schema))),
    required: !absent.success,
    ...(absent.success && absent.data !== undefined && !(Array.isArray(absent.data) && absent.data.length === 0)
      ? { default: absent.data }
      : {}),
    ...(values ? { values } : {}),
    ...rest,
    ...(json ? { json } : {}),
  };
}

function widgetOf(name: string, selector: string, hydrate: string, { element, attributes, parts = {} }: MarkupContract): ManifestWidget {
  const source = sourceAttributes(name);
  return {
    name,
    selector,
    hydrate,
    ...(element ? { element } : {}),
    attributes: Object.entries(attributes.shape).map(([key, schema]) => attributeOf(key, schema as Schema, source.get(key))),
    parts: Object.entries(parts).map(([part, spec]) =>
      typeof spec === "string" ? { name: part, selector: spec } : { name: part, selector: spec.selector, element: spec.tag },
    ),
    events: widgetEvents(widgetModule(name)),
  };
}

export function buildManifest() {
  return {
    widgets: widgets.map((entry) => widgetOf(entry.name, selectorOf(entry), entry.hydrate, contracts[entry.name]!)),
    /** The `#vitrine-config` block and `vitrine.init()` (core/config.ts), as JSON Schema. */
    configuration: z.toJSONSchema(pageConfigSchema, {
      io: "input",
      unrepresentable: "any",
      // zod leaves out the default of a schema that transforms (it is an output value); ours are valid inputs too.
      override: ({ zodSchema, jsonSchema }) => {
        const { def } = (zodSchema as unknown as Schema)._zod;
        if (def.type === "default" && jsonSchema.default === undefined) jsonSchema.default = def.defaultValue as never;
      },
    }),
  };
}

/** A value in Markdown code. */
export const code = (value: unknown) => `\`${typeof value === "string" ? value : JSON.stringify(value)}\``;

/** A JSON value's shape in brief: an object by its required keys (`…` for the optional ones), arrays and maps of them. */
function shapeOf(json: JsonSchema): string {
  if (json.type === "array") return json.items && Object.keys(json.items).length ? `${shapeOf(json.items)}[]` : "array";
  if (json.properties) {
    const required = json.required ?? [];
    const optional = Object.keys(json.properties).length > required.length;
    return `{ ${[...required, ...(optional ? ["…"] : [])].join(", ")} }`;
  }
  if (typeof json.additionalProperties === "object") return `{ [key]: ${shapeOf(json.additionalProperties)} }`;
  return json.type ?? "any";
}

/** The attribute's type in words, as the README tables and the editor's hover show it. */
export function typeText({ type, values, min, max, separator, json }: ManifestAttribute): string {
  if (values) return `one of ${values.map(code).join(", ")}`;
  if (type === "integer" || type === "number") {
    if (min !== undefined && max !== undefined) return `${type} ${min}–${max}`;
    if (min !== undefined) return `${type} ≥ ${min}`;
    if (max !== undefined) return `${type} ≤ ${max}`;
  }
  if (type === "list") return separator ? `list, ${code(separator)}-separated` : "list";
  if (type === "json") {
    const shape = json && Object.keys(json).length ? shapeOf(json) : undefined;
    return shape ? `JSON ${/^\w+$/.test(shape) ? shape : code(shape)}` : "JSON";
  }
  if (type === "interval") return "ISO 8601 interval `start/end`";
  return type;
}

/** VS Code's HTML custom data (version 1.1): every widget attribute, documented by the widget(s) reading it. */
export function buildHtmlData(manifest: ReturnType<typeof buildManifest>) {
  const attributes = new Map<string, { name: string; description: string; values?: { name: string }[] }>();
  for (const widget of manifest.widgets)
    for (const attribute of widget.attributes) {
      const line = [
        `**${widget.name}** (\`${widget.selector}\`):`,
        typeText(attribute),
        attribute.required ? "required" : "optional",
        attribute.default !== undefined ? `default ${JSON.stringify(attribute.default)}` : "",
        attribute.description ?? "",
      ]
        .filter(Boolean)
        .join(" · ");
      const known = attributes.get(attribute.name);
      if (known) known.description += `\n\n${line}`;
      else
        attributes.set(attribute.name, {
          name: attribute.name,
          description: line,
          ...(attribute.values ? { values: attribute.values.map((name) => ({ name })) } : {}),
        });
    }
  return { version: 1.1, tags: [], globalAttributes: [...attributes.values()] };
}
