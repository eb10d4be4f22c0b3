// Special collection (§2, §4): a product grid in category tabs, with load more and Back/Forward.
import { createElement } from "react";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import { readTabs, contract } from "./schema";
import { WIDGET } from "./instance";
import { SpecialCollection } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./special-collection.css?raw";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: WIDGET,
  ...contract,
  enhance({ attributes, element, parts: found, render, fail }) {
    const parts = readTabs(found);
    if (!parts.ok) return fail(parts);
    render(createElement(SpecialCollection, { attributes, element, parts: parts.value }));
  },
});
