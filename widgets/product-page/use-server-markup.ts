// The server markup around the enhanced product page: what the widget replaces is hidden while it is mounted (the
// colour and size lists, the price line, the availability line, the wishlist link: no twin stays visible), and the
// article says whether the product can be bought.
import { useLayoutEffect, useState } from "react";
import type { Parts } from "./schema";

/** Hides, in the commit that shows the enhanced copy (so before the paint: nothing moves), the server parts it replaces. */
export function useHiddenServerTwins(parts: Parts): void {
  // Read at the first render, before the portals add the enhanced copies to the same containers.
  const [twins] = useState(() => [
    parts.colours?.serverList,
    parts.sizes?.serverList,
    ...(parts.price?.children ?? []),
    ...parts.actions.children,
    parts.wishlist, // the server's wishlist link: the store's toggle takes its place
  ]);
  useLayoutEffect(() => {
    const shown = twins.filter((el): el is HTMLElement => el instanceof HTMLElement && !el.hidden);
    for (const el of shown) el.hidden = true;
    return () => shown.forEach((el) => (el.hidden = false));
  }, [twins]);
}

/** `data-saleable` and `data-stock` on the article, for the page's own scripts and styles. */
export function useSaleState(element: HTMLElement, saleable: boolean, stock: string): void {
  useLayoutEffect(() => {
    element.dataset.saleable = String(saleable);
    element.dataset.stock = stock;
  }, [element, saleable, stock]);
}
