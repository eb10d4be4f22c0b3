// The payment area (§1 payment methods, §9 "Payment", "Instalments", "Timings"): enhances the checkout
// form's payment fieldset (area.ts) and offers it to the checkout form through core/checkout/seam.ts, the only thing
// the two widgets share. Nothing of a provider loads before this runs, and this runs only on a checkout page (its
// markup is there nowhere else), after §2's redirect and only where checkout is offered.
import { redirectOnLoad } from "../../core/checkout/page";
import { checkoutOffered } from "../../core/checkout/rules";
import { paymentArea } from "../../core/checkout/seam";
import { config, showcase } from "../../core/store";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import shared from "../../core/shared.css?raw";
import { createPaymentArea } from "./area";
import { contract } from "./schema";

export default defineWidget({
  name: "payment-methods",
  ...contract,
  enhance({ element, parts }) {
    if (redirectOnLoad(config.value) || !checkoutOffered(config.value.market, showcase.value)) return;
    adoptStyles(shared);
    const area = createPaymentArea(element, parts.status);
    paymentArea.value = area;
    return () => {
      if (paymentArea.peek() === area) paymentArea.value = null;
      area.destroy();
    };
  },
});
