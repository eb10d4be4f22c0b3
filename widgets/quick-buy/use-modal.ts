// The APG modal behaviour of the quick-buy dialog (§2, §9): while open, the page behind is inert and fixed, Tab stays
// inside, Escape closes and focus moves in after 300 ms; on close all of it is undone and focus returns to the opener.
import { useEffect, useRef, type RefObject } from "react";
import { prefersReducedMotion } from "../../core/dom";
import { emit } from "../../core/events";
import { closeOnEscape, focusInitial, makeBackgroundInert, trapTab } from "../../core/modal";
import { lockScroll } from "../../core/scroll-lock";
import { focusDelay } from "./rules";
import { closeQuickBuy } from "./state";

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
    const undo = [makeBackgroundInert(host), lockScroll(), trapTab(box), closeOnEscape(closeQuickBuy)];
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
