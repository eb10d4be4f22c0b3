// DOM helpers for developer messages.

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
