// Markup contract of the timeline slider (§4 "Timeline slider"): a named `data-timeline-slider` element around a
// `[data-carousel-track]` whose first child lists the slides (see README.md).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { DEFAULT_TIME_SLIDE } from "./rules";

const seconds = z.pipe(attr.number(), z.number().check(z.positive("must be greater than 0")));

export const timelineAttributes = z.object({
  /** Seconds a slide, > 0; absent: 8 (§4). */
  timeSlide: z.pipe(
    attr.optional(seconds),
    z.transform((value: number | undefined) => value ?? DEFAULT_TIME_SLIDE),
  ),
  /** After the last slide comes the first; otherwise the show stops there (§4). */
  loop: attr.bool(),
});

export type TimelineAttributes = z.output<typeof timelineAttributes>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: timelineAttributes } satisfies MarkupContract;
