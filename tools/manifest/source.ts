// What the manifest reads off the widgets' source rather than their schemas, at build time only (so none of it ships in
// a browser chunk): each attribute's doc comment (its description, and the spec section a `§N` in it names) and the
// type its `attr.*` call reads the value as (`attr.int({ min: 1 })` → integer ≥ 1, `attr.list("|")` → a "|"-list, a
// transform that splits on "," → a ","-list, `attr.json(…)` → JSON).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

// From the file's own path, not `new URL(…)`: a happy-dom test's global URL is the window's, which Node's
// fileURLToPath refuses.
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

export interface SourceType {
  type?: string;
  min?: number;
  max?: number;
  separator?: string;
}

export interface SourceAttribute extends SourceType {
  description?: string;
  section?: string;
}

const sources = new Map<string, ts.SourceFile>();

/** A repository file, parsed once (`path` from the repository root). */
export function parse(path: string): ts.SourceFile {
  let source = sources.get(path);
  if (!source) {
    source = ts.createSourceFile(path, readFileSync(join(ROOT, path), "utf8"), ts.ScriptTarget.Latest, true);
    sources.set(path, source);
  }
  return source;
}

/** The text of the doc comment right before `node`, on one line. */
export function docComment(node: ts.Node): string | undefined {
  const text = node.getSourceFile().text;
  const comment = ts
    .getLeadingCommentRanges(text, node.getFullStart())
    ?.filter((c) => text.startsWith("/**", c.pos))
    .at(-1);
  if (!comment) return undefined;
  return text
    .slice(comment.pos + 3, comment.end - 2)
    .split("\n")
    .map((line) => line.replace(/^\s*\*\s?/, "").trim())
    .filter(Boolean)
    .join(" ");
}

/** The first `§N` or `§N "Heading"` the text cites. */
export const sectionOf = (text: string) => /§\d+(?: "[^"]+")?/.exec(text)?.[0];

/** The top-level `const name = …` of a file, or the one it imports under that name (relative imports only). */
function declaration(file: string, name: string): { file: string; init: ts.Expression } | undefined {
  const source = parse(file);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return { file, init: d.initializer };
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith(".") &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      const element = statement.importClause.namedBindings.elements.find((e) => e.name.text === name);
      if (!element) continue;
      const target = relative(ROOT, join(ROOT, dirname(file), `${statement.moduleSpecifier.text}.ts`));
      if (existsSync(join(ROOT, target))) return declaration(target, (element.propertyName ?? element.name).text);
    }
  }
  return undefined;
}

const literalNumber = (node: ts.Expression | undefined): number | undefined =>
  node && ts.isNumericLiteral(node)
    ? Number(node.text)
    : node && ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)
      ? -Number(node.operand.text)
      : undefined;

function bounds(options: ts.Expression | undefined): SourceType {
  const found: SourceType = {};
  if (options && ts.isObjectLiteralExpression(options))
    for (const p of options.properties)
      if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && (p.name.text === "min" || p.name.text === "max")) {
        const value = literalNumber(p.initializer);
        if (value !== undefined) found[p.name.text] = value;
      }
  return found;
}

const ATTR_TYPES: Record<string, string> = {
  string: "string",
  optionalString: "string",
  bool: "boolean",
  number: "number",
  json: "json",
  interval: "interval",
  optionalInterval: "interval",
};

