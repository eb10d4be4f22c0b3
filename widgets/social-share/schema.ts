// Markup contract of social share (§9 "Social sharing"): the block the links go in, and what it shares.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const shareAttributes = z.object({
  /** Marks the block. */
  socialShare: attr.optionalString(),
  /** The page to share; only a same-origin URL (`core/safe-url.ts`), else this page. The fragment is dropped. */
  shareUrl: attr.optionalString(),
  /** The title networks show; default `document.title`. */
  shareTitle: attr.optionalString(),
});

export type ShareAttributes = z.output<typeof shareAttributes>;

/** The server's no-script line (the page's address): the widget draws the links in its place. */
export const shareParts = { fallback: "[data-share-fallback]" } as const;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: shareAttributes, parts: shareParts } satisfies MarkupContract;
