// The notification banner's own texts: the dismiss control's name.
import { createMessages } from "../../markets/messages";

export const en = { dismiss: "Close notification" };

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const bannerText = createMessages(en, {
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
});
