// Markup contract of the bag count: the header's bag link with the server's count (see README.md).
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";

export const bagCountAttributes = z.object({
  /** The server's count; kept in sync. */
  bagCount: attr.int({ min: 0 }),
});

export type BagCountAttributes = z.output<typeof bagCountAttributes>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: bagCountAttributes } satisfies MarkupContract;
