// `interaction`: the widget's code loads on the first pointer over, focus in or touch of its element (quick buy's
// triggers). A click (or Enter on a link) that lands while the code loads would navigate away from what it asked for:
// it is held and replayed right after mount (so the widget handles it with a listener its mount attached); if the
// code is not there within REPLAY_WAIT_MS, the link is followed after all. In the CMS editor a click is the author's,
// never held or turned into navigation (§6).
import { isAuthorMode } from "../authoring";
import type { Instance, Strategy } from "../lifecycle";

const INTERACTION_EVENTS = ["pointerover", "focusin", "touchstart"] as const;
/** How long a held activation waits for the widget's code before the link does what it would have done. */
const REPLAY_WAIT_MS = 1500;

const isPlainActivation = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** The element's own link, when it stays on this site (the held activation's fallback). */
function sameOriginHref(el: HTMLElement): string | undefined {
  const href = el instanceof HTMLAnchorElement ? el.href : undefined;
  return href && new URL(href, location.href).origin === location.origin ? href : undefined;
}

export const onInteraction: Strategy = (instance, start) => {
  const { el } = instance;
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, start, { once: true, passive: true });
  instance.cancel = () => INTERACTION_EVENTS.forEach((type) => el.removeEventListener(type, start));
  if (!isAuthorMode()) holdActivations(instance, start);
};

function holdActivations(instance: Instance, start: () => void): void {
  const { el } = instance;
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onClick = (event: MouseEvent) => {
    if (!isPlainActivation(event)) return;
    event.preventDefault();
    start();
    if (held) return;
    held = true;
    timer = setTimeout(() => release("navigate"), REPLAY_WAIT_MS);
  };
  const release = (outcome: "replay" | "navigate" | "drop") => {
    el.removeEventListener("click", onClick);
    clearTimeout(timer);
    instance.release = undefined;
    if (!held) return;
    held = false;
    if (outcome === "replay") el.click();
    const href = outcome === "navigate" ? sameOriginHref(el) : undefined;
    if (href) location.assign(href);
  };
  el.addEventListener("click", onClick);
  instance.release = release;
}
