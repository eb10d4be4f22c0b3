// Markup contract of the looks grid (§2 "Collection page", "Editorial article page variant"; §3 "Look").
// The root (`data-collection-looks`) holds the feed (`[data-looks-feed]`, the looks as `[data-look-id]` elements) and,
// while looks remain, the server's load-more link (`[data-looks-load-more]`, `?page=N+1`).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const looksAttributes = z.object({
  /** The number of looks, when the page knows it: the feed's `aria-setsize`, and load more ends there. */
  looksTotal: attr.optional(attr.int({ min: 0 })),
  /** The editorial article page name; the grid is the article variant when it appears in the URL. */
  articlePage: attr.optionalString(),
});

export type LooksAttributes = z.output<typeof looksAttributes>;

export const LOOK_ID = "data-look-id";
export const LOOK_LINK = "data-look-link";
export const LOOK_GALLERY = "data-look-gallery";
/** Inside a look: its gallery images, inert until the zoom overlay shows them (core/gallery.ts `readGalleryImages`). */
export const LOOK_IMAGES = "template[data-look-images]";
export const FEED = "data-looks-feed";
export const LOAD_MORE = "data-looks-load-more";

/** Required parts (the contract reports a missing one); the load-more link is optional: absent once every look is shown. */
export const looksParts = { feed: `[${FEED}]` };

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: looksAttributes, parts: looksParts } satisfies MarkupContract;
