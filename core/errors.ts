// The one hook for errors: a `[vitrine] …` console message plus a `vitrine:error` event. A widget's error names the
// widget, its element and the attribute or part at fault; a runtime error (configuration, stock) names its source.
import { emit } from "./events";

export interface WidgetErrorInput {
  widget: string;
  element: Element;
  attribute?: string;
  /** A required child element (its selector) that is missing. */
  part?: string;
  message: string;
  cause?: unknown;
}

export interface RuntimeErrorInput {
  /** The part of the runtime reporting, e.g. "configuration" or "stock". */
  source: string;
  message: string;
  cause?: unknown;
}

export function reportWidgetError({ widget, element, attribute, part, message, cause }: WidgetErrorInput): void {
  const where = describeElement(element);
  log(widgetErrorText({ widget, where, attribute, part, message }), cause);
  emit("error", { widget, element: where, message, ...(attribute ? { attribute } : {}), ...(part ? { part } : {}) });
}

export function reportError({ source, message, cause }: RuntimeErrorInput): void {
  log(runtimeErrorText(source, message), cause);
  emit("error", { source, message });
}

/** The console line of a widget's error (`vitrine lint` prints the same), the element described as `where`. */
export function widgetErrorText({
  widget,
  where,
  attribute,
  part,
  message,
}: {
  widget: string;
  where: string;
  attribute?: string;
  part?: string;
  message: string;
}): string {
  const at = attribute ? ` (${attribute})` : part ? ` (part ${part})` : "";
  return `[vitrine] ${widget} on ${where}${at}: ${message}`;
}

/** The console line of a runtime error (`vitrine lint` prints the same for the configuration). */
export const runtimeErrorText = (source: string, message: string): string => `[vitrine] ${source}: ${message}`;

function log(text: string, cause: unknown): void {
  if (cause === undefined) console.error(text);
  else console.error(text, cause);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What describing an element reads of it: a DOM element is one, and so is the linter's view of a parsed page's. */
export interface DescribedElement {
  readonly localName: string;
  readonly id: string;
  readonly classList: ArrayLike<string>;
  readonly parentElement: DescribedElement | null;
  readonly children: ArrayLike<DescribedElement>;
}

/** A short, readable selector path for developer messages, e.g. `ul.product-grid > li:nth-of-type(3) > article.product-tile`
 * (up to `depth` steps, never above `<body>`); `escape` is CSS.escape, given where there is none (Node). */
export function describeElement(el: DescribedElement, depth = 3, escape: (text: string) => string = (text) => CSS.escape(text)): string {
  const parts: string[] = [];
  let node: DescribedElement | null = el;
  while (node && parts.length < depth && node.localName !== "body" && node.localName !== "html") {
    parts.unshift(step(node, escape));
    if (node.id) break;
    node = node.parentElement;
  }
  return parts.join(" > ");
}

function step(el: DescribedElement, escape: (text: string) => string): string {
  const tag = el.localName;
  if (el.id) return `${tag}#${escape(el.id)}`;
  const cls = el.classList[0];
  const base = cls ? `${tag}.${escape(cls)}` : tag;
  const parent = el.parentElement;
  if (!parent) return base;
  const sameTag = Array.from(parent.children).filter((c) => c.localName === tag);
  return sameTag.length > 1 ? `${base}:nth-of-type(${sameTag.indexOf(el) + 1})` : base;
}
