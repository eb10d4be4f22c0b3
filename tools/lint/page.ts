// A parsed page as the markup contract reads elements (core/markup.ts `MarkupElement`, core/errors.ts
// `DescribedElement`), with each element's source position: htmlparser2 keeps the offsets, one parse per page.
import { parseDocument } from "htmlparser2";
import { compile, selectOne } from "css-select";
import type { Element as Node, ChildNode } from "domhandler";
import type { MarkupElement } from "../../core/markup";
import type { DescribedElement } from "../../core/errors";

type Matcher = ReturnType<typeof compile<ChildNode, Node>>;
/** Selectors compiled once per process: a page's widgets ask for the same few parts. */
const compiled = new Map<string, Matcher>();
export function matcher(selector: string): Matcher {
  let match = compiled.get(selector);
  if (!match) compiled.set(selector, (match = compile<ChildNode, Node>(selector)));
  return match;
}

/** One element of a parsed page. */
export class PageElement implements MarkupElement, DescribedElement {
  #children: PageElement[] | undefined;
  constructor(
    readonly node: Node,
    readonly page: Page,
  ) {}
  get localName(): string {
    return this.node.name;
  }
  get id(): string {
    return this.node.attribs.id ?? "";
  }
  get classList(): string[] {
    return (this.node.attribs.class ?? "").split(/\s+/).filter(Boolean);
  }
  get parentElement(): PageElement | null {
    const parent = this.node.parent;
    return parent?.type === "tag" || parent?.type === "script" || parent?.type === "style" ? this.page.element(parent as Node) : null;
  }
  get children(): PageElement[] {
    return (this.#children ??= this.node.children.filter(isElement).map((child) => this.page.element(child)));
  }
  getAttribute(name: string): string | null {
    return this.node.attribs[name] ?? null;
  }
  querySelector(selector: string): PageElement | null {
    const found = selectOne(matcher(selector), this.node.children);
    return found ? this.page.element(found as Node) : null;
  }
  /** Where the start tag begins: 1-based line and column. */
  get position(): { line: number; column: number } {
    return this.page.position(this.node.startIndex ?? 0);
  }
}

export const isElement = (node: ChildNode): node is Node => node.type === "tag" || node.type === "script" || node.type === "style";

export class Page {
  readonly root: ReturnType<typeof parseDocument>;
  readonly #elements = new Map<Node, PageElement>();
  readonly #lineStarts: number[] = [0];
  constructor(readonly html: string) {
    this.root = parseDocument(html, { withStartIndices: true, withEndIndices: true, lowerCaseAttributeNames: true });
    for (let i = html.indexOf("\n"); i !== -1; i = html.indexOf("\n", i + 1)) this.#lineStarts.push(i + 1);
  }
  element(node: Node): PageElement {
    let element = this.#elements.get(node);
    if (!element) this.#elements.set(node, (element = new PageElement(node, this)));
    return element;
  }
  position(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.#lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.#lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - this.#lineStarts[low]! + 1 };
  }
  /** Every element in document order, with whether it sits where the browser finds no markup to hydrate
   * (`<template>` content, `<noscript>` parsed as text when script runs). */
  *walk(): Generator<{ node: Node; inert: boolean }> {
    const stack: { node: ChildNode; inert: boolean }[] = [...this.root.children].reverse().map((node) => ({ node, inert: false }));
    while (stack.length > 0) {
      const { node, inert } = stack.pop()!;
      if (!isElement(node)) continue;
      yield { node, inert };
      const inside = inert || node.name === "template" || node.name === "noscript";
      for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, inert: inside });
    }
  }
}
