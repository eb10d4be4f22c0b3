// Product with fallback (§3 "Product list with fallback", §4 "Product"): the first product in range with any size
// available online or in store. Its §8 "Product lists" developer errors are reported by name; the block keeps its HTML.
import { createElement } from "react";
import { defineWidget } from "../../core/widget";
import { readList, contract } from "./schema";
import { ProductFallback } from "./view";

export const WIDGET = "product-fallback";

export default defineWidget({
  name: WIDGET,
  ...contract,
  enhance({ element, attributes, parts, render, fail }) {
    // The list is named by id (data-product-list) and may sit anywhere in the page, so it is no child part.
    const list = readList(element);
    if (!list.ok) return fail(list);
    render(createElement(ProductFallback, { attributes, element, parts, items: list.items }));
  },
});
