// Generates docs/reference.md, the configuration and event reference, from the sources themselves: the fields of
// `pageConfigSchema` (types and defaults from the zod schema, descriptions from each field's doc comment in
// core/config.ts) and the members of `VitrineEvents` (core/events.ts). Run `npx tsx scripts/reference.ts` after
// changing either; tests/unit/reference.test.ts fails while the committed file is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { pageConfigSchema } from "../core/config";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const REFERENCE_PATH = `${ROOT}docs/reference.md`;

interface ZodNode {
  _zod: { def: Record<string, unknown> & { type: string } };
}

interface FieldType {
  type: string;
  default?: unknown;
  fields?: [string, ZodNode][];
}

/** A readable type for a zod/mini schema: what a page may write there. */
function describe(schema: ZodNode): FieldType {
  const def = schema._zod.def;
  switch (def.type) {
    case "optional":
      return describe(def["innerType"] as ZodNode);
    case "default":
      return { ...describe(def["innerType"] as ZodNode), default: def["defaultValue"] };
    case "pipe":
      return describe(def["in"] as ZodNode);
    case "object":
      return { type: "object", fields: Object.entries(def["shape"] as Record<string, ZodNode>) };
    case "array":
      return { type: `${describe(def["element"] as ZodNode).type}[]` };
    case "enum":
      return {
        type: Object.values(def["entries"] as Record<string, string>)
          .map((v) => JSON.stringify(v))
          .join(" | "),
      };
    case "string":
      return { type: def["format"] === "url" ? "string (http(s) URL)" : "string" };
    case "number": {
      const checks = (def["checks"] as ZodNode[] | undefined) ?? [];
      return { type: checks.some((c) => String(c._zod.def["format"] ?? "").includes("int")) ? "integer" : "number" };
    }
    default:
      return { type: def.type };
  }
}

/** The doc comment before each member, by member name. */
function docComments(text: string, members: ts.NodeArray<ts.ObjectLiteralElementLike | ts.TypeElement>): Map<string, string> {
  const docs = new Map<string, string>();
  for (const member of members) {
    const name = member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;
    const comment = ts
      .getLeadingCommentRanges(text, member.getFullStart())
      ?.filter((c) => text.startsWith("/**", c.pos))
      .at(-1);
    if (name && comment) docs.set(name, oneLine(text.slice(comment.pos + 3, comment.end - 2)));
  }
  return docs;
}

function parse(file: string): { text: string; source: ts.SourceFile } {
  const text = readFileSync(`${ROOT}${file}`, "utf8");
  return { text, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true) };
}

const oneLine = (comment: string) =>
  comment
    .split("\n")
    .map((line) => line.replace(/^\s*\*\s?/, "").trim())
    .filter(Boolean)
    .join(" ");

const cell = (text: string) => text.replace(/\|/g, "\\|");

function configTable(): string[] {
  const { text, source } = parse("core/config.ts");
  let fields: ts.NodeArray<ts.ObjectLiteralElementLike> | undefined;
  const find = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === "pageConfigSchema" &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      fields = (node.initializer.arguments[0] as ts.ObjectLiteralExpression).properties;
    } else ts.forEachChild(node, find);
  };
  find(source);
  if (!fields) throw new Error("core/config.ts: no pageConfigSchema = z.object({...})");
  const docs = docComments(text, fields);
  const rows = ["| Field | Type | Default | Description |", "| --- | --- | --- | --- |"];
  for (const [key, schema] of Object.entries(pageConfigSchema.shape as unknown as Record<string, ZodNode>)) {
    const doc = docs.get(key);
    if (!doc) throw new Error(`core/config.ts: pageConfigSchema.${key} has no doc comment`);
    const { type, default: fallback, fields } = describe(schema);
    rows.push(`| \`${key}\` | ${cell(type)} | ${fallback === undefined ? "" : `\`${JSON.stringify(fallback)}\``} | ${cell(doc)} |`);
    for (const [child, childSchema] of fields ?? []) {
      const nested = describe(childSchema);
      const shown = nested.fields ? `{ ${nested.fields.map(([k, s]) => `${k}: ${describe(s).type}`).join(", ")} }` : nested.type;
      rows.push(`| \`${key}.${child}\` | ${cell(shown)} | | |`);
    }
  }
  return rows;
}

function eventsTable(): string[] {
  const file = "core/events.ts";
  const { text, source } = parse(file);
  const events = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "VitrineEvents",
  );
  if (!events) throw new Error(`${file}: no VitrineEvents interface`);
  const docs = docComments(text, events.members);
  const rows = ["| Event | Detail | Description |", "| --- | --- | --- |"];
  for (const member of events.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const name = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText();
    const doc = docs.get(name);
    if (!doc) throw new Error(`${file}: VitrineEvents.${name} has no doc comment`);
    const detail = member.type.getText().replace(/\s+/g, " ");
    rows.push(`| \`vitrine:${name}\` | \`${cell(detail)}\` | ${cell(doc)} |`);
  }
  // The detail types the table names, as declared.
  const details = rows.join("\n");
  const named = [...source.statements, ...parse("core/tracking.ts").source.statements]
    .filter((s): s is ts.InterfaceDeclaration | ts.TypeAliasDeclaration => ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s))
    .filter((s) => s !== events && new RegExp(`\\b${s.name.text}\\b`).test(details))
    .map((s) => s.getText().replace(/^export /, ""));
  return [...rows, "", "```ts", ...named, "```"];
}

export function renderReference(): string {
  return [
    "# Configuration and event reference",
    "",
    "Generated by `npx tsx scripts/reference.ts` from `core/config.ts` and `core/events.ts`; do not edit by hand",
    "(`tests/unit/reference.test.ts` fails while this file is stale).",
    "",
    "## Configuration",
    "",
    'The page\'s configuration object: the JSON block `<script type="application/json" id="vitrine-config">`, then',
    "`vitrine.init(config)` (merged at every depth, later wins). All fields are optional; a bad one is reported",
    "(`vitrine:error`, source `configuration`) and its default applies.",
    "",
    ...configTable(),
    "",
    "## Events",
    "",
    "Each is a DOM `CustomEvent` on `document` named `vitrine:{type}` (its `detail` below), and `vitrine.on(type, handler)`.",
    "",
    ...eventsTable(),
    "",
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(REFERENCE_PATH, renderReference());
  console.log(`wrote ${REFERENCE_PATH}`);
}
