// Shopping bag (§2 "Page names" shopping-bag, shopping-bag-alt; §3 "Site configuration"; §4 "Input fields"; §6): the
// server's bag page, enhanced in place. Its forms go through the cart store (core/cart.ts) instead of a page load, the
// cart shown is written into the server's markup, and proceed checks the login first. No React, and no checkout or
// payment code: the checkout page loads its own.
import { effect } from "@preact/signals-core";
import { cart, cartPending, loadCart, proceedDestination } from "../../core/cart";
import { errorMessage, reportWidgetError } from "../../core/errors";
import { pageUrl, proceedTarget, type PageName } from "../../core/routes";
import { sameOriginPath } from "../../core/safe-url";
import { config, market, showcase, textLocale, user } from "../../core/store";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import { bagChanges } from "./changes";
import { bagText } from "./messages";
import { showsProceed } from "./rules";
import { showBag, type BagView } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./shopping-bag.css?raw";
import { contract } from "./schema";

adoptStyles(shared);
adoptStyles(css);

const WIDGET = "shopping-bag";

export default defineWidget({
  name: WIDGET,
  ...contract,
  enhance({ element, parts }) {
    const view = (): BagView => ({
      root: element,
      parts,
      market: market.value,
      t: (key, vars) => bagText(textLocale.value, key, vars),
    });
    const report = (message: string, cause: unknown) => reportWidgetError({ widget: WIDGET, element, message, cause });
    const live = document.createElement("p");
    live.className = "vitrine-visually-hidden";
    live.setAttribute("role", "status");
    element.append(live);
    const notice = changedElsewhereNotice(view);
    const changes = bagChanges({ view, cart: () => cart.peek(), announce: (text) => (live.textContent = text), report });
    const proceed = element.querySelector<HTMLAnchorElement>("a[data-bag-proceed]");
    const onProceed = proceed && proceedHandler(proceed, report);

    const stops = [
      effect(() => {
        const bag = cart.value;
        if (bag) notice.show(showBag(view(), bag));
      }),
      effect(() => {
        if (cartPending.value) parts.summary.setAttribute("aria-busy", "true");
        else parts.summary.removeAttribute("aria-busy");
      }),
      effect(() => {
        if (!proceed) return;
        proceed.hidden = !showsProceed(showcase.value, market.value);
        const href = proceedHref(proceedTarget(user.value.loggedIn));
        if (href && proceed.getAttribute("href") !== href) proceed.setAttribute("href", href);
      }),
    ];
    element.addEventListener("submit", changes.onSubmit);
    element.addEventListener("input", changes.onCouponInput);
    if (onProceed) proceed.addEventListener("click", onProceed);
    loadCart().catch((error: unknown) => report(`the bag could not be read: ${errorMessage(error)}`, error));
    element.setAttribute("data-shopping-bag-ready", "");

    return () => {
      stops.forEach((stop) => stop());
      element.removeEventListener("submit", changes.onSubmit);
      element.removeEventListener("input", changes.onCouponInput);
      if (onProceed) proceed.removeEventListener("click", onProceed);
      live.remove();
      notice.show(false);
      element.removeAttribute("data-shopping-bag-ready");
    };
  },
});

/** A configured page's path (§2) through the same-origin rule: the site root comes from the page's configuration. */
function proceedHref(page: PageName): string | null {
  return sameOriginPath(pageUrl(page, config.value.siteRoot));
}

/** §2, §6: proceed waits for the bag to settle, asks whether the shopper is logged in (checkout, or checkout-login for
 * a guest; checkout when the check fails), then goes. A second press while that runs does nothing more. */
function proceedHandler(link: HTMLAnchorElement, report: (message: string, cause: unknown) => void) {
  let going = false;
  return async (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab: the link's own
    event.preventDefault();
    if (going) return;
    going = true;
    link.setAttribute("aria-busy", "true");
    const { page, loginError } = await proceedDestination();
    if (loginError !== undefined) report(`login check failed, going to checkout: ${errorMessage(loginError)}`, loginError);
    link.removeAttribute("aria-busy");
    going = false;
    location.assign(proceedHref(page) ?? link.href);
  };
}

/** Lines the page does not show (the bag changed in another window): said above the lines, with a link to the page. */
function changedElsewhereNotice(view: () => BagView) {
  let notice: HTMLElement | undefined;
  return {
    show(changed: boolean): void {
      if (!changed) return void (notice?.remove(), (notice = undefined));
      if (notice) return;
      const { parts, t } = view();
      notice = document.createElement("p");
      notice.className = "vitrine-shopping-bag__notice";
      notice.setAttribute("role", "status");
      const link = document.createElement("a");
      link.href = sameOriginPath(location.href) ?? "";
      link.textContent = t("showCurrentBag");
      notice.append(`${t("changedElsewhere")} `, link);
      parts.lines.before(notice);
    },
  };
}
