// The one hook for developer errors: a console message naming widget, element and attribute, plus a `vitrine:error` event.
import { describeElement } from "./dom";
import { emit } from "./events";

export interface WidgetErrorInput {
  widget: string;
  element: Element;
  attribute?: string;
  message: string;
  cause?: unknown;
}

export function reportWidgetError({ widget, element, attribute, message, cause }: WidgetErrorInput): void {
  const where = describeElement(element);
  const text = `[vitrine] ${widget} on ${where}${attribute ? ` (${attribute})` : ""}: ${message}`;
  if (cause === undefined) console.error(text);
  else console.error(text, cause);
  emit("error", { widget, element: where, message, ...(attribute ? { attribute } : {}) });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
