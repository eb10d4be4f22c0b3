// The texts every carousel speaks (APG carousel): its role descriptions and each slide's position.
import { createMessages } from "../../markets/messages";

export const en = { carousel: "carousel", slide: "slide", slideOf: "{index} of {count}" };

// Every market language has every key (each carousel widget's English-leftover test renders them).
export const carouselText = createMessages(en, {
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
