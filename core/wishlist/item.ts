// What a wishlist item is, apart from the store (which needs a page): the wishlist widget's markup contract reads it in
// Node too (`vitrine lint`).

/** A wishlist item: a product's part number. */
export const WISHLIST_ITEM = /^[A-Za-z0-9._-]{1,64}$/;
