// Mosaic gallery (§1 "mosaic galleries with a zoom overlay"): a grid of links to full images (they work without JS).
// Once the page's zoom overlay is listening, a plain click on an image opens the overlay at that image, with the
// whole mosaic as its slides (`zoom-open` through core/gallery.ts, which fixes the page and gives scroll and focus
// back on `zoom-close`). Modified clicks, and every click in authoring mode (§6), stay the browser's.
import { missingPart } from "../../core/attributes";
import { isAuthorMode } from "../../core/authoring";
import { isPlainLinkClick } from "../../core/clicks";
import { isZoomOverlayReady, openZoom, readGalleryImages } from "../../core/gallery";
import { defineWidget } from "../../core/widget";
import { MOSAIC_LINK, contract } from "./schema";

export default defineWidget({
  name: "mosaic-gallery",
  ...contract,
  enhance({ element, attributes, fail }) {
    const links = [...element.querySelectorAll<HTMLAnchorElement>(MOSAIC_LINK)];
    if (links.length === 0) return fail(missingPart(MOSAIC_LINK));
    let open: (() => void) | undefined;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(MOSAIC_LINK) : null;
      if (!link || !element.contains(link) || !isPlainLinkClick(event, link) || isAuthorMode() || !isZoomOverlayReady()) return;
      event.preventDefault();
      const all = [...element.querySelectorAll<HTMLAnchorElement>(MOSAIC_LINK)];
      open?.();
      open = openZoom({ source: attributes.mosaicGallery, images: readGalleryImages(element), index: all.indexOf(link), control: link });
    };
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("click", onClick);
      open?.(); // unmounted while the overlay is open: the page is let go
    };
  },
});
