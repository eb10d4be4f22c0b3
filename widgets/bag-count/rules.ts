import { itemCount } from "../../core/cart";
import type { CartResponse } from "../../core/entities";

/** The count the header shows: the shared cart's once known, the server's until then. */
export function shownCount(serverCount: number, bag: Pick<CartResponse, "orderItem"> | null): number {
  return bag ? itemCount(bag) : serverCount;
}
