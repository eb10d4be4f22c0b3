// The looks grid's own texts; load more and loading come from the shared listing texts (markets/listing-messages.ts).
import { createMessages } from "../../markets/messages";

export const en = {
  looksLoaded: { one: "{count} more look loaded", other: "{count} more looks loaded" },
  looksFailed: "More looks could not be loaded.",
};

export const looksText = createMessages(en, {
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
