// The caption gallery's controls over the images (no layout shift): previous/next at the sides, and the new image's
// position and caption announced politely when it changes (a gallery never rotates by itself).
import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef, useState } from "react";
import type { Carousel } from "../../core/carousel/carousel";
import { StepButtons } from "../../core/carousel/controls";
import { carouselText } from "../../core/carousel/messages";
import { textLocale } from "../../core/store";
import { galleryText } from "./messages";
import { CAPTION_PARTS } from "./schema";
import { spokenCaption } from "./rules";

export const WIDGET = "caption-gallery";

export function GalleryControls({ carousel, loop }: { carousel: Carousel; loop: boolean }) {
  useSignals();
  const language = textLocale.value;
  const index = carousel.index.value;
  const [announcement, setAnnouncement] = useState("");
  const first = useRef(index);
  useEffect(() => {
    if (index === first.current) return; // the page's first image is read with the page, not announced
    first.current = -1;
    const position = carouselText(language, "slideOf", { index: index + 1, count: carousel.slides.length });
    setAnnouncement(galleryText(language, "announce", { position, caption: captionOf(carousel.slides[index]!) }));
  }, [index, language, carousel]);
  return (
    <>
      <StepButtons
        carousel={carousel}
        loop={loop}
        labels={{ prev: galleryText(language, "previous"), next: galleryText(language, "next") }}
      />
      <p className="vitrine-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  );
}

function captionOf(slide: HTMLElement): string {
  const text = (selector: string) => slide.querySelector(selector)?.textContent ?? undefined;
  return spokenCaption({ description: text(CAPTION_PARTS.description), subSlide: text(CAPTION_PARTS.subSlide) });
}
