// The `vitrine:*` events each widget emits and listens to, read off its code at build time: from its module
// (widgets/<name>/index.ts) through the bindings it imports, module by module (core/ included, `import()` of a file too),
// each `emit("type", …)` and `on("type", …)` of core/events.ts in code the widget can run, so a helper that wraps one
// (core/tracking.ts `track`) counts for the widgets that call it, and a module's top-level subscription (core/cart.ts's
// `on("session", …)`) for every widget importing it; a `vitrine:type` CustomEvent or listener made by hand counts too.
// A binding counts when any code the widget reaches names it (shadowing aside: a name too many is an event too many,
// never one missed). The bootloader's own modules (core/boot.ts and its static imports) are the runtime's: their
// events (`ready`, `config`, `idle`) are in docs/reference.md alone. An event name this cannot read as a literal fails
// the build: a widget's events are never guessed.
import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import { docComment, parse, ROOT } from "./source";

export const EVENTS_MODULE = "core/events.ts";
const ENTRY = "core/boot.ts";

export interface ManifestEvent {
  /** The DOM event's name, `vitrine:{type}`. */
  name: string;
  /** Its `detail`, as `VitrineEvents` declares it. */
  detail: string;
  /** `VitrineEvents`' doc comment of it. */
  description: string;
}

export interface ManifestEvents {
  emits: ManifestEvent[];
  listens: ManifestEvent[];
}

/** Every member of `VitrineEvents` (core/events.ts), in its order, with its detail type and doc comment. */
export function vitrineEvents(): Map<string, { detail: string; description: string }> {
  const source = parse(EVENTS_MODULE);
  const events = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "VitrineEvents",
  );
  if (!events) throw new Error(`${EVENTS_MODULE}: no VitrineEvents interface`);
  const found = new Map<string, { detail: string; description: string }>();
  for (const member of events.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const name = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText();
    const description = docComment(member);
    if (!description) throw new Error(`${EVENTS_MODULE}: VitrineEvents.${name} has no doc comment`);
    found.set(name, { detail: member.type.getText().replace(/\s+/g, " "), description });
  }
  return found;
}

/** The repository file a relative specifier names from `file` (`.ts`, `.tsx`, a folder's index), or undefined for a
 * package or a non-code file (`./x.css?raw`). */
function resolve(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".") || specifier.includes("?") || /\.(css|json|svg)$/.test(specifier)) return undefined;
  const base = relative(ROOT, join(ROOT, dirname(file), specifier));
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (path) => /\.tsx?$/.test(path) && existsSync(join(ROOT, path)),
  );
  if (!found) throw new Error(`${file}: cannot resolve ${specifier}`);
  return found;
}

const where = (node: ts.Node) => {
  const source = node.getSourceFile();
  const { line, character } = source.getLineAndCharacterOfPosition(node.getStart());
  return `${source.fileName}:${line + 1}:${character + 1}`;
};

const literal = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

type Kind = "emits" | "listens";
const FUNCTIONS: Record<string, Kind> = { emit: "emits", on: "listens" };

interface ModuleEvent {
  kind: Kind;
  type: string;
  node: ts.Node;
}

