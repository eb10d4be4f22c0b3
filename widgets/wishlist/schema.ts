// Markup contract of the wishlist widget (README.md): a product's toggle (on tiles, anywhere a product is shown), or a
// wishlist page's list: the shopper's own (`saved`, §2 wishlist-guest) or the one a link carries (`shared`, §2
// wishlist-share).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { WISHLIST_ITEM } from "../../core/wishlist/item";

export const WISHLIST_KINDS = ["toggle", "saved", "shared"] as const;

export const wishlistAttributes = z.object({
  /** Which it is: `toggle`, `saved` or `shared`. */
  wishlist: z.enum(WISHLIST_KINDS, { error: `expected ${WISHLIST_KINDS.join(", ")}` }),
  /** Required on a `toggle`: the product's part number (`[A-Za-z0-9._-]{1,64}`). */
  wishlistItem: attr.optional(attr.string().check(z.regex(WISHLIST_ITEM, "expected a part number"))),
  /** On a `toggle`: the product's name, for its accessible name. */
  wishlistName: attr.optionalString(),
});

export type WishlistAttributes = z.output<typeof wishlistAttributes>;

/** Where a list page's items go (the server's no-script content is replaced while the widget is mounted). */
export const LIST_PART = "[data-wishlist-list]";

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: wishlistAttributes } satisfies MarkupContract;
