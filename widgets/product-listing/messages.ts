// The product listing's own texts; the shared ones (load more, loading, failure, counter) are markets/listing-messages.
import { createMessages } from "../../markets/messages";

export const en = {
  /** The feed's accessible name when the listing has no labelling heading. */
  feedLabel: "Products",
};

export const productListingText = createMessages(en, {
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
