// The APG modal dialog pieces every dialog shares (quick buy, the gallery zoom overlay): while one is open the page
// behind is inert and fixed, Tab stays inside, Escape closes; each returns its undo. Loaded only with a dialog's
// chunk (focus-trap is ~7 KB): never import this from the entry.
import { createFocusTrap } from "focus-trap";
import { tabbable } from "tabbable";

/** Dialogs render only what is shown (no `hidden` parts), so no layout check is needed; happy-dom has no layout. */
const TABBABLE_OPTIONS = { displayCheck: "none" } as const;

/** Focus on the part marked `data-autofocus`, else the first tabbable, else the dialog box itself. */
export function focusInitial(dialog: HTMLElement | null): void {
  if (!dialog) return;
  const target = dialog.querySelector<HTMLElement>("[data-autofocus]:not([disabled])") ?? tabbable(dialog, TABBABLE_OPTIONS)[0] ?? dialog;
  target.focus();
}

/** The page's other top-level parts, made inert while the dialog (inside `host`, a child of the body) is open. */
export function makeBackgroundInert(host: HTMLElement): () => void {
  const siblings = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.hasAttribute("inert"),
  );
  for (const el of siblings) el.setAttribute("inert", "");
  return () => siblings.forEach((el) => el.removeAttribute("inert"));
}

/** Keeps Tab inside the dialog; moving focus in and Escape are the caller's. */
export function trapTab(dialog: HTMLElement): () => void {
  const trap = createFocusTrap(dialog, {
    initialFocus: false,
    fallbackFocus: dialog,
    escapeDeactivates: false,
    allowOutsideClick: true,
    returnFocusOnDeactivate: false,
    tabbableOptions: TABBABLE_OPTIONS,
  }).activate();
  return () => void trap.deactivate();
}

/** Escape anywhere on the page calls `close` (the page behind is inert, so the key is the dialog's). */
export function closeOnEscape(close: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
  };
  document.addEventListener("keydown", onKeyDown);
  return () => document.removeEventListener("keydown", onKeyDown);
}
