// Find in store's own texts (where the shopper is and the appointment link: core/location-messages.ts).
import { createMessages } from "../../markets/messages";

export const en = {
  trigger: "Find in store",
  title: "Find in store",
  intro: "Boutiques with this item in stock",
  close: "Close",
  loading: "Checking the boutiques…",
  failed: "The boutiques could not be checked.",
  retry: "Try again",
  empty: "No boutique in this market has this item right now.",
  hours: "Opening hours",
  closed: "Closed",
  hoursUnknown: "Hours not available",
  count: { one: "{count} boutique", other: "{count} boutiques" },
};

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const findInStoreText = createMessages(en, (language) => import(`./messages/${language}.ts`));
