// The project's own ESLint rules (eslint.config.js, tried in tests/unit/lint-rules.test.ts). They judge where an
// import lands, not how it is spelt: every module specifier (import, export … from, `import()`) is resolved against
// the importing file, so `../../widgets/x`, `./../x` and a dynamic import are all seen for what they reach.
import { dirname, relative, resolve, sep } from "node:path";

/** The specifier of each import-like node: its text, or null when computed (an `import()` no rule can follow). An
 * `import()` whose file name alone varies in a folder written out, `./messages/${language}.ts` (a catalog's loader,
 * markets/messages.ts; the build imports every file of the folder), is `./messages/*.ts`: any file there. */
function onEachImport(context, check) {
  const visit = (node) => {
    const source = node.source;
    if (!source) return;
    if (source.type === "Literal" && typeof source.value === "string") return check(node, source.value);
    if (source.type === "TemplateLiteral") {
      const pattern = source.quasis.map((quasi) => quasi.value.cooked).join("*");
      if (source.expressions.length === 0) return check(node, pattern);
      const inFolder = /^\.\.?\/.*\.\w+$/.test(pattern) && pattern.lastIndexOf("/") < pattern.indexOf("*");
      if (inFolder) return check(node, pattern);
    }
    check(node, null);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

/** `specifier` as a path from the project root (`widgets/quick-buy/view`), or undefined for a package. */
function target(context, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  return relative(context.cwd, resolve(dirname(context.filename), specifier))
    .split(sep)
    .join("/");
}

/** The widget a project path reaches: its folder (`widgets/quick-buy` or `widgets/quick-buy/…` → "quick-buy"). */
const widgetOf = (path) => /^widgets\/([^/]+)(\/|$)/.exec(path)?.[1];
const isRegistry = (path) => /^widgets\/registry(\.ts)?$/.test(path);
const TESTS_AND_STORIES = /\.(test|stories)\.tsx?$/;

/** Widgets never import widgets; core names no widget (core/boot.ts reads the registry, and only that). */
const widgetBoundaries = {
  meta: {
    type: "problem",
    messages: {
      otherWidget: "Widgets don't import other widgets ({{target}}): move what they share to core/.",
      registry: "Only tests and stories boot widgets through widgets/registry.",
      coreNamesWidget: "Core names no widget ({{target}}): only core/boot.ts reads widgets/registry.",
      computed:
        "An import() of a computed path: write the path out, or vary its file name alone (`./messages/${language}.ts`), so the rules (and the build) can follow it.",
    },
    schema: [],
  },
  create(context) {
    const file = relative(context.cwd, context.filename).split(sep).join("/");
    const ownWidget = /^widgets\/([^/]+)\//.exec(file)?.[1]; // widgets/registry.ts is in no widget's folder
    const inCore = file.startsWith("core/");
    if (!ownWidget && !inCore) return {};
    return onEachImport(context, (node, specifier) => {
      if (specifier === null) return context.report({ node, messageId: "computed" });
      const path = target(context, specifier);
      if (!path) return;
      if (inCore && (path.startsWith("widgets/") || path === "widgets") && !(file === "core/boot.ts" && isRegistry(path)))
        return context.report({ node, messageId: "coreNamesWidget", data: { target: path } });
      if (!ownWidget) return;
      if (isRegistry(path)) return TESTS_AND_STORIES.test(file) ? undefined : context.report({ node, messageId: "registry" });
      const other = widgetOf(path);
      if (other && other !== ownWidget) context.report({ node, messageId: "otherWidget", data: { target: path } });
    });
  },
};

/** `@preact/signals-react` only in `.tsx` views: anything else takes plain signals from `@preact/signals-core`, so a
 * module that renders nothing never pulls React into its widget's chunk. */
const signalsReactInViews = {
  meta: {
    type: "problem",
    messages: {
      notView: "@preact/signals-react only in .tsx views (it brings React): take signal, computed and effect from @preact/signals-core.",
    },
    schema: [],
  },
  create(context) {
    if (context.filename.endsWith(".tsx")) return {};
    return onEachImport(context, (node, specifier) => {
      if (specifier === "@preact/signals-react" || specifier?.startsWith("@preact/signals-react/"))
        context.report({ node, messageId: "notView" });
    });
  },
};

export const vitrine = { rules: { "widget-boundaries": widgetBoundaries, "signals-react-in-views": signalsReactInViews } };