/** Every event a module emits or listens to, wherever it is in the module (`source.fileName` from the repository root). */
export function moduleEvents(source: ts.SourceFile): ModuleEvent[] {
  const file = source.fileName;
  // The local names of core/events.ts's emit and on in this module.
  const bound = new Map<string, Kind>();
  for (const statement of source.statements) {
    const from =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? resolve(file, statement.moduleSpecifier.text)
        : undefined;
    if (from !== EVENTS_MODULE) continue;
    if (ts.isExportDeclaration(statement)) {
      const reexported = statement.exportClause && ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements : [];
      if (!statement.isTypeOnly && (!statement.exportClause || reexported.some((e) => (e.propertyName ?? e.name).text in FUNCTIONS)))
        throw new Error(`${where(statement)}: re-exports emit or on: import them from ${EVENTS_MODULE} where they are called`);
      continue;
    }
    const bindings = (statement as ts.ImportDeclaration).importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings))
      throw new Error(`${where(statement)}: import emit and on by name from ${EVENTS_MODULE}, not as a namespace`);
    for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
      const kind = FUNCTIONS[(element.propertyName ?? element.name).text];
      if (kind && !element.isTypeOnly) bound.set(element.name.text, kind);
    }
  }
  const found: ModuleEvent[] = [];
  const visit = (node: ts.Node): void => {
    const parent = node.parent;
    if (ts.isIdentifier(node) && bound.has(node.text) && !ts.isImportSpecifier(parent) && !isName(node)) {
      const name = node.text;
      if (!ts.isCallExpression(parent) || parent.expression !== node)
        throw new Error(`${where(node)}: ${name} is used other than called: the manifest cannot tell its events`);
      const type = literal(parent.arguments[0]);
      if (type === undefined)
        throw new Error(`${where(node)}: ${name}(…)'s event type is not a string literal: the manifest cannot read it`);
      found.push({ kind: bound.get(name)!, type, node });
    }
    // A CustomEvent or listener made by hand, outside core/events.ts.
    const byHand =
      ts.isNewExpression(node) && node.expression.getText() === "CustomEvent"
        ? "emits"
        : ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "addEventListener"
          ? "listens"
          : undefined;
    const first = byHand && (node as ts.CallExpression | ts.NewExpression).arguments?.[0];
    if (byHand && first) {
      const text = literal(first) ?? (ts.isTemplateExpression(first) ? first.head.text : undefined);
      if (text?.startsWith("vitrine:")) {
        if (!literal(first)) throw new Error(`${where(first)}: a vitrine: event name that is not a string literal`);
        found.push({ kind: byHand, type: text.slice("vitrine:".length), node: first });
      }
    }
    ts.forEachChild(node, visit);
  };
  if (file !== EVENTS_MODULE) ts.forEachChild(source, visit);
  return found;
}

/** An identifier that names something (a property, a parameter, a declaration) rather than referring to a binding. */
function isName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    ((ts.isPropertyAccessExpression(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodSignature(parent)) &&
      parent.name === node) ||
    ((ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isFunctionDeclaration(parent) || ts.isBindingElement(parent)) &&
      parent.name === node)
  );
}

/** What a module imports, exports and runs as it loads. */
interface Module {
  /** Each local binding imported by value: the module and the name (`*` for a namespace). */
  imports: Map<string, { from: string; name: string }>;
  /** Modules imported for their side effects alone (`import "./x"`). */
  loads: string[];
  /** Each exported name's local declaration. */
  exports: Map<string, string>;
  /** `export { a as b } from "./x"` (b → a) and `export * from "./x"`. */
  reexports: { from: string; names: Map<string, string> | "*" }[];
  /** Each top-level declaration by its name (a function, a class, a variable's declarator). */
  declarations: Map<string, ts.Node>;
  /** What runs as the module loads: its statements that declare nothing, and the declarators that call. */
  onLoad: ts.Node[];
}

const modules = new Map<string, Module>();

function moduleOf(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const module: Module = { imports: new Map(), loads: [], exports: new Map(), reexports: [], declarations: new Map(), onLoad: [] };
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of parse(file).statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = resolve(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      const clause = statement.importClause;
      if (!from || clause?.isTypeOnly) continue;
      if (!clause) module.loads.push(from);
      if (clause?.name) module.imports.set(clause.name.text, { from, name: "default" });
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) module.imports.set(bindings.name.text, { from, name: "*" });
      for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : [])
        if (!element.isTypeOnly) module.imports.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const from = statement.moduleSpecifier && resolve(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      const clause = statement.exportClause;
      const names = new Map<string, string>();
      for (const element of clause && ts.isNamedExports(clause) ? clause.elements : [])
        if (!element.isTypeOnly) names.set(element.name.text, (element.propertyName ?? element.name).text);
      if (from) module.reexports.push({ from, names: clause ? names : "*" });
      else if (!statement.moduleSpecifier) for (const [name, local] of names) module.exports.set(name, local);
    } else if (ts.isExportAssignment(statement)) {
      module.declarations.set("default", statement.expression);
      module.exports.set("default", "default");
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      module.declarations.set(statement.name.text, statement);
      if (exported(statement)) module.exports.set(statement.name.text, statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declarator of statement.declarationList.declarations) {
        const init = declarator.initializer;
        const names = ts.isIdentifier(declarator.name) ? [declarator.name.text] : [];
        for (const name of names) {
          module.declarations.set(name, declarator);
          if (exported(statement)) module.exports.set(name, name);
        }
        if (!names.length || (init && calls(init))) module.onLoad.push(declarator);
      }
    } else if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) module.onLoad.push(statement);
  }
  modules.set(file, module);
  return module;
}

