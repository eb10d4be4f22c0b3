// Typed events, dispatched as DOM CustomEvents named `vitrine:{type}` on document, so page scripts
// that never import Vitrine can listen too. Every subscribe returns its unsubscribe.
import type { GalleryImage } from "./gallery";
import type { TrackingEvent } from "./tracking";

/** A widget's error names `widget` and `element` (and the `attribute` or required `part` at fault); an error of the
 * runtime itself (configuration, stock) names its `source` instead. */
export interface ErrorDetail {
  widget?: string;
  /** The element, described (tag, id, classes). */
  element?: string;
  attribute?: string;
  /** The selector of a required child element that is missing. */
  part?: string;
  /** e.g. "configuration", "stock". */
  source?: string;
  message: string;
}

/** Why the cart changed: a change of the shopper's, or a read of the server's cart (`load`). */
export type CartReason = "add" | "update" | "remove" | "coupon" | "packaging" | "pickup" | "load";

/** Why the session changed: the server's check answered (`check`), or the shopper logged in, registered or logged out. */
export type SessionReason = "check" | "login" | "register" | "logout";

/** Why the wishlist shown changed: the shopper added or removed an item, or it was read (device or account). */
export type WishlistReason = "add" | "remove" | "load";

/** §4 "Load more (generic listings)": what page scripts and other widgets can tell a listing's load-more. */
export type LoadMoreAction = "reset" | "turn-off" | "hide" | "disable";

// Each event's doc comment is its line in docs/reference.md (`npm run docs`, tools/manifest/; one without fails its test).
export interface VitrineEvents {
  /** The bootloader has started (once per page). */
  ready: { version: string };
  /** The page's configuration object changed (`vitrine.init()`); widgets update. */
  config: { config: unknown };
  /** A widget instance mounted on its element (one that failed, e.g. on a bad attribute, emits only its `error`). */
  mount: { widget: string; element: Element };
  /** A widget instance was torn down (its element left the page, or an author edited its data-*). */
  unmount: { widget: string; element: Element };
  /** A developer error: a bad attribute, a missing part, a failed call (see ErrorDetail). */
  error: ErrorDetail;
  /** A tracking event; also pushed to `window.dataLayer` when the page has one. */
  track: TrackingEvent;
  /** Tells a listing's load-more what to do. `listing` is the listing element's id; absent = every listing on the page. */
  "load-more": { action: LoadMoreAction; listing?: string };
  /** The listing's filters in the URL changed (search facets): it reloads from page 1. `listing` as above. */
  "listing-query": { listing?: string };
  /** §2 "Product page": the shopper asked to find the product (or the chosen size) in a store; the store finder listens. */
  "find-in-store": { productId: string; partNumber: string; sizeProductId?: string };
  /** The cart shown changed (core/cart.ts): `reason` is the change (add, update, remove, coupon, packaging, pickup) or
   * `load` (a read of the server's cart); `revision` is the server's number of that cart. The `cart` signal holds it;
   * an answer older than the cart shown is ignored and fires nothing. */
  cart: { reason: CartReason; itemCount: number; revision: number };
  /** §6 the session as the server's check says (core/session.ts): logged in, VIC. `accountChanged`: another account
   * (or none) is shown than before, so the bag and the wishlist are the account's now (the cart and wishlist stores
   * reload them). */
  session: { loggedIn: boolean; vic: boolean; reason: SessionReason; accountChanged: boolean };
  /** The wishlist shown changed (core/wishlist/store.ts): `items` are part numbers; `onDevice` true for a guest's list,
   * kept on this device. */
  wishlist: { reason: WishlistReason; items: readonly string[]; onDevice: boolean };
  /** No request in flight, no widget code loading and no mount queued (core/activity.ts). */
  idle: Record<string, never>;
  /** Quick buy (§2) opened or closed; `partNumber` of the product shown. */
  "quick-buy": { action: "open" | "close"; partNumber: string };
  /** §3 "Notification banner": its call to action was used, or it was dismissed (`byHand` false: its `timing` ran
   * out). `callback` is the banner's `data-callback` name: page scripts act on the names they know (never code). */
  banner: { action: "cta" | "dismiss"; byHand: boolean; callback?: string };
  /** Share (§9 "Social sharing"): the shopper shared the page through `network` (`native` = the Web Share API, `copy` = copied the link). */
  share: { network: string; url: string };
  /** §2 "Look tile", §1 "mosaic galleries with a zoom overlay": a page part (a look's gallery control, a mosaic) asked
   * for the zoom overlay at image `index` of `images` (each `{ src, alt, width?, height? }`, `{width}` in `src` for
   * the rendition width); the page behind is already fixed (core/gallery.ts `openZoom`). `source` names the gallery
   * (`look L05`, a mosaic's name). */
  "zoom-open": { source: string; images: readonly GalleryImage[]; index: number };
  /** The zoom overlay opened by `zoom-open` closed: the asker (`source`) releases the page at its prior scroll
   * position and gives the focus back. */
  "zoom-close": { source: string };
}

export type VitrineEventType = keyof VitrineEvents;

export function emit<K extends VitrineEventType>(type: K, detail: VitrineEvents[K]): void {
  document.dispatchEvent(new CustomEvent(`vitrine:${type}`, { detail }));
}

export function on<K extends VitrineEventType>(type: K, handler: (detail: VitrineEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<VitrineEvents[K]>).detail);
  document.addEventListener(`vitrine:${type}`, listener);
  return () => document.removeEventListener(`vitrine:${type}`, listener);
}
