// The APG modal behaviour of the quick-buy dialog (§2, §9): while open, the page behind is inert and fixed, Tab stays
// inside, Escape closes and focus moves in after 300 ms; on close all of it is undone and focus returns to the opener.
import { useEffect, useRef, type RefObject } from "react";
import { createFocusTrap } from "focus-trap";
import { tabbable } from "tabbable";
import { prefersReducedMotion } from "../../core/dom";
import { emit } from "../../core/events";
import { lockScroll } from "../../core/scroll-lock";
import { focusDelay } from "./rules";
import { closeQuickBuy } from "./state";

/** The dialog renders only what is shown (no `hidden` parts), so no layout check is needed; happy-dom has no layout. */
const TABBABLE_OPTIONS = { displayCheck: "none" } as const;

/** Focus on the part marked `data-autofocus`, else the first tabbable, else the dialog box itself. */
export function focusInitial(dialog: HTMLElement | null): void {
  if (!dialog) return;
  const target = dialog.querySelector<HTMLElement>("[data-autofocus]:not([disabled])") ?? tabbable(dialog, TABBABLE_OPTIONS)[0] ?? dialog;
  target.focus();
}

/** The page's other top-level parts, made inert while the dialog is open; returns the undo. */
function makeBackgroundInert(host: HTMLElement): () => void {
  const siblings = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.hasAttribute("inert"),
  );
  for (const el of siblings) el.setAttribute("inert", "");
  return () => siblings.forEach((el) => el.removeAttribute("inert"));
}

/** Keeps Tab inside the dialog; focus moves in by the timer of `useModal` and Escape is handled there. */
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

function closeOnEscape(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    closeQuickBuy();
  };
  document.addEventListener("keydown", onKeyDown);
  return () => document.removeEventListener("keydown", onKeyDown);
}

/** Applies the modal behaviour while mounted; the returned ref says whether the delayed initial focus has happened. */
export function useModal(
  dialog: RefObject<HTMLElement | null>,
  host: HTMLElement,
  opener: HTMLElement,
  partNumber: string,
): RefObject<boolean> {
  const focusReady = useRef(false);
  useEffect(() => {
    const box = dialog.current!;
    const undo = [makeBackgroundInert(host), lockScroll(), trapTab(box), closeOnEscape()];
    const timer = setTimeout(() => {
      focusReady.current = true;
      focusInitial(box);
    }, focusDelay(prefersReducedMotion()));
    emit("quick-buy", { action: "open", partNumber });
    return () => {
      clearTimeout(timer);
      for (const release of undo.reverse()) release();
      if (opener.isConnected) opener.focus({ preventScroll: true });
      emit("quick-buy", { action: "close", partNumber });
    };
  }, [dialog, host, opener, partNumber]);
  return focusReady;
}
