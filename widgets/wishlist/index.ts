// The wishlist (§1 "As guests, use a wishlist", §2 wishlist-guest and wishlist-share, §6 showcase `wishlist`): a
// product's toggle wherever the markup asks for one (tiles: hundreds of them, so no React and one signal effect each),
// and the wishlist pages' lists. Everything reads and changes the one wishlist store (core/wishlist/store.ts).
import { defineWidget, type Place } from "../../core/widget";
import { missingPart } from "../../core/attributes";
import { hideForShowcase } from "../../core/forms/showcase";
import { adoptStyles } from "../../core/styles";
import { bindWishlistToggle } from "../../core/wishlist/toggle";
import { enhanceList } from "./list";
import { LIST_PART, contract } from "./schema";
import shared from "../../core/shared.css?raw";
import css from "./wishlist.css?raw";

adoptStyles(shared);
adoptStyles(css);

/** A toggle in the element, in place of its server content (a no-script link, or nothing): bound detached, it goes
 * in at `place` (a page of tiles: with the batch's other toggles, one layout for all). */
function toggleIn(element: HTMLElement, item: string, name: string | undefined, place: Place): () => void {
  const server = [...element.children].filter((child): child is HTMLElement => child instanceof HTMLElement && !child.hidden);
  const button = document.createElement("button");
  const unbind = bindWishlistToggle(button, item, { name, label: element.hasAttribute("data-wishlist-label") ? "visible" : "hidden" });
  place(() => {
    for (const child of server) child.hidden = true;
    element.append(button);
  });
  return () => {
    unbind();
    button.remove();
    for (const child of server) child.hidden = false;
  };
}

export default defineWidget({
  name: "wishlist",
  ...contract,
  enhance({ element, attributes, fail, place }) {
    if (attributes.wishlist === "toggle") {
      if (!attributes.wishlistItem) return fail({ attribute: "data-wishlist-item", message: "missing" });
      return toggleIn(element, attributes.wishlistItem, attributes.wishlistName, place);
    }
    const hidden = hideForShowcase(element, "wishlist");
    if (hidden) return hidden;
    const list = element.querySelector<HTMLElement>(LIST_PART);
    if (!list) return fail(missingPart(LIST_PART));
    return enhanceList(attributes.wishlist, list);
  },
});
