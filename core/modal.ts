// The overlay service's dialog half: the APG modal dialog behaviour of every widget's dialog (quick buy, find in store,
// the zoom overlay; checkout's next). While one is open the page's other top-level parts are inert, the page is fixed
// in place (core/scroll-lock.ts), Tab stays inside (focus-trap), Escape closes, focus moves in (after the opening
// animation, at once under prefers-reduced-motion) and returns to the opener on close; the widget's open and close
// events follow. Its container comes from core/overlay-host.ts.
//
// Two dialogs at once stack (README "Dialogs"): the second opens above the first, which goes inert with the rest of
// the page; Escape closes the top one only; closing it gives the focus back to its opener, inside the first, whose Tab
// trap takes over again. In authoring mode (§6) there is no trap, lock or inertness: the author must reach the rest of
// the page; Escape still closes.
import { useEffect, useRef, type RefObject } from "react";
import { createFocusTrap } from "focus-trap";
import { tabbable } from "tabbable";
import { isAuthorMode } from "./authoring";
import { prefersReducedMotion } from "./dom";
import { lockScroll } from "./scroll-lock";

/** The dialog renders only what is shown, so no layout check is needed (and happy-dom has no layout). */
const TABBABLE_OPTIONS = { displayCheck: "none" } as const;

/** The page's other top-level parts (another dialog's host too), made inert while the dialog is open; returns the
 * undo, which leaves alone what was inert before. */
function makeBackgroundInert(host: Element): () => void {
  const siblings = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.contains(host) && !el.hasAttribute("inert"),
  );
  for (const el of siblings) el.setAttribute("inert", "");
  return () => siblings.forEach((el) => el.removeAttribute("inert"));
}

/** Keeps Tab inside the dialog (focus moves in by the caller); a trap opened above it pauses it. Returns the undo. */
function trapTab(dialog: HTMLElement): () => void {
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

/** The open dialogs, the top one last: Escape closes that one only. */
const stack: Array<{ close(): void }> = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== "Escape" || stack.length === 0) return;
  event.preventDefault(); // the page's Escape, not the browser's
  stack.at(-1)!.close();
}

/** Puts a dialog on top until the returned undo. */
function stackDialog(dialog: { close(): void }): () => void {
  if (stack.length === 0) document.addEventListener("keydown", onKeyDown);
  stack.push(dialog);
  return () => {
    stack.splice(stack.indexOf(dialog), 1);
    if (stack.length === 0) document.removeEventListener("keydown", onKeyDown);
  };
}

const AUTOFOCUS = "[data-autofocus]:not([disabled])";

/** Focus on the part marked `data-autofocus`, else the first tabbable, else the dialog box itself. A marked part that
 * is there but still disabled (a one-size product's "Add to bag" while its size is being chosen) takes the focus when
 * it becomes enabled, unless the shopper has moved it meanwhile. Returns the undo of that wait. */
export function focusInitial(dialog: HTMLElement | null): () => void {
  if (!dialog) return () => {};
  const fallback = dialog.querySelector<HTMLElement>(AUTOFOCUS) ?? tabbable(dialog, TABBABLE_OPTIONS)[0] ?? dialog;
  fallback.focus();
  if (fallback.matches(AUTOFOCUS) || !dialog.querySelector("[data-autofocus]")) return () => {};
  const wait = new MutationObserver(() => {
    const target = dialog.querySelector<HTMLElement>(AUTOFOCUS);
    if (document.activeElement !== fallback) wait.disconnect();
    else if (target) {
      wait.disconnect();
      target.focus();
    }
  });
  wait.observe(dialog, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled", "data-autofocus"] });
  return () => wait.disconnect();
}

/** When focus moves in: after the opening animation, at once when the shopper prefers reduced motion (no animation). */
export const initialFocusDelay = (animationMs: number, reducedMotion: boolean): number => (reducedMotion ? 0 : animationMs);

export interface ModalOptions {
  /** The dialog's container, a child of the body (core/overlay-host.ts): everything else goes inert. */
  host: Element;
  /** Escape closes (the dialog's own buttons call it too). */
  close(): void;
  /** Gets the focus back on close, when still on the page. */
  opener?: HTMLElement | null;
  /** The opening animation (ms): focus moves in after it (§9 quick buy: 300 ms). */
  focusAfter?: number;
  /** Fixes the page while open (default); false when the asker fixed it at its click (core/gallery.ts `openZoom`). */
  lockScroll?: boolean;
  /** The widget's open event, once the dialog is modal. */
  opened?(): void;
  /** The widget's close event, once all is undone and the focus is back. */
  closed?(): void;
}

/** Makes `dialog` (the `role="dialog"` box) modal while mounted; returns whether the initial focus has moved in.
 * Pass stable callbacks: a change of any option makes the dialog modal anew. */
export function useModal(
  dialog: RefObject<HTMLElement | null>,
  { host, close, opener, focusAfter = 0, lockScroll: locks = true, opened, closed }: ModalOptions,
): RefObject<boolean> {
  const focused = useRef(false);
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    const author = isAuthorMode();
    const undo = [stackDialog({ close })];
    if (!author) undo.push(makeBackgroundInert(host), trapTab(box));
    if (!author && locks) undo.push(lockScroll());
    const moveIn = () => {
      focused.current = true;
      undo.push(focusInitial(box));
    };
    const delay = initialFocusDelay(focusAfter, prefersReducedMotion());
    const timer = delay > 0 ? setTimeout(moveIn, delay) : (moveIn(), undefined);
    opened?.();
    return () => {
      clearTimeout(timer);
      focused.current = false;
      for (const release of undo.reverse()) release();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      closed?.();
    };
  }, [dialog, host, close, opener, focusAfter, locks, opened, closed]);
  return focused;
}
