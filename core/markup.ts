// The markup half of the widget contract, with no DOM: the element a widget must be, its `data-*` attributes parsed
// by its schema, its required parts. The browser runs it on a widget's element as it mounts (core/widget.ts), and
// `vitrine lint` on parsed HTML (tools/lint/), so both report the same problem in the same words.
import type { z } from "./zod";
import { missingPart, parseAttributes, wrongElement, type Problem } from "./attributes";

/** What the check reads of an element: a DOM element is one, and so is the linter's view of a parsed page's. */
export interface MarkupElement {
  readonly localName: string;
  getAttribute(name: string): string | null;
  querySelector(selector: string): MarkupElement | null;
}

/** A required child element: the selector that must match inside the widget's element, or that selector and the
 * element it must be (`{ selector: "[data-x]", tag: "form" }`). */
export type PartSelector = string | { selector: string; tag: string };

/** The markup a widget's definition asks for (core/widget.ts `defineWidget`): what lint and the manifest read. */
export interface MarkupContract<S extends z.ZodMiniObject = z.ZodMiniObject> {
  /** The element the widget must be on (`"form"`). */
  element?: string;
  attributes: S;
  /** Required parts by name. */
  parts?: Record<string, PartSelector>;
}

export type MarkupResult<S extends z.ZodMiniObject, E> =
  { ok: true; attributes: z.output<S>; parts: Record<string, E> } | { ok: false; problem: Problem };

/** The element checked against its contract: the first problem (element, then attributes in schema order, then parts
 * in their order), or the parsed attributes and the parts found. */
export function checkMarkup<S extends z.ZodMiniObject, E extends MarkupElement>(
  element: E,
  { element: tag, attributes, parts = {} }: MarkupContract<S>,
): MarkupResult<S, E> {
  if (tag && element.localName !== tag) return { ok: false, problem: wrongElement(tag, element) };
  const parsed = parseAttributes(element, attributes);
  if (!parsed.ok) return { ok: false, problem: parsed };
  const found: Record<string, E> = {};
  for (const [key, spec] of Object.entries(parts)) {
    const { selector, tag: partTag } = typeof spec === "string" ? { selector: spec, tag: undefined } : spec;
    const part = element.querySelector(selector) as E | null;
    if (!part) return { ok: false, problem: missingPart(selector) };
    if (partTag && part.localName !== partTag) return { ok: false, problem: wrongElement(partTag, part, selector) };
    found[key] = part;
  }
  return { ok: true, attributes: parsed.value, parts: found };
}
