// Find in store (§2 "Product page": find the product or the chosen size in a store; §6 showcase `findInStore`,
// `appointment`). The dialog renders in the page's find-in-store overlay host (core/overlay-host.ts), at the end of the
// body, so the rest of the page can be made inert while it is open.
import { acquireOverlayHost } from "../../core/overlay-host";
import { defineWidget } from "../../core/widget";
import { adoptStyles } from "../../core/styles";
import { FindInStore } from "./view";
import css from "./find-in-store.css?raw";
import shared from "../../core/shared.css?raw";
import { contract } from "./schema";

adoptStyles(shared);
adoptStyles(css);

export default defineWidget({
  name: "find-in-store",
  ...contract,
  enhance({ element, attributes, parts, render }) {
    const host = acquireOverlayHost("fis");
    render(<FindInStore attributes={attributes} element={element} parts={parts} host={host.element} />, host.element);
    return host.release;
  },
});
