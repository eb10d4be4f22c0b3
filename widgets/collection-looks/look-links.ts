// §2 "Look tile" and "Collection page": a plain click on a look's link sets the hash `look-id` in a pushed entry
// titled `collection`, then goes to the look, so Back returns to this page and look. A plain click on its gallery
// control opens the zoom overlay at that image when the page has one (the one zoom protocol, core/gallery.ts
// `openZoom`: the page fixed where it is, focus back on the control on close); without one it stays a link to the
// look page. Modified and new-tab clicks go to the browser untouched; so does every click in authoring mode (§6: no
// navigation hijack, no gallery lock, no scroll jump under the editor).
import { isAuthorMode } from "../../core/authoring";
import { isPlainLinkClick } from "../../core/clicks";
import { findByAttribute } from "../../core/dom";
import { isZoomOverlayReady, openZoom, readGalleryImages } from "../../core/gallery";
import { URL_PARAM, hashParams, pushEntry, readPositiveInt, withHash } from "../../core/url-state";
import { COLLECTION_ENTRY, galleryIndex } from "./rules";
import { LOOK_GALLERY, LOOK_ID, LOOK_IMAGES, LOOK_LINK } from "./schema";

/** The one navigation the grid makes (an object, so tests can watch it). */
export const navigation = { assign: (href: string): void => location.assign(href) };

function followLook(lookId: string, href: string): void {
  const here = withHash(location.href, { [URL_PARAM.lookId]: lookId });
  const state = { page: readPositiveInt(new URLSearchParams(location.search), URL_PARAM.page), lookId };
  pushEntry(COLLECTION_ENTRY, here, state);
  navigation.assign(href);
}

/** A look's gallery in the zoom overlay: its `<template data-look-images>`, at the control's image. Returns the release. */
function openGallery(look: HTMLElement, lookId: string, control: HTMLAnchorElement): () => void {
  const template = look.querySelector(LOOK_IMAGES);
  const images = template instanceof HTMLTemplateElement ? readGalleryImages(template.content) : [];
  const index = galleryIndex(control.getAttribute(LOOK_GALLERY) ?? undefined);
  return openZoom({ source: `look ${lookId}`, images, index, control });
}

/** Look and gallery clicks; returns the disconnect, which also lets go of a gallery still open. */
export function connectLookClicks(feed: HTMLElement): () => void {
  let gallery: (() => void) | undefined;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(`a[${LOOK_LINK}], a[${LOOK_GALLERY}]`);
    const look = link?.closest<HTMLElement>(`[${LOOK_ID}]`);
    const lookId = look?.getAttribute(LOOK_ID);
    if (!link || !look || !lookId || !feed.contains(look) || !isPlainLinkClick(event, link) || isAuthorMode()) return;
    const isGallery = link.hasAttribute(LOOK_GALLERY);
    if (isGallery && !isZoomOverlayReady()) return;
    event.preventDefault();
    if (!isGallery) return followLook(lookId, link.href);
    gallery?.();
    gallery = openGallery(look, lookId, link);
  };
  feed.addEventListener("click", onClick);
  return () => {
    feed.removeEventListener("click", onClick);
    gallery?.();
  };
}

/** §2: scrolls to the look the hash names (`#look-id=…`), found by value, never through selector syntax. */
export function scrollToHashLook(feed: ParentNode, hash: string): boolean {
  if (isAuthorMode()) return false;
  const lookId = hashParams(hash).get(URL_PARAM.lookId);
  const look = lookId ? findByAttribute(feed, LOOK_ID, lookId) : null;
  look?.scrollIntoView({ block: "start" });
  return look !== null;
}
