// Product page (§2 "Product page", §3, §4 "Product"): colour and size choice, prices, stock online and in store,
// find in store. Reads the product from the page's data-* attributes and enhances the server's markup in place.
import { createElement } from "react";
import { parseAttributes } from "../../core/attributes";
import { errorMessage, reportWidgetError } from "../../core/errors";
import type { WidgetModule } from "../../core/lifecycle";
import { renderPortal } from "../../core/render/host";
import { adoptStyles } from "../../core/styles";
import { initProduct, selectSize, type ProductState } from "./rules";
import { parseSizes, productPageAttributes, readParts } from "./schema";
import { ProductPage, WIDGET } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./product-page.css?raw";

adoptStyles(shared);
adoptStyles(css);

const productPage: WidgetModule = {
  mount(element) {
    // Every §8 product developer error is reported by name; that product keeps its server HTML, the page works on.
    const fail = (attribute: string | undefined, message: string) =>
      reportWidgetError({ widget: WIDGET, element, message, ...(attribute ? { attribute } : {}) });
    const attributes = parseAttributes(element, productPageAttributes);
    if (!attributes.ok) return fail(attributes.attribute, attributes.message);
    const sizes = parseSizes(attributes.value.sizes);
    if (!sizes.ok) return fail(sizes.attribute, sizes.message);
    const parts = readParts(element);
    if (!parts.ok) return fail(parts.attribute, parts.message);
    const a = attributes.value;
    let state: ProductState;
    try {
      state = initProduct({
        ...a,
        uniquePartNumber: a.uniquePartNumber ?? a.partnumber,
        variants: parts.value.colours?.options.map((o) => o.variant) ?? [],
        sizes: sizes.value,
      });
    } catch (error) {
      return fail(undefined, errorMessage(error));
    }
    // The size the server form had checked (no-JavaScript `?size=`), if any.
    const checked = parts.value.sizes?.checked;
    if (checked && checked !== state.selectedSize?.productId) {
      try {
        state = selectSize(state, checked);
      } catch (error) {
        fail("data-sizes", errorMessage(error));
      }
    }
    return renderPortal(WIDGET, element, element, createElement(ProductPage, { initial: state, parts: parts.value, attributes: a, element }));
  },
};

export default productPage;
