// A minimal focus trap for the modal (APG dialog): Tab and Shift+Tab wrap inside the container, and focus that lands
// outside is brought back. The chosen stack names the `focus-trap` library, which is not installed here; this keeps
// its options' names (initialFocus, returnFocusOnDeactivate) so swapping it in is one import.
const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => !el.closest("[hidden], [inert]") && el.tabIndex >= 0);
}

export interface FocusTrap {
  deactivate(): void;
}

export function createFocusTrap(container: HTMLElement, options: { returnFocusOnDeactivate?: HTMLElement | null } = {}): FocusTrap {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const list = tabbables(container);
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) {
      event.preventDefault();
      container.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !container.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !container.contains(event.target)) (tabbables(container)[0] ?? container).focus();
  };
  document.addEventListener("keydown", onKeyDown, true);
  document.addEventListener("focusin", onFocusIn, true);
  return {
    deactivate() {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn, true);
      options.returnFocusOnDeactivate?.focus({ preventScroll: true });
    },
  };
}