/** Whether evaluating the expression runs code (a call outside any function it defines). */
function calls(node: ts.Node): boolean {
  if (ts.isFunctionLike(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  return ts.forEachChild(node, calls) ?? false;
}

/** Every module `start` loads statically (its imports and re-exports, not its `import()`s). */
function staticGraph(start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const module = moduleOf(file);
    pending.push(...module.loads, ...[...module.imports.values()].map((i) => i.from), ...module.reexports.map((r) => r.from));
  }
  return seen;
}

/** The code a widget can run, from its module: each module reached (outside `skip`) with the nodes of it reached. */
function reachable(start: string, skip: ReadonlySet<string>): Map<string, Set<ts.Node>> {
  const reached = new Map<string, Set<ts.Node>>();
  const asked = new Set<string>();
  const pending: [file: string, name: string | undefined][] = [[start, "*"]];
  const include = (file: string, node: ts.Node) => {
    const nodes = reached.get(file)!;
    if (nodes.has(node)) return;
    nodes.add(node);
    const module = moduleOf(file);
    const visit = (child: ts.Node): void => {
      if (ts.isIdentifier(child)) {
        const declaration = module.declarations.get(child.text);
        if (declaration && declaration !== node) include(file, declaration);
        const imported = module.imports.get(child.text);
        if (imported) pending.push([imported.from, imported.name]);
      } else if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const target = literal(child.arguments[0]);
        const from = target && resolve(file, target);
        if (from) pending.push([from, "*"]);
      }
      ts.forEachChild(child, visit);
    };
    ts.forEachChild(node, visit);
  };
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [file, name] = next;
    if (skip.has(file) || asked.has(`${file}\0${name}`)) continue;
    asked.add(`${file}\0${name}`);
    const module = moduleOf(file);
    if (!reached.has(file)) {
      reached.set(file, new Set());
      for (const node of module.onLoad) include(file, node);
      pending.push(...module.loads.map((from): [string, undefined] => [from, undefined]));
    }
    if (name === undefined) continue;
    for (const [exported, local] of module.exports) {
      if (name !== "*" && name !== exported) continue;
      const declaration = module.declarations.get(local);
      const imported = module.imports.get(local); // `import { a } from "./x"; export { a }`
      if (declaration) include(file, declaration);
      else if (imported) pending.push([imported.from, imported.name]);
    }
    for (const { from, names } of module.reexports)
      if (names === "*") pending.push([from, name]);
      else for (const [exported, imported] of names) if (name === "*" || name === exported) pending.push([from, imported]);
  }
  return reached;
}

let runtime: Set<string> | undefined;

/** The events the widget whose module is `module` (widgets/<name>/index.ts) emits and listens to, in
 * `VitrineEvents`' order. */
export function widgetEvents(module: string): ManifestEvents {
  runtime ??= staticGraph(ENTRY);
  const known = vitrineEvents();
  const found: Record<Kind, Set<string>> = { emits: new Set(), listens: new Set() };
  for (const [file, nodes] of reachable(module, runtime))
    for (const { kind, type, node } of moduleEvents(parse(file))) {
      if (!known.has(type)) throw new Error(`${where(node)}: vitrine:${type} is not a member of VitrineEvents (${EVENTS_MODULE})`);
      let ancestor: ts.Node | undefined = node;
      while (ancestor && !nodes.has(ancestor)) ancestor = ancestor.parent;
      if (ancestor) found[kind].add(type);
    }
  const list = (kind: Kind) =>
    [...known].filter(([type]) => found[kind].has(type)).map(([type, event]) => ({ name: `vitrine:${type}`, ...event }));
  return { emits: list("emits"), listens: list("listens") };
}

/** The module the registry's line for `name` loads (`load: () => import("./<name>")`). */
export function widgetModule(name: string): string {
  const registry = "widgets/registry.ts";
  let module: string | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isObjectLiteralExpression(node) &&
      node.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === "name" && literal(p.initializer) === name)
    ) {
      const load = node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === "load");
      const body = load && ts.isArrowFunction(load.initializer) ? load.initializer.body : undefined;
      const specifier = body && ts.isCallExpression(body) ? literal(body.arguments[0]) : undefined;
      module = specifier && resolve(registry, specifier);
    } else ts.forEachChild(node, visit);
  };
  visit(parse(registry));
  if (!module) throw new Error(`${registry}: no line for ${name} with load: () => import("./…")`);
  return module;
}
