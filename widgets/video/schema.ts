// Markup contract of the video (§4 "Video or image"; README.md): a figure around the server <video> and its
// fallback image.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const videoAttributes = z.object({
  /** The video's id, sent with the `video-open` tracking event. */
  video: attr.string(),
  /** Below desktop (< 1024 px) the video is hidden and never loads, the fallback image shows. */
  videoNoMobile: attr.bool(),
});

export type VideoAttributes = z.output<typeof videoAttributes>;

export const videoParts = {
  /** The server video: poster, `preload="none"`, `controls`, and one HLS `<source>`. */
  player: { selector: "[data-video-player]", tag: "video" },
} as const;

/** The stream's <source> inside the video (its `src` is the multivariant playlist). */
export const SOURCE_SELECTOR = "source[src]";
/** The fallback image, shown below desktop when the video is hidden (optional: without it nothing shows there). */
export const FALLBACK_SELECTOR = "[data-video-fallback]";

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: videoAttributes, parts: videoParts } satisfies MarkupContract;
