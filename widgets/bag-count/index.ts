// Bag count: the header's number of items in the bag, from the cart store's `cart` signal (core/cart.ts: every change
// any widget makes, reconciled by revision), announced politely. No React: one signal effect writes the number where
// the server put it, and only when it differs, so hydration shifts nothing.
import { effect } from "@preact/signals-core";
import { defineWidget } from "../../core/widget";
import { cart, textLocale } from "../../core/store";
import { adoptStyles } from "../../core/styles";
import { bagCountText } from "./messages";
import { shownCount } from "./rules";
import shared from "../../core/shared.css?raw";
import { contract } from "./schema";

adoptStyles(shared);

export default defineWidget({
  name: "bag-count",
  ...contract,
  // The widget keeps data-bag-count in sync with the cart itself.
  ownAttributes: ["data-bag-count"],
  enhance({ element, attributes }) {
    const slot = element.querySelector<HTMLElement>("[data-bag-count-value]") ?? element;
    const serverText = slot.textContent ?? "";
    // The announcement lives outside the link, so the link's own name stays "Bag 2".
    const live = document.createElement("span");
    live.className = "vitrine-visually-hidden";
    live.setAttribute("role", "status");
    element.after(live);
    let last = shownCount(attributes.bagCount, cart.value);
    const stop = effect(() => {
      const count = shownCount(attributes.bagCount, cart.value);
      const text = String(count);
      if (slot.textContent !== text) slot.textContent = text;
      element.dataset["bagCount"] = text;
      if (count !== last) live.textContent = bagCountText(textLocale.value, "announce", { count });
      last = count;
    });
    return () => {
      stop();
      live.remove();
      slot.textContent = serverText;
    };
  },
});
