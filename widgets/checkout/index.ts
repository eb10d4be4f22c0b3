// Checkout (§2, §3, §4 "Input fields", §5, §6, §9): the server's checkout form on the form core (checkout
// "verified" mode, autocomplete off in store, every field rule of §5), the sections that follow the shopper's choices,
// Chinese address suggestions (cn), the order summary from the cart store, and placing the order exactly once. The
// payment area is another widget (widgets/payment-methods); the two meet only in core/checkout/seam.ts.
// Before anything: §2 "Checkout redirects on page load". Where checkout is not offered (showcase `checkout`, th) the
// form and summary give way to the notice.
import { redirectOnLoad } from "../../core/checkout/page";
import { checkoutOffered } from "../../core/checkout/rules";
import { checkoutForm, type PaymentChoice } from "../../core/checkout/seam";
import { createCheckoutSession, tabStorage } from "../../core/checkout/session";
import { enhanceForm, type EnhancedForm } from "../../core/forms/form";
import { config, showcase, textLocale } from "../../core/store";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import formsCss from "../../core/forms/forms.css?raw";
import shared from "../../core/shared.css?raw";
import css from "./checkout.css?raw";
import { suggestAddresses } from "./address-suggestions";
import { restoreDraft } from "./draft";
import { placeOrder, RETURN_PARAM } from "./place-order";
import { followSections } from "./sections";
import { mountSummary } from "./summary";
import { contract } from "./schema";

export default defineWidget({
  name: "checkout",
  ...contract,
  enhance({ parts }) {
    if (redirectOnLoad(config.value)) return;
    const form = parts.form as HTMLFormElement;
    if (!checkoutOffered(config.value.market, showcase.value)) {
      const hidden = [form, parts.summary].map((el) => [el, el.hidden] as const);
      form.hidden = parts.summary.hidden = true;
      parts.unavailable.hidden = false;
      return () => {
        for (const [el, was] of hidden) el.hidden = was;
        parts.unavailable.hidden = true;
      };
    }
    adoptStyles(shared);
    adoptStyles(formsCss);
    adoptStyles(css);
    const session = createCheckoutSession(tabStorage());
    const restored = restoreDraft(form, session.draft());
    const summary = mountSummary(parts.summary);
    const status = form.querySelector<HTMLElement>("[data-form-status]") ?? form;
    let wallet: PaymentChoice | undefined;
    const enhanced: EnhancedForm = enhanceForm({
      form,
      language: () => textLocale.value,
      inStore: config.value.inStore,
      checkoutVerified: true,
      send: (values) => {
        const paying = wallet;
        wallet = undefined;
        return flow.send(values, paying);
      },
    });
    const flow = placeOrder({ form, status, summary, enhanced: () => enhanced, session });
    for (const field of restored) enhanced.refresh(field);
    const stopSections = followSections(form, () => enhanced);
    const suggest = form.querySelector<HTMLInputElement>("input[data-address-suggestions]");
    const stopSuggest = suggest && config.value.market.chineseAddressSuggestions ? suggestAddresses(suggest, () => enhanced) : undefined;
    // A wallet's own button: the same submit (every field checked, one at a time, busy), paid with that wallet.
    checkoutForm.value = {
      payWith(choice) {
        wallet = choice;
        form.requestSubmit();
        wallet = undefined;
        return Promise.resolve();
      },
    };
    const back = new URLSearchParams(location.search).get(RETURN_PARAM);
    if (back) {
      const url = new URL(location.href);
      url.searchParams.delete(RETURN_PARAM);
      history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
      void flow.confirmReturn(back);
    }
    return () => {
      checkoutForm.value = null;
      stopSuggest?.();
      stopSections();
      enhanced.destroy();
      summary.destroy();
    };
  },
});
