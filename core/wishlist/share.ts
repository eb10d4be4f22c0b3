// §2 `wishlist-share`: a link that opens the same list elsewhere. The list travels in the link itself (no server
// state, nothing to expire): `{siteRoot}wishlist-share.html?items=A,B,C`, part numbers in their order. Whatever a
// link holds is checked on read: only part numbers, each once, at most the list's limit.
import { pageUrl } from "../routes";
import { WISHLIST_ITEM, WISHLIST_LIMIT } from "./store";

export const SHARE_PARAM = "items";

/** The absolute link that opens `items` on the wishlist-share page of this site. */
export function shareLink(items: readonly string[], { origin, siteRoot }: { origin: string; siteRoot: string }): string {
  const url = new URL(pageUrl("wishlist-share", siteRoot), origin);
  url.searchParams.set(
    SHARE_PARAM,
    items
      .filter((item) => WISHLIST_ITEM.test(item))
      .slice(0, WISHLIST_LIMIT)
      .join(","),
  );
  return url.href;
}

/** The items a shared link's query carries, and how many of its entries are not shown (not a part number, repeated, or
 * beyond the limit). */
export function readSharedItems(search: string): { items: string[]; dropped: number } {
  const entries = (new URLSearchParams(search).get(SHARE_PARAM) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const items = [...new Set(entries.filter((entry) => WISHLIST_ITEM.test(entry)))].slice(0, WISHLIST_LIMIT);
  return { items, dropped: entries.length - items.length };
}
