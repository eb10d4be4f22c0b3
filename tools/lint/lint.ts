// `vitrine lint` on one page: every widget found by its registry selector and checked by the contract the browser
// runs as it mounts (core/markup.ts), reported in the browser's own words (core/errors.ts), plus the page checks of the
// README ("Adding Vitrine to a page"): the configuration block, the script tag, ids, direction, the strict CSP,
// same-origin links and form actions, and widget markup where it cannot hydrate.
import type { Element as Node } from "domhandler";
import { checkMarkup, type MarkupContract } from "../../core/markup";
import { describeElement, runtimeErrorText, widgetErrorText } from "../../core/errors";
import { parseConfigBlock } from "../../core/page-config";
import { resolveSiteConfig } from "../../core/config";
import { sameOriginPath } from "../../core/safe-url";
import { markets } from "../../markets/markets";
import { selectorOf, type WidgetEntry } from "../../core/lifecycle";
import { matcher, Page, PageElement } from "./page";
import { cssEscape } from "./css-escape";

export type Severity = "error" | "warning";

export interface Finding {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  /** The rule: `markup` (the widget contract), `config`, `script`, `id`, `dir`, `csp`, `origin`, `nesting`. */
  rule: string;
  widget?: string;
  attribute?: string;
  message: string;
}

export interface Widget {
  entry: Pick<WidgetEntry, "name" | "selector">;
  contract: MarkupContract;
}

