// Notification banner (§3): the server draws it whole (text, call to action, dismiss control, its room in the page);
// this adds what needs script: the dismiss control, the call to action as a named event, the auto-dismiss timer
// (paused while the shopper points at or works in the banner), and the announcement. No React.
import { isAuthorMode } from "../../core/authoring";
import { focusItem } from "../../core/dom";
import { emit } from "../../core/events";
import { textLocale } from "../../core/store";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import { bannerText } from "./messages";
import { announcement, autoDismissAfter, liveRole } from "./rules";
import css from "./banner.css?raw";
import shared from "../../core/shared.css?raw";
import { contract } from "./schema";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: "notification-banner",
  ...contract,
  enhance({ element, attributes, parts }) {
    const { callback, ctaText } = attributes;
    const cta = element.querySelector<HTMLButtonElement>("[data-banner-cta]");
    const after = autoDismissAfter(attributes.timing, { isPushing: attributes.isPushing, authoring: isAuthorMode() });
    const live = document.createElement("p");
    live.className = "vitrine-visually-hidden";
    live.setAttribute("role", liveRole(after));
    element.append(live);
    parts.dismiss.setAttribute("aria-label", bannerText(textLocale.value, "dismiss"));

    const timer = after === undefined ? undefined : pausableTimer(element, after, () => dismiss(false));
    function dismiss(byHand: boolean) {
      const hadFocus = element.contains(document.activeElement);
      timer?.stop();
      element.hidden = true;
      emit("banner", { action: "dismiss", byHand, ...(callback ? { callback } : {}) });
      // Focus must not be lost with the banner: it goes on to the page's main content.
      if (hadFocus) focusItem(document.querySelector<HTMLElement>("main") ?? document.body);
    }
    const onDismiss = () => dismiss(true);
    const onCta = () => callback && emit("banner", { action: "cta", byHand: true, callback });
    parts.dismiss.addEventListener("click", onDismiss);
    if (cta && callback && ctaText) cta.addEventListener("click", onCta);
    element.dataset["bannerReady"] = "";
    // Written after the region is in the page, so assistive technology hears it.
    const announce = requestAnimationFrame(() => (live.textContent = announcement(attributes)));

    return () => {
      cancelAnimationFrame(announce);
      timer?.stop();
      parts.dismiss.removeEventListener("click", onDismiss);
      cta?.removeEventListener("click", onCta);
      delete element.dataset["bannerReady"];
      live.remove();
    };
  },
});

/** Calls `done` after `ms` of the banner being neither hovered nor focused (WCAG 2.2.1: the shopper can keep it). */
function pausableTimer(element: HTMLElement, ms: number, done: () => void) {
  let left = ms;
  let started = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let holds = 0;
  const run = () => {
    started = Date.now();
    timer = setTimeout(done, left);
  };
  const hold = () => {
    if (++holds > 1 || timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    left -= Date.now() - started;
  };
  const release = () => {
    holds = Math.max(0, holds - 1);
    if (holds === 0 && timer === undefined) run();
  };
  const events = [
    ["pointerenter", hold],
    ["pointerleave", release],
    ["focusin", hold],
    ["focusout", release],
  ] as const;
  for (const [type, handler] of events) element.addEventListener(type, handler);
  run();
  return {
    stop() {
      clearTimeout(timer);
      for (const [type, handler] of events) element.removeEventListener(type, handler);
    },
  };
}
