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
  const at = attribute ? ` (${attribute})` : part ? ` (part ${part})` : "";
  log(`[vitrine] ${widget} on ${where}${at}: ${message}`, cause);
  emit("error", { widget, element: where, message, ...(attribute ? { attribute } : {}), ...(part ? { part } : {}) });
}

export function reportError({ source, message, cause }: RuntimeErrorInput): void {
  log(`[vitrine] ${source}: ${message}`, cause);
  emit("error", { source, message });
}

function log(text: string, cause: unknown): void {
  if (cause === undefined) console.error(text);
  else console.error(text, cause);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A short, readable selector path for developer messages, e.g. `ul.product-grid > li:nth-of-type(3) > article.product-tile`. */
export function describeElement(el: Element, depth = 3): string {
  const parts: string[] = [];
  let node: Element | null = el;
  while (node && parts.length < depth && node !== document.body && node !== document.documentElement) {
    parts.unshift(step(node));
    if (node.id) break;
    node = node.parentElement;
  }
  return parts.join(" > ");
}

function step(el: Element): string {
  const tag = el.localName;
  if (el.id) return `${tag}#${CSS.escape(el.id)}`;
  const cls = el.classList[0];
  const base = cls ? `${tag}.${CSS.escape(cls)}` : tag;
  const parent = el.parentElement;
  if (!parent) return base;
  const sameTag = Array.from(parent.children).filter((c) => c.localName === tag);
  return sameTag.length > 1 ? `${base}:nth-of-type(${sameTag.indexOf(el) + 1})` : base;
}
