// The special collection's own texts; load more, loading, failure and "N more items loaded" are the shared listing
// texts (markets/listing-messages.ts). Category names come from the server's tab links.
import { createMessages } from "../../markets/messages";

export const en = {
  /** Announced after a tab switch or Back/Forward: the count per category. */
  categoryCount: { one: "{category}: {count} product", other: "{category}: {count} products" },
  categoryFailed: "This category could not be loaded.",
  /** The load-more button after a failure: it asks for the failed page again. */
  retry: "Try again",
};

export const specialCollectionText = createMessages(en, {
  it: () => import("./messages/it"),
  pt: () => import("./messages/pt"),
  "zh-Hans": () => import("./messages/zh-Hans"),
  "zh-Hant": () => import("./messages/zh-Hant"),
  ja: () => import("./messages/ja"),
  ko: () => import("./messages/ko"),
  ar: () => import("./messages/ar"),
  ru: () => import("./messages/ru"),
  tr: () => import("./messages/tr"),
  th: () => import("./messages/th"),
  el: () => import("./messages/el"),
});
