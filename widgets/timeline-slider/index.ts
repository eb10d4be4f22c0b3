// Timeline slider (§1 editorial, §4 "Timeline slider"): the server's slides become an APG carousel on glide
// (core/carousel) with a slide show (slideshow.ts) and its controls (view.tsx). Glide travels in this chunk only.
import { createElement } from "react";
import { isAuthorMode } from "../../core/authoring";
import { connectCarousel, findSlides } from "../../core/carousel/carousel";
import { prefersReducedMotion } from "../../core/dom";
import { adoptStyles } from "../../core/styles";
import { defineWidget } from "../../core/widget";
import { connectSlideshow } from "./slideshow";
import { TimelineControls, WIDGET } from "./view";
import shared from "../../core/shared.css?raw";
import carouselCss from "../../core/carousel/carousel.css?raw";
import css from "./timeline-slider.css?raw";
import { contract } from "./schema";

adoptStyles(shared);
adoptStyles(carouselCss);
adoptStyles(css);

export default defineWidget({
  name: WIDGET,
  ...contract,
  enhance({ element, attributes: { timeSlide, loop }, render, fail }) {
    if (!element.hasAttribute("aria-label") && !element.hasAttribute("aria-labelledby"))
      return fail({ attribute: "aria-label", message: "the carousel needs a name (aria-label or aria-labelledby)" });
    const slides = findSlides(element);
    if (!Array.isArray(slides)) return fail(slides);
    const carousel = connectCarousel(element, slides, { loop });
    const slideshow = connectSlideshow(element, carousel, { timeSlide, loop, autoplay: !prefersReducedMotion() && !isAuthorMode() });
    const controls = document.createElement("div");
    controls.className = "vitrine-timeline__controls";
    element.prepend(controls); // first in tab order: the pause control comes before the slides
    render(createElement(TimelineControls, { carousel, slideshow, loop }), controls);
    // Reduced motion asked for while the page is open stops the show too; turning it off never starts it.
    const motion = matchMedia("(prefers-reduced-motion: reduce)"); // the query core/dom reads once, watched here
    const onMotion = () => motion.matches && slideshow.pause();
    motion.addEventListener("change", onMotion);
    return () => {
      motion.removeEventListener("change", onMotion);
      slideshow.destroy();
      carousel.destroy();
      controls.remove();
    };
  },
});
