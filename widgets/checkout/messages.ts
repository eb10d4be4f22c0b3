// The texts the checkout writes itself (summary, statuses, suggestions); the server form's own labels are the CMS's,
// and the form core's errors and summary its own. Every market language has every key
// (widgets/checkout/english-leftovers.test.ts).
import { createMessages, type Message } from "../../markets/messages";

export const en = {
  items: { one: "{count} item", other: "{count} items" } as Message,
  quantity: "Quantity: {count}",
  subtotal: "Subtotal",
  discount: "Discount",
  shippingCost: "Shipping",
  free: "Free",
  packaging: "Packaging",
  packagingStandard: "Standard",
  packagingGift: "Gift wrapping",
  total: "Total",
  updating: "Updating your bag…",
  bagFailed: "Your bag could not be loaded.",
  retry: "Try again",
  bagEmpty: "Your bag is empty.",
  placing: "Placing your order…",
  confirming: "Confirming your payment…",
  redirecting: "Taking you to the payment page…",
  bagChanged: "Your bag changed. Check the summary, then place the order again.",
  orderFailed: "We could not confirm your order.",
  suggestions: "Address suggestions",
  suggestionCount: { one: "{count} suggestion", other: "{count} suggestions" } as Message,
  noSuggestions: "No suggestions",
} satisfies Record<string, Message>;

export type CheckoutTextKey = keyof typeof en;

export const checkoutText = createMessages<CheckoutTextKey>(en, (language) => import(`./messages/${language}.ts`));
