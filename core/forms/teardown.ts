// Why this exists: the core enhances markup the server owns and must be able to give it back. Every change it makes
// registers its undo here (an attribute or a content it is about to change is kept as the server sent it), and
// destroy() runs them newest first, so the page gets back the form the server sent, to the attribute.

export interface Teardown {
  /** Registers what destroy() must undo. */
  add(undo: () => void): void;
  /** Keeps the server's value (or absence) of these attributes before the core first changes them; destroy() puts
   * them back. Later calls for the same attribute keep nothing more. */
  keepAttributes(element: Element, names: readonly string[]): void;
  /** Keeps the server's content of `element` before the core first replaces it; destroy() puts it back. */
  keepContent(element: Element): void;
  /** Listens on `target` until destroy(). */
  listen<K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handle: (event: HTMLElementEventMap[K]) => void): void;
  /** Undoes everything registered so far, newest first. */
  run(): void;
}

export function createTeardown(): Teardown {
  const undo: Array<() => void> = [];
  const keptAttributes = new WeakMap<Element, Set<string>>();
  const keptContent = new WeakSet<Element>();
  return {
    add: (fn) => void undo.push(fn),
    keepAttributes(element, names) {
      const kept = keptAttributes.get(element) ?? new Set<string>();
      keptAttributes.set(element, kept);
      for (const name of names.filter((n) => !kept.has(n))) {
        kept.add(name);
        const server = element.getAttribute(name);
        undo.push(() => (server === null ? element.removeAttribute(name) : element.setAttribute(name, server)));
      }
    },
    keepContent(element) {
      if (keptContent.has(element)) return;
      keptContent.add(element);
      const server = [...element.childNodes];
      undo.push(() => element.replaceChildren(...server));
    },
    listen(target, type, handle) {
      target.addEventListener(type, handle as EventListener);
      undo.push(() => target.removeEventListener(type, handle as EventListener));
    },
    run: () =>
      undo
        .splice(0)
        .reverse()
        .forEach((fn) => fn()),
  };
}

/** The form's `[attribute]` element (best rendered by the server, its space reserved), or a `tag` the core makes at
 * the form's start or end and destroy() removes. */
export function formPart(form: HTMLFormElement, attribute: string, tag: "div" | "p", at: "start" | "end", teardown: Teardown): HTMLElement {
  const found = form.querySelector<HTMLElement>(`[${attribute}]`);
  if (found) return found;
  const made = document.createElement(tag);
  made.setAttribute(attribute, "");
  if (at === "start") form.prepend(made);
  else form.append(made);
  teardown.add(() => made.remove());
  return made;
}
