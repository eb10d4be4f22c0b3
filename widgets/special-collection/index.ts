// Special collection (§2, §4): a product grid in category tabs, with load more and Back/Forward.
import { reportWidgetError } from "../../core/errors";
import type { WidgetModule } from "../../core/lifecycle";
import { adoptStyles } from "../../core/styles";
import { defineReactWidget } from "../../core/widget";
import { readParts, specialCollectionAttributes } from "./schema";
import { WIDGET } from "./instance";
import { SpecialCollection } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./special-collection.css?raw";

adoptStyles(shared);
adoptStyles(css);

const widget = defineReactWidget({ name: WIDGET, attributes: specialCollectionAttributes, View: SpecialCollection });

const specialCollection: WidgetModule = {
  mount(element) {
    // A missing part is reported by name, like a bad attribute, and the section stays server-rendered.
    const parts = readParts(element);
    if (!parts.ok) return reportWidgetError({ widget: WIDGET, element, attribute: parts.attribute, message: parts.message });
    return widget.mount(element);
  },
};

export default specialCollection;
