// Gallery zoom overlay (§2 "Look tile", "Gallery zoom overlay"; §1 mosaic galleries): one per page. Mounted, it marks
// the page as having an overlay (`data-gallery-overlay`), so the looks grid's gallery controls and the mosaic's links
// open it instead of navigating; before that, without JS and in author mode they stay links. It opens on
// `gallery-open` (a look's images, from the look tile's template) and `zoom-open` (images sent by the asker), and
// answers `gallery-close` / `zoom-close` once it is gone.
import { createElement } from "react";
import { isAuthorMode } from "../../core/authoring";
import { findByAttribute } from "../../core/dom";
import { reportWidgetError } from "../../core/errors";
import { emit, on } from "../../core/events";
import { GALLERY_OVERLAY, readGalleryImages } from "../../core/gallery";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import { LOOK_ID, LOOK_IMAGES, zoomOverlayAttributes } from "./schema";
import { WIDGET, closeGallery, openGallery, showGallery } from "./state";
import { ZoomOverlayHost } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./zoom-overlay.css?raw";

adoptStyles(shared);
adoptStyles(css);

/** A look's gallery images: the look tile's `<template data-look-images>`. */
function lookImages(lookId: string) {
  const template = findByAttribute(document, LOOK_ID, lookId)?.querySelector(LOOK_IMAGES);
  return template instanceof HTMLTemplateElement ? readGalleryImages(template.content) : [];
}

let mounted = false;

export default defineWidget({
  name: WIDGET,
  attributes: zoomOverlayAttributes,
  enhance({ element, attributes, render, fail }) {
    // §6 authoring mode: no overlay at all (it would trap focus and lock the editor's page): gallery controls stay links.
    if (isAuthorMode()) return;
    if (mounted) return fail({ attribute: "data-zoom-overlay", message: "one zoom overlay per page: this one is ignored" });
    mounted = true;
    // At the end of the body, so that everything else on the page can be made inert while it is open.
    const host = document.createElement("div");
    host.className = "vitrine-zoom-host";
    host.setAttribute(GALLERY_OVERLAY, "");
    document.body.append(host);
    const offs = [
      on("gallery-open", ({ lookId, index }) => {
        const images = lookImages(lookId);
        if (images.length === 0) reportWidgetError({ widget: WIDGET, element, message: `look ${lookId} has no gallery images` });
        showGallery(images, index, () => emit("gallery-close", { lookId }));
      }),
      on("zoom-open", ({ source, images, index }) => showGallery(images, index, () => emit("zoom-close", { source }))),
    ];
    render(createElement(ZoomOverlayHost, { host, element, maxScale: attributes.zoomMaxScale }), host);
    return () => {
      offs.forEach((off) => off());
      const open = openGallery.value;
      closeGallery();
      open?.closed(); // the view is already unrendered: tell the opener here
      host.remove();
      mounted = false;
    };
  },
});
