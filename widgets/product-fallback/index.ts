// Product with fallback (§3 "Product list with fallback", §4 "Product"): the first product in range with any size
// available online or in store. Its §8 "Product lists" developer errors are reported by name; the block keeps its HTML.
import { createElement } from "react";
import { parseAttributes } from "../../core/attributes";
import { productListWithFallbackSchema } from "../../core/entities";
import { reportWidgetError } from "../../core/errors";
import type { WidgetModule } from "../../core/lifecycle";
import { renderPortal } from "../../core/render/host";
import { readList } from "./schema";
import { ProductFallback } from "./view";

export const WIDGET = "product-fallback";

const productFallback: WidgetModule = {
  mount(element) {
    const fail = (attribute: string, message: string) => reportWidgetError({ widget: WIDGET, element, attribute, message });
    const attributes = parseAttributes(element, productListWithFallbackSchema);
    if (!attributes.ok) return fail(attributes.attribute, attributes.message);
    const list = readList(element);
    if (!list.ok) return fail(list.attribute, list.message);
    return renderPortal(WIDGET, element, element, createElement(ProductFallback, { attributes: attributes.value, element, items: list.items }));
  },
};

export default productFallback;
