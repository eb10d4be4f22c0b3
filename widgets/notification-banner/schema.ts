// Markup contract of the notification banner (§3 "Notification banner"): the CMS component's fields as data-*.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { bannerType } from "./rules";

export const bannerAttributes = z.object({
  /** `big` or `small`; any other value (or none) is small (§3). */
  bannerType: z.pipe(attr.optionalString(), z.transform(bannerType)),
  /** Dark theme. */
  isBlack: attr.bool(),
  /** Optional texts (also what is announced). */
  bannerTitle: attr.optionalString(),
  /** §3: required. Missing or blank: the §8 developer error "missing required argument \`message\`" (through `core/errors.ts`, naming widget, element and `data-message`); the server's banner stays as drawn, without script. */
  message: z
    .string({ error: "missing required argument `message`" })
    .check(z.trim(), z.minLength(1, "missing required argument `message`")),
  /** Optional texts (also what is announced). */
  submessage: attr.optionalString(),
  /** The call to action's text; a click sends the `data-callback` name. */
  ctaText: attr.optionalString(),
  /** The call to action's **name** (`[A-Za-z][\w.-]*`), never code: a click sends `vitrine:banner` `{ action: "cta", byHand: true, callback }`; page scripts act on the names they know. */
  callback: attr.optional(z.string().check(z.regex(/^[A-Za-z][\w.-]{0,63}$/, "expected a name (letters, digits, '.', '_', '-')"))),
  /** Auto-dismiss after this many ms (0 or absent: it stays). Paused while pointed at or focused (WCAG 2.2.1). Never for a pushing banner, never in authoring mode. */
  timing: attr.optional(attr.int({ min: 0, max: 600_000 })),
  /** A floating banner sits at the top instead of the bottom. */
  isTopHeader: attr.bool(),
  /** In the page's flow (it pushes what follows, its room is there from the first paint); otherwise it floats over the page (fixed), moving nothing. */
  isPushing: attr.bool(),
  /** A site style name (`[a-z][a-z0-9-]*`): the page's CSS draws `[data-style="…"]`. Not CSS: the CSP forbids inline styles. */
  style: attr.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, "expected a style name (a-z, 0-9, '-')"))),
  /** Centred text. */
  isCentered: attr.bool(),
});

export type BannerAttributes = z.output<typeof bannerAttributes>;

/** The banner's own controls, server-rendered so they take their room from the first paint. */
export const bannerParts = { dismiss: "[data-banner-dismiss]" } as const;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: bannerAttributes, parts: bannerParts } satisfies MarkupContract;
