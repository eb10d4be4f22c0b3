// The wishlist toggle in a React view (quick buy, the product page): React renders a bare button (no children, no aria
// attributes, so it never undoes what ./toggle.ts sets), bound to the one store's toggle in a layout effect, so it is
// whole before the paint.
import { useLayoutEffect, useRef } from "react";
import { bindWishlistToggle } from "./toggle";

/** §1 guest wishlist: the toggle of `item`, the colour shown (§6 showcase `wishlist` hides it). */
export function WishlistToggle({ item }: { item: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => bindWishlistToggle(button.current!, item, { label: "visible" }), [item]);
  return <button ref={button} type="button" />;
}
