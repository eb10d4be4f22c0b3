// The seam between the checkout form (widgets/checkout) and the payment area (widgets/payment-methods): neither
// imports the other, both use this module, and this is all they share. The payment area offers the method chosen and
// is told when a payment was declined; the checkout form places the order, also for a wallet paid from its own button.
import { signal } from "@preact/signals-core";
import type { PaymentMethod } from "../../markets/markets";

/** What the payment area offers for the order. */
export interface PaymentChoice {
  method: PaymentMethod;
  /** §9 Instalments: the count chosen (card, where offered); absent = paid in full. */
  instalments?: number;
  /** The provider's token for the order (the card fields, a wallet's sheet; at once for methods paid on the
   * provider's page). Rejects with `{ code: "cancelled" | "invalid", message }`. */
  tokenise(): Promise<{ token: string }>;
  /** Wallets: close their sheet with the order's outcome. */
  complete?(outcome: "success" | "fail"): void;
}

/** The payment area, as the checkout form sees it. */
export interface PaymentArea {
  /** The choice the order would be paid with, or null (none chosen, or its provider could not be loaded). */
  choice(): PaymentChoice | null;
  /** No usable choice when the shopper placed the order: say so there and take the focus. */
  needsChoice(): void;
  /** The payment was declined: say so there and take the focus; paying again is possible at once. */
  declined(): void;
  /** The provider refused what was typed (`tokenise` rejected as invalid): show its message there, take the focus. */
  invalid(message: string): void;
}

/** The checkout form, as the payment area sees it. */
export interface CheckoutForm {
  /** A wallet's own button was used: the form is checked (its errors announced), then the order placed with it. */
  payWith(choice: PaymentChoice): Promise<void>;
}

/** Each side registers itself while mounted. */
export const paymentArea = signal<PaymentArea | null>(null);
export const checkoutForm = signal<CheckoutForm | null>(null);
