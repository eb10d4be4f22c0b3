// Product page (§2 "Product page", §3, §4 "Product"): colour and size choice, prices, stock online and in store,
// find in store. Reads the product from the page's data-* attributes and enhances the server's markup in place.
import { createElement } from "react";
import { errorMessage, reportWidgetError } from "../../core/errors";
import { defineWidget } from "../../core/widget";
import { followSession } from "../../core/session";
import { adoptStyles } from "../../core/styles";
import { initProduct, selectSize, type ProductState } from "./rules";
import { readOptionalParts, contract } from "./schema";
import { ProductPage, WIDGET } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./product-page.css?raw";

adoptStyles(shared);
adoptStyles(css);

// Every §8 product developer error is reported by name; that product keeps its server HTML, the page works on.
export default defineWidget({
  name: WIDGET,
  ...contract,
  enhance({ element, attributes: a, parts: { actions }, render, fail }) {
    const optional = readOptionalParts(element);
    if (!optional.ok) return fail(optional);
    const parts = { ...optional.value, actions };
    let state: ProductState;
    try {
      state = initProduct({
        ...a,
        uniquePartNumber: a.uniquePartNumber ?? a.partnumber,
        variants: parts.colours?.options.map((o) => o.variant) ?? [],
        sizes: a.sizes,
      });
    } catch (error) {
      return fail({ message: errorMessage(error) });
    }
    // The size the server form had checked (no-JavaScript `?size=`), if any: a bad one is reported, the page works on.
    const checked = parts.sizes?.checked;
    if (checked && checked !== state.selectedSize?.productId) {
      try {
        state = selectSize(state, checked);
      } catch (error) {
        reportWidgetError({ widget: WIDGET, element, attribute: "data-sizes", message: errorMessage(error) });
      }
    }
    followSession(); // §6: the private-sales price is the server's session's to show
    render(createElement(ProductPage, { initial: state, parts, attributes: a, element }));
  },
});
