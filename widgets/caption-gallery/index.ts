// Caption gallery (§1 editorial, §3 "Caption gallery image"): the server's captioned images become an APG carousel on
// glide (core/carousel, shared with the timeline slider), stepped by buttons, arrow keys and swipes; the caption of
// the image that comes is announced. Glide travels in the carousel chunks only.
import { createElement } from "react";
import { connectCarousel, findSlides } from "../../core/carousel/carousel";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import { GalleryControls, WIDGET } from "./view";
import shared from "../../core/shared.css?raw";
import carouselCss from "../../core/carousel/carousel.css?raw";
import css from "./caption-gallery.css?raw";
import { contract } from "./schema";

adoptStyles(shared);
adoptStyles(carouselCss);
adoptStyles(css);

export default defineWidget({
  name: WIDGET,
  ...contract,
  enhance({ element, attributes: { loop }, render, fail }) {
    if (!element.hasAttribute("aria-label") && !element.hasAttribute("aria-labelledby"))
      return fail({ attribute: "aria-label", message: "the carousel needs a name (aria-label or aria-labelledby)" });
    const slides = findSlides(element);
    if (!Array.isArray(slides)) return fail(slides);
    const carousel = connectCarousel(element, slides, { loop });
    const controls = document.createElement("div");
    controls.className = "vitrine-gallery__controls";
    element.prepend(controls);
    render(createElement(GalleryControls, { carousel, loop }), controls);
    return () => {
      carousel.destroy();
      controls.remove();
    };
  },
});
