// Markup contract of the guest order pages (README.md): the lookup form the server renders (it posts without
// JavaScript) and the region its result goes in. The page's kind is the server's choice: `track` (track-guest),
// `return` (return-guest, the guest return form) or `return-portal` (return-guest where the market's return portal
// mapping is on, §9 "Other flags").
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import type { Parts } from "../../core/widget";

export const GUEST_ORDER_KINDS = ["track", "return", "return-portal"] as const;
export type GuestOrderKind = (typeof GUEST_ORDER_KINDS)[number];

const PATH = /^\/(?!\/)[^\s?#\\]*$/;

export const guestOrderAttributes = z.object({
  /** The server's choice: `return-portal` where the market's return portal mapping is on. Another value is reported
   * (`data-guest-order`) and the page stays the server's. */
  guestOrder: z.enum(GUEST_ORDER_KINDS, { error: "expected track, return or return-portal" }),
  /** `return`: the path the drawn return form posts to (required there; reported when missing). */
  returnAction: attr.optional(z.string().check(z.regex(PATH, "expected a path starting with a single /"))),
});

export type GuestOrderAttributes = z.output<typeof guestOrderAttributes>;

export const guestOrderParts = {
  lookup: "form[data-guest-lookup]",
  result: "[data-guest-result]",
} as const;

export type GuestOrderParts = Parts<typeof guestOrderParts>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: guestOrderAttributes, parts: guestOrderParts } satisfies MarkupContract;
