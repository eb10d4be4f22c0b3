// The timeline's controls, over the slides (no layout shift): the pause/play control first in tab order (APG),
// previous/next, a progress bar per slide that is also its slide picker, and the position announced only while the
// show holds still.
import { useSignals } from "@preact/signals-react/runtime";
import type { Carousel } from "../../core/carousel/carousel";
import { StepButtons } from "../../core/carousel/controls";
import { carouselText } from "../../core/carousel/messages";
import { textLocale } from "../../core/store";
import { timelineText } from "./messages";
import { barProgress } from "./rules";
import { ROTATION_CONTROL, type Slideshow } from "./slideshow";

export const WIDGET = "timeline-slider";

export interface TimelineControlsProps {
  carousel: Carousel;
  slideshow: Slideshow;
  loop: boolean;
}

export function TimelineControls({ carousel, slideshow, loop }: TimelineControlsProps) {
  useSignals();
  const language = textLocale.value;
  const index = carousel.index.value;
  const count = carousel.slides.length;
  const stopped = slideshow.stopped.value;
  return (
    <>
      <div className="vitrine-timeline__buttons">
        <button
          type="button"
          className="vitrine-carousel__button"
          {...{ [ROTATION_CONTROL]: "" }}
          aria-label={timelineText(language, stopped ? "play" : "pause")}
          onClick={() => slideshow.toggle()}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d={stopped ? "M4 2.5v11l9-5.5z" : "M4 2.5h3v11H4zM9 2.5h3v11H9z"} fill="currentColor" />
          </svg>
        </button>
        <StepButtons
          carousel={carousel}
          loop={loop}
          labels={{ prev: timelineText(language, "previous"), next: timelineText(language, "next") }}
        />
      </div>
      {/* The slide picker (APG grouped carousel): each progress bar is the button that shows its slide, named as the
          slide; the shown one is aria-disabled. After the rotation control in tab order, drawn above it. */}
      <div role="group" aria-label={timelineText(language, "picker")} className="vitrine-timeline__bars">
        {carousel.slides.map((_, slide) => (
          <button
            key={slide}
            type="button"
            className="vitrine-timeline__bar"
            aria-label={carouselText(language, "slideOf", { index: slide + 1, count })}
            aria-disabled={slide === index}
            onClick={() => carousel.go(slide)}
          >
            <span className="vitrine-timeline__track">
              <span
                className="vitrine-timeline__fill"
                style={{ transform: `scaleX(${barProgress(slide, index, slideshow.progress.value) / 100})` }}
              />
            </span>
          </button>
        ))}
      </div>
      <p className="vitrine-visually-hidden" aria-live={slideshow.rotating.value ? "off" : "polite"} aria-atomic="true">
        {carouselText(language, "slideOf", { index: index + 1, count })}
      </p>
    </>
  );
}
