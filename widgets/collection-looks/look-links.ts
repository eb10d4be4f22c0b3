// §2 "Look tile" and "Collection page": a plain click on a look's link sets the hash `look-id` in a pushed entry
// titled `collection`, then goes to the look, so Back returns to this page and look. A plain click on its gallery
// control opens the gallery seam when the page has the zoom overlay; without one it stays a link to the look page.
// Modified and new-tab clicks go to the browser untouched; so does every click in authoring mode (§6: no navigation
// hijack, no gallery lock, no scroll jump under the editor).
import { isAuthorMode } from "../../core/authoring";
import { isPlainLinkClick } from "../../core/clicks";
import { findByAttribute } from "../../core/dom";
import { URL_PARAM, hashParams, pushEntry, readPositiveInt, withHash } from "../../core/url-state";
import type { GallerySeam } from "./gallery-seam";
import { COLLECTION_ENTRY, galleryIndex } from "./rules";
import { GALLERY_OVERLAY, LOOK_GALLERY, LOOK_ID, LOOK_LINK } from "./schema";

/** The one navigation the grid makes (an object, so tests can watch it). */
export const navigation = { assign: (href: string): void => location.assign(href) };

function followLook(lookId: string, href: string): void {
  const here = withHash(location.href, { [URL_PARAM.lookId]: lookId });
  const state = { page: readPositiveInt(new URLSearchParams(location.search), URL_PARAM.page), lookId };
  pushEntry(COLLECTION_ENTRY, here, state);
  navigation.assign(href);
}

export function connectLookClicks(feed: HTMLElement, gallery: GallerySeam): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(`a[${LOOK_LINK}], a[${LOOK_GALLERY}]`);
    const look = link?.closest<HTMLElement>(`[${LOOK_ID}]`);
    const lookId = look?.getAttribute(LOOK_ID);
    if (!link || !look || !lookId || !feed.contains(look) || !isPlainLinkClick(event, link) || isAuthorMode()) return;
    const isGallery = link.hasAttribute(LOOK_GALLERY);
    if (isGallery && !document.querySelector(`[${GALLERY_OVERLAY}]`)) return;
    event.preventDefault();
    if (isGallery) gallery.open({ lookId, index: galleryIndex(link.getAttribute(LOOK_GALLERY) ?? undefined), control: link });
    else followLook(lookId, link.href);
  };
  feed.addEventListener("click", onClick);
  return () => feed.removeEventListener("click", onClick);
}

/** §2: scrolls to the look the hash names (`#look-id=…`), found by value, never through selector syntax. */
export function scrollToHashLook(feed: ParentNode, hash: string): boolean {
  if (isAuthorMode()) return false;
  const lookId = hashParams(hash).get(URL_PARAM.lookId);
  const look = lookId ? findByAttribute(feed, LOOK_ID, lookId) : null;
  look?.scrollIntoView({ block: "start" });
  return look !== null;
}
