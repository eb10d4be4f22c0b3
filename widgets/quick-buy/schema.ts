// Markup contract of a quick-buy trigger (§3 "Quick-buy init payload"): a real link to the product page carrying
// the payload as JSON in `data-quick-buy`; see README.md.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";
import { attr } from "../../core/attributes";
import { quickBuyInitPayloadSchema } from "../../core/entities";

export const quickBuyAttributes = z.object({
  /** The §3 init payload (`partNumber` and `productId` required). */
  quickBuy: attr.json(quickBuyInitPayloadSchema),
});

export type QuickBuyAttributes = z.output<typeof quickBuyAttributes>;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: quickBuyAttributes } satisfies MarkupContract;