/** Where relative URLs of a page read from a file resolve: any origin of ours will do, only "same or not" matters. */
const FILE_ORIGIN = "https://page.invalid/";
const ENTRY_SCRIPT = /(^|\/)vitrine\.js(\?|#|$)/;
const LOADER_SCRIPT = /(^|\/)vitrine-loader\.js(\?|#|$)/;
/** Script types a browser does not run: data blocks (the configuration, JSON-LD) are allowed under the strict CSP. */
const DATA_SCRIPT = /^(application\/(ld\+)?json|importmap|text\/template)$/i;
/** The primary languages of markets written right to left (markets/markets.ts `direction`). */
const RTL_LANGUAGES = new Set(
  Object.values(markets)
    .filter((market) => market.direction === "rtl")
    .map((market) => market.language.split("-")[0]!.toLowerCase()),
);

/** Compiled once per widget list: the widgets in registry order with their selector's matcher. */
export function prepare(widgets: readonly Widget[]) {
  const list = widgets.map((widget) => ({ ...widget, matches: matcher(selectorOf(widget.entry as WidgetEntry)) }));
  return list;
}
export type Prepared = ReturnType<typeof prepare>;

export function lintPage(html: string, file: string, widgets: Prepared, base = FILE_ORIGIN): Finding[] {
  const page = new Page(html);
  const findings: Finding[] = [];
  const at = (element: PageElement, finding: Omit<Finding, "file" | "line" | "column">) =>
    void findings.push({ file, ...element.position, ...finding });
  const describe = (element: PageElement) => describeElement(element, 3, cssEscape);
  const ids = new Map<string, PageElement>();
  const scripts: PageElement[] = [];
  let config: PageElement | undefined;
  let lastWidget: PageElement | undefined;
  /** The widgets an element sits inside, innermost last (nesting checks). */
  const open: { node: Node; name: string }[] = [];

  for (const { node, inert } of page.walk()) {
    const element = page.element(node);
    while (open.length > 0 && !contains(open.at(-1)!.node, node)) open.pop();
    const id = node.attribs.id;
    if (id !== undefined && !inert) {
      if (ids.has(id))
        at(element, {
          severity: "error",
          rule: "id",
          attribute: "id",
          message: `duplicate id "${id}" (first on line ${ids.get(id)!.position.line})`,
        });
      else ids.set(id, element);
    }
    if (node.name === "script") {
      if (id === "vitrine-config") config = element;
      else scripts.push(element);
    }
    checkCsp(element, at);
    checkOrigins(element, base, open.length > 0, at);
    // One element, one widget: the first in registry order whose selector matches it (core/lifecycle.ts `scan`).
    const widget = widgets.find((w) => w.matches(node));
    if (!widget) continue;
    const name = widget.entry.name;
    if (inert) {
      at(element, {
        severity: "warning",
        rule: "nesting",
        widget: name,
        message: `inside <${inertAncestor(node)}>: the browser finds no markup there to hydrate`,
      });
      continue;
    }
    if (open.some((outer) => outer.name === name))
      at(element, {
        severity: "error",
        rule: "nesting",
        widget: name,
        message: `${name} inside another ${name}: each mounts on its own and both change the same markup`,
      });
    open.push({ node, name });
    lastWidget = element;
    const checked = checkMarkup(element, widget.contract);
    if (checked.ok) continue;
    const { attribute, part, message } = checked.problem;
    at(element, {
      severity: "error",
      rule: "markup",
      widget: name,
      ...(attribute ? { attribute } : part ? { attribute: `part ${part}` } : {}),
      message: widgetErrorText({ widget: name, where: describe(element), attribute, part, message }),
    });
  }

  checkConfig(config, at);
  checkScripts(scripts, config, lastWidget, at);
  checkDirection(page, at);
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

type Report = (element: PageElement, finding: Omit<Finding, "file" | "line" | "column">) => void;

function contains(outer: Node, node: Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === outer) return true;
  return false;
}

function inertAncestor(node: Node): string {
  for (let parent = node.parent; parent; parent = parent.parent)
    if ("name" in parent && (parent.name === "template" || parent.name === "noscript")) return parent.name;
  return "template";
}

/** The block parses as the runtime parses it, and its fields match the configuration schema (core/config.ts). */
function checkConfig(block: PageElement | undefined, at: Report): void {
  if (!block) return;
  const text = block.node.children.map((child) => ("data" in child ? child.data : "")).join("");
  const value = parseConfigBlock(text);
  const issues = typeof value === "string" ? [value] : resolveSiteConfig(value, "", FILE_ORIGIN).issues;
  for (const issue of issues) at(block, { severity: "error", rule: "config", message: runtimeErrorText("configuration", issue) });
  if (block.getAttribute("type")?.toLowerCase() !== "application/json")
    at(block, {
      severity: "error",
      rule: "config",
      attribute: "type",
      message: '#vitrine-config must be <script type="application/json">',
    });
}

/** One Vitrine script (the module or the classic loader), after the configuration block and, when the classic loader
 * runs at once (no defer), after the markup it hydrates. */
function checkScripts(scripts: PageElement[], config: PageElement | undefined, lastWidget: PageElement | undefined, at: Report): void {
  const vitrine = scripts.filter((script) => {
    const src = script.getAttribute("src") ?? "";
    return ENTRY_SCRIPT.test(src) || LOADER_SCRIPT.test(src);
  });
  if (vitrine.length === 0 && lastWidget)
    at(lastWidget, {
      severity: "error",
      rule: "script",
      message: "no Vitrine script (vitrine.js or vitrine-loader.js): the page's widgets stay as the server rendered them",
    });
  for (const extra of vitrine.slice(1))
    at(extra, {
      severity: "error",
      rule: "script",
      attribute: "src",
      message: "a second Vitrine script: a page loads one (the module or the classic loader), the second does nothing but download",
    });
  const [script] = vitrine;
  if (!script) return;
  const src = script.getAttribute("src")!;
  const deferred = script.getAttribute("defer") !== null || script.getAttribute("async") !== null;
  if (ENTRY_SCRIPT.test(src) && script.getAttribute("type") !== "module")
    at(script, {
      severity: "error",
      rule: "script",
      attribute: "type",
      message: 'vitrine.js is a module: <script type="module">, or the classic vitrine-loader.js',
    });
  if (LOADER_SCRIPT.test(src) && !deferred && lastWidget && before(script, lastWidget))
    at(script, {
      severity: "error",
      rule: "script",
      message: "the classic loader runs before the markup it hydrates: add defer or move it to the end of <body>",
    });
  if (config && before(script, config))
    at(config, {
      severity: "warning",
      rule: "config",
      message: '#vitrine-config comes after the Vitrine script: put it in <head> (README "Adding Vitrine to a page")',
    });
}

const before = (a: PageElement, b: PageElement) => (a.node.startIndex ?? 0) < (b.node.startIndex ?? 0);

/** A page in a right-to-left market's language says so on <html> or <body>: the server's markup reads right to left
 * before any widget has mounted. */
function checkDirection(page: Page, at: Report): void {
  const html = page.root.children.find((node): node is Node => "name" in node && node.name === "html");
  if (!html) return;
  const lang = (html.attribs.lang ?? "").split("-")[0]!.toLowerCase();
  if (!RTL_LANGUAGES.has(lang)) return;
  const body = html.children.find((node): node is Node => "name" in node && node.name === "body");
  if (html.attribs.dir || body?.attribs.dir) return;
  at(page.element(html), {
    severity: "warning",
    rule: "dir",
    attribute: "dir",
    message: `lang="${html.attribs.lang}" is written right to left: set dir="rtl" on <html>`,
  });
}

/** The strict CSP (`script-src 'self'`, Trusted Types) blocks inline script and inline event handlers. */
function checkCsp(element: PageElement, at: Report): void {
  const { node } = element;
  if (node.name === "script" && !node.attribs.src && !DATA_SCRIPT.test(node.attribs.type ?? "") && node.children.length > 0)
    at(element, {
      severity: "warning",
      rule: "csp",
      message: "inline script: the strict CSP (script-src 'self') blocks it; move it to a file",
    });
  for (const name of Object.keys(node.attribs))
    if (name.startsWith("on"))
      at(element, {
        severity: "warning",
        rule: "csp",
        attribute: name,
        message: `inline event handler ${name}: the strict CSP blocks it; add the listener from a script file`,
      });
}

/** Links and form actions stay on the page's origin (core/safe-url.ts): `javascript:` never, a form never posts
 * elsewhere (CSP form-action 'self'), a widget's link never leads off the site. */
function checkOrigins(element: PageElement, base: string, inWidget: boolean, at: Report): void {
  const { node } = element;
  const attribute = node.name === "a" || node.name === "area" ? "href" : node.name === "form" ? "action" : undefined;
  const value = attribute && node.attribs[attribute];
  if (!attribute || value === undefined || value.trim() === "") return;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return at(element, { severity: "error", rule: "origin", attribute, message: `${attribute} "${value}" is not a URL` });
  }
  if (url.protocol === "javascript:")
    return at(element, {
      severity: "error",
      rule: "origin",
      attribute,
      message: `${attribute} runs script (javascript:): the strict CSP blocks it`,
    });
  if (url.protocol !== "http:" && url.protocol !== "https:") return; // mailto:, tel:
  if (sameOriginPath(value, base) !== null) return;
  if (node.name === "form")
    at(element, {
      severity: "error",
      rule: "origin",
      attribute,
      message: `form posts to another origin (${url.origin}): form-action 'self' blocks it`,
    });
  else if (inWidget)
    at(element, { severity: "warning", rule: "origin", attribute, message: `a widget's link leads to another origin (${url.origin})` });
}
