// The one hook for errors: a `[vitrine] …` console message plus a `vitrine:error` event. A widget's error names the
// widget, its element and the attribute or part at fault; a runtime error (configuration, stock) names its source.
import { describeElement } from "./dom";
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
