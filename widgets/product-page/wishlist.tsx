// The product page's wishlist toggle (§1 guest wishlist; §6 showcase `wishlist` hides it): the one store's toggle
// (core/wishlist/toggle.ts) for the colour shown, in place of the server's wishlist link. Bound in a layout effect, so
// the link and the button swap in one commit, before the paint.
import { useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { bindWishlistToggle } from "../../core/wishlist/toggle";

export function WishlistToggle({ link, item }: { link: HTMLElement; item: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    link.hidden = true;
    return () => void (link.hidden = false);
  }, [link]);
  useLayoutEffect(() => bindWishlistToggle(button.current!, item, { label: "visible" }), [item]);
  return createPortal(<button ref={button} type="button" />, link.parentElement ?? link);
}
