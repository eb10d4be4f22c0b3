// Markup contract of the payment area (README.md): a fieldset inside the checkout form with a radio per method and
// its panel, the express wallets' box where the market has wallets, and the status line.
import type { MarkupContract } from "../../core/markup";
import { z } from "../../core/zod";

export const paymentAttributes = z.object({});
export const paymentParts = { status: "[data-payment-status]" } as const;

/** The widget's markup contract (core/markup.ts): read by its definition, `vitrine lint` and the manifest. */
export const contract = { attributes: paymentAttributes, parts: paymentParts } satisfies MarkupContract;
