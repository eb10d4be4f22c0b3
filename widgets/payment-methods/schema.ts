// Markup contract of the payment area (README.md): a fieldset inside the checkout form with a radio per method and
// its panel, the express wallets' box where the market has wallets, and the status line.
import { z } from "../../core/zod";

export const paymentAttributes = z.object({});
export const paymentParts = { status: "[data-payment-status]" } as const;
