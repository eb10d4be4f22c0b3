// Quick buy (§2, §4, §8): every trigger (a link to the product page with the §3 init payload) opens the page's one
// modal. The code loads on first interaction with a trigger (registry `interaction`); until then, and without JS,
// the trigger is the product page link it is.
import { createElement } from "react";
import { isAuthorMode } from "../../core/authoring";
import { acquireOverlayHost } from "../../core/overlay-host";
import { renderPortal } from "../../core/render/host";
import { showcase } from "../../core/store";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import { followSession } from "../../core/session";
import { opensModal, showcaseView } from "./rules";
import { QuickBuyHost } from "./view";
import { WIDGET, openQuickBuy } from "./state";
import shared from "../../core/shared.css?raw";
import css from "./quick-buy.css?raw";
import { contract } from "./schema";

adoptStyles(shared);
adoptStyles(css);

/** The one modal of the page, in its overlay host, shared by every trigger. */
const acquireHost = () => acquireOverlayHost(WIDGET, (host) => renderPortal(WIDGET, host, host, createElement(QuickBuyHost, { host })));

export default defineWidget({
  name: WIDGET,
  ...contract,
  enhance({ element, attributes }) {
    // §6: the quick-buy showcase flag hides quick buy (the server should not render the trigger at all).
    if (!showcaseView(showcase.value).quickBuy) {
      element.hidden = true;
      return () => void (element.hidden = false);
    }
    // §6 authoring mode: no modal (it would make the editor inert, lock its scroll and trap focus): a plain link.
    if (isAuthorMode()) return;
    const payload = attributes.quickBuy;
    followSession(); // §6: the modal's private-sales price is the server's session's to show
    const { release } = acquireHost();
    element.setAttribute("aria-haspopup", "dialog");
    const onClick = (event: MouseEvent) => {
      if (!opensModal(event) || !showcaseView(showcase.value).quickBuy) return;
      event.preventDefault();
      openQuickBuy(payload, element);
    };
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeAttribute("aria-haspopup");
      release();
    };
  },
});
