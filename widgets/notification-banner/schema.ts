// Markup contract of the notification banner (§3 "Notification banner"): the CMS component's fields as data-*.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { bannerType } from "./rules";

export const bannerAttributes = z.object({
  /** §3 big or small; any other value (or none) is small. */
  bannerType: z.pipe(attr.optionalString(), z.transform(bannerType)),
  isBlack: attr.bool(),
  bannerTitle: attr.optionalString(),
  /** §3 required; §8 "Notification: missing required argument `message`". */
  message: z
    .string({ error: "missing required argument `message`" })
    .check(z.trim(), z.minLength(1, "missing required argument `message`")),
  submessage: attr.optionalString(),
  ctaText: attr.optionalString(),
  /** The name page scripts know the call to action by (sent with `vitrine:banner-action`); never code. */
  callback: attr.optional(z.string().check(z.regex(/^[A-Za-z][\w.-]{0,63}$/, "expected a name (letters, digits, '.', '_', '-')"))),
  /** Auto-dismiss after this many milliseconds; absent or 0 = the banner stays. */
  timing: attr.optional(attr.int({ min: 0, max: 600_000 })),
  isTopHeader: attr.bool(),
  isPushing: attr.bool(),
  /** A site style name: the page's CSS draws `[data-style="…"]`. */
  style: attr.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, "expected a style name (a-z, 0-9, '-')"))),
  isCentered: attr.bool(),
});

export type BannerAttributes = z.output<typeof bannerAttributes>;

/** The banner's own controls, server-rendered so they take their room from the first paint. */
export const bannerParts = { dismiss: "[data-banner-dismiss]" } as const;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: bannerAttributes, parts: bannerParts } satisfies MarkupContract;
