// Markup contract of the live-chat launcher (§1 "use live chat", §9 "Other flags": hub EMEA).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const chatAttributes = z.object({
  /** Marks the block (its value is not read). */
  liveChat: attr.optionalString(),
});

export type ChatAttributes = z.output<typeof chatAttributes>;

/** The launcher (server-rendered with its room, shown once the widget is there) and the contact link: the no-script
 * way, and the fallback when the chat cannot load. */
export const chatParts = {
  launcher: { selector: "[data-live-chat-launcher]", tag: "button" },
  contact: { selector: "[data-live-chat-contact]", tag: "a" },
} as const;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: chatAttributes, parts: chatParts } satisfies MarkupContract;
