// The previous/next buttons every carousel shows (APG carousel), labelled by the widget; disabled at an end unless the
// carousel loops. The arrows point the way the slides come from, so they swap right to left.
import { useSignals } from "@preact/signals-react/runtime";
import type { Carousel } from "./carousel";
import { stepIndex, wayOfSide, type Way } from "./rules";

const WAYS: readonly Way[] = ["prev", "next"];

export interface StepButtonsProps {
  carousel: Carousel;
  loop: boolean;
  labels: Record<Way, string>;
  /** Before the step, e.g. a slide show that a press of previous/next pauses. */
  onStep?(way: Way): void;
}

export function StepButtons({ carousel, loop, labels, onStep }: StepButtonsProps) {
  useSignals();
  const index = carousel.index.value;
  return WAYS.map((way) => {
    const disabled = stepIndex(index, carousel.slides.length, way, loop) === null;
    return (
      <button
        key={way}
        type="button"
        className={`vitrine-carousel__button vitrine-carousel__button--${way}`}
        aria-label={labels[way]}
        aria-disabled={disabled}
        onClick={() => {
          if (disabled) return;
          onStep?.(way);
          carousel.step(way);
        }}
      >
        <Arrow pointing={wayOfSide("left", carousel.rtl) === way ? "left" : "right"} />
      </button>
    );
  });
}

function Arrow({ pointing }: { pointing: "left" | "right" }) {
  return (
    <svg className={`vitrine-carousel__arrow--${pointing}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={pointing === "left" ? "M10 3 5 8l5 5" : "M6 3l5 5-5 5"} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
