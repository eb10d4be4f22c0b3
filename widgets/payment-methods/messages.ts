// The texts the payment area writes itself (its states, the methods' names in them, the instalment options); the
// server fieldset's own labels are the CMS's, and the providers' fields and pages are theirs. Every market language
// has every key (widgets/checkout/english-leftovers.test.ts).
import { createMessages, type Message } from "../../markets/messages";

export const en = {
  card: "Card",
  phoneWallet: "Phone wallet",
  searchWallet: "Search wallet",
  onlineWallet: "Online wallet",
  koreanGateway: "Korean payment gateway",
  messengerPay: "Messenger pay",
  expressChecking: "Checking which wallets this device offers…",
  expressNone: "No wallet is available on this device.",
  expressFailed: "Wallets could not be loaded. You can pay below.",
  loading: "Loading {method}…",
  loadFailed: "{method} could not be loaded. Try again, or choose another way to pay.",
  retry: "Try again",
  payInFull: "Pay in full",
  instalmentCount: { other: "{count} instalments" } as Message,
  declined: "Your payment was declined. Check the details or choose another way to pay, then place the order again.",
  chooseMethod: "Choose how to pay.",
  unavailableMethod: "{method} is not available right now. Try again, or choose another way to pay.",
} satisfies Record<string, Message>;

export type PaymentTextKey = keyof typeof en;

export const paymentText = createMessages<PaymentTextKey>(en, (language) => import(`./messages/${language}.ts`));
