// The APG modal dialog's behaviour for any widget's dialog (quick buy times its own initial focus, §9): while
// open, the page's other top-level parts are inert, the page is fixed in place (core/scroll-lock.ts), Tab stays inside
// (focus-trap), Escape closes, focus moves in and returns to the opener on close. In authoring mode (§6) there is no
// trap, lock or inertness: the author must reach the rest of the page.
import { useEffect, type RefObject } from "react";
import { createFocusTrap } from "focus-trap";
import { tabbable } from "tabbable";
import { isAuthorMode } from "./authoring";
import { lockScroll } from "./scroll-lock";

/** The dialog renders only what is shown, so no layout check is needed (and happy-dom has no layout). */
const TABBABLE_OPTIONS = { displayCheck: "none" } as const;

/** The page's other top-level parts, made inert while the dialog is open; returns the undo. */
export function makeBackgroundInert(host: Element): () => void {
  const siblings = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.contains(host) && !el.hasAttribute("inert"),
  );
  for (const el of siblings) el.setAttribute("inert", "");
  return () => siblings.forEach((el) => el.removeAttribute("inert"));
}

/** Keeps Tab inside the dialog (focus moves in by the caller); returns the undo. */
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

/** Escape closes (the page's, not the browser's); returns the undo. */
export function closeOnEscape(close: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
  };
  document.addEventListener("keydown", onKeyDown);
  return () => document.removeEventListener("keydown", onKeyDown);
}

/** Focus on the part marked `data-autofocus`, else the first tabbable, else the dialog box itself. */
export function focusInitial(dialog: HTMLElement | null): void {
  if (!dialog) return;
  const target = dialog.querySelector<HTMLElement>("[data-autofocus]:not([disabled])") ?? tabbable(dialog, TABBABLE_OPTIONS)[0] ?? dialog;
  target.focus();
}

/** Applies the modal behaviour while `open`; `host` is the dialog's top-level container (a child of body). */
export function useModal(
  dialog: RefObject<HTMLElement | null>,
  { open, host, opener, close }: { open: boolean; host: Element; opener: HTMLElement | null; close(): void },
): void {
  useEffect(() => {
    const box = dialog.current;
    if (!open || !box) return;
    const undo = isAuthorMode() ? [closeOnEscape(close)] : [makeBackgroundInert(host), lockScroll(), trapTab(box), closeOnEscape(close)];
    focusInitial(box);
    return () => {
      for (const release of undo.reverse()) release();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [dialog, open, host, opener, close]);
}
