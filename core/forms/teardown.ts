// Why this exists: the core enhances markup the server owns and must be able to give it back. Every change it makes
// registers its undo here, and destroy() runs them newest first, so the page gets back the form the server sent.

export interface Teardown {
  /** Registers what destroy() must undo. */
  add(undo: () => void): void;
  /** Listens on `target` until destroy(). */
  listen<K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handle: (event: HTMLElementEventMap[K]) => void): void;
  /** Undoes everything registered so far, newest first. */
  run(): void;
}

export function createTeardown(): Teardown {
  const undo: Array<() => void> = [];
  return {
    add: (fn) => void undo.push(fn),
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