/** The type an attribute's schema expression reads its value as, following wrappers and the file's own helpers. */
function typeOfExpression(file: string, node: ts.Expression): SourceType {
  if (ts.isParenthesizedExpression(node)) return typeOfExpression(file, node.expression);
  if (ts.isIdentifier(node)) {
    const found = declaration(file, node.text);
    return found ? typeOfExpression(found.file, found.init) : {};
  }
  if (!ts.isCallExpression(node)) return {};
  const callee = node.expression;
  const [first, second] = node.arguments;
  if (ts.isPropertyAccessExpression(callee)) {
    const method = callee.name.text;
    const owner = callee.expression.getText();
    if (method === "check") return typeOfExpression(file, callee.expression);
    if (owner === "attr") {
      if (method === "int") return { type: "integer", ...bounds(first) };
      if (method === "list") return { type: "list", ...(first && ts.isStringLiteral(first) ? { separator: first.text } : {}) };
      if (method === "optional" && first) return typeOfExpression(file, first);
      return ATTR_TYPES[method] ? { type: ATTR_TYPES[method] } : {};
    }
    // A pipe reads the value as its first schema does, unless what follows parses it further (JSON, a list).
    if (owner === "z" && method === "pipe" && first) {
      const parsed = second ? typeOfExpression(file, second) : {};
      return parsed.type === "json" || parsed.type === "list" ? parsed : typeOfExpression(file, first);
    }
    if (owner === "z" && method === "transform" && first) return splitBy(file, first);
    if (owner === "z" && method === "optional" && first) return typeOfExpression(file, first);
    if (owner === "z" && method === "string") return { type: "string" };
    return {};
  }
  // A call to a helper of the file (`const required = (name) => z.string(…)`): the type its body gives.
  if (ts.isIdentifier(callee)) {
    const found = declaration(file, callee.text);
    if (found && ts.isArrowFunction(found.init) && !ts.isBlock(found.init.body)) return typeOfExpression(found.file, found.init.body);
  }
  return {};
}

/** A transform that splits the text on a literal separator (`v.split(",")`) reads a list. */
function splitBy(file: string, transform: ts.Expression): SourceType {
  const found = ts.isIdentifier(transform) ? declaration(file, transform.text) : { file, init: transform };
  let separator: string | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "split" &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      separator ??= node.arguments[0].text;
    else ts.forEachChild(node, visit);
  };
  if (found && ts.isFunctionLike(found.init)) visit(found.init);
  return separator === undefined ? {} : { type: "list", separator };
}

/** The `z.object({ … })` literal of an attribute schema (also when `.check(…)` follows it). */
function objectLiteral(node: ts.Expression): ts.ObjectLiteralExpression | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  if (node.expression.name.text === "object") {
    const [shape] = node.arguments;
    return shape && ts.isObjectLiteralExpression(shape) ? shape : undefined;
  }
  return objectLiteral(node.expression.expression);
}

/** The properties of the `z.object({ … })` the widget's `contract` (widgets/<name>/schema.ts) takes its attributes
 * from, and the file they are written in. */
export function attributeProperties(widget: string): { file: string; properties: ts.PropertyAssignment[] } {
  const file = `widgets/${widget}/schema.ts`;
  const contract = declaration(file, "contract");
  const literal = contract && ts.isSatisfiesExpression(contract.init) ? contract.init.expression : contract?.init;
  const property =
    literal && ts.isObjectLiteralExpression(literal) ? literal.properties.find((p) => p.name?.getText() === "attributes") : undefined;
  const name = property && ts.isPropertyAssignment(property) ? property.initializer : undefined;
  const schema = name && ts.isIdentifier(name) ? declaration(file, name.text) : undefined;
  const shape = schema && objectLiteral(schema.init);
  if (!schema || !shape) throw new Error(`${file}: the contract's attributes are not a z.object({ … }) this tool can read`);
  return { file: schema.file, properties: shape.properties.filter(ts.isPropertyAssignment) };
}

/** Each attribute of the widget's contract by its schema key: its doc and source type. */
export function sourceAttributes(widget: string): Map<string, SourceAttribute> {
  const { file, properties } = attributeProperties(widget);
  const attributes = new Map<string, SourceAttribute>();
  for (const p of properties) {
    const description = docComment(p);
    const section = description && sectionOf(description);
    attributes.set(p.name.getText(), {
      ...typeOfExpression(file, p.initializer),
      ...(description ? { description } : {}),
      ...(section ? { section } : {}),
    });
  }
  return attributes;
}
