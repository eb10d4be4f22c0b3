// DOM helpers shared by widgets (describing an element for a developer message is core/errors.ts's).

/** The first element under `root` whose `attribute` (a name from our own code) equals `value` (from a URL, a cookie
 * or a response). The value is compared, never put in a selector, so no value can become selector syntax. */
export function findByAttribute(root: ParentNode, attribute: string, value: string): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>(`[${attribute}]`)) if (el.getAttribute(attribute) === value) return el;
  return null;
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Moves keyboard focus to an item that may not be focusable by itself (the first newly loaded tile or look). */
export function focusItem(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: false });
}

type Child = Node | string | false | null | undefined;

/** An element built by hand for a view that renders no React: attributes as given (`false`/undefined leaves one out,
 * `true` sets it empty), children appended as nodes, text as text nodes (a server's string is never parsed as HTML). */
export function h(tag: string, attributes: Record<string, string | boolean | undefined> = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) el.setAttribute(name, "");
    else if (typeof value === "string") el.setAttribute(name, value);
  }
  for (const child of children) if (child !== false && child !== null && child !== undefined) el.append(child);
  return el;
}
