// Gallery zoom overlay (§2 "Look tile", "Gallery zoom overlay"; §1 mosaic galleries): one per page. Mounted, it marks
// the page as having an overlay (`data-gallery-overlay` on its host), so the looks grid's gallery controls and the
// mosaic's links open it instead of navigating; before that, without JS and in author mode they stay links. It opens
// on `zoom-open` (the images, sent by the asker: core/gallery.ts `openZoom`) and answers `zoom-close` once it is gone.
import { createElement } from "react";
import { isAuthorMode } from "../../core/authoring";
import { reportWidgetError } from "../../core/errors";
import { emit, on } from "../../core/events";
import { GALLERY_OVERLAY } from "../../core/gallery";
import { acquireOverlayHost } from "../../core/overlay-host";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import { WIDGET, closeGallery, openGallery, showGallery } from "./state";
import { ZoomOverlayHost } from "./view";
import shared from "../../core/shared.css?raw";
import css from "./zoom-overlay.css?raw";
import { contract } from "./schema";

adoptStyles(shared);
adoptStyles(css);

let mounted = false;

export default defineWidget({
  name: WIDGET,
  ...contract,
  enhance({ element, attributes, render, fail }) {
    // §6 authoring mode: no overlay at all (it would trap focus and lock the editor's page): gallery controls stay links.
    if (isAuthorMode()) return;
    if (mounted) return fail({ attribute: "data-zoom-overlay", message: "one zoom overlay per page: this one is ignored" });
    mounted = true;
    // In the page's overlay host, at the end of the body, so everything else can be made inert while it is open.
    const host = acquireOverlayHost("zoom", (element) => element.setAttribute(GALLERY_OVERLAY, ""));
    const off = on("zoom-open", ({ source, images, index }) => {
      if (images.length === 0) reportWidgetError({ widget: WIDGET, element, message: `${source} has no gallery images` });
      showGallery(images, index, () => emit("zoom-close", { source }));
    });
    render(createElement(ZoomOverlayHost, { host: host.element, element, maxScale: attributes.zoomMaxScale }), host.element);
    return () => {
      off();
      const open = openGallery.value;
      closeGallery();
      open?.closed(); // the view is already unrendered: tell the opener here
      host.release();
      mounted = false;
    };
  },
});
