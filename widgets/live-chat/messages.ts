// Live chat's own texts.
import { createMessages } from "../../markets/messages";

export const en = {
  launch: "Chat with an advisor",
  loading: "Connecting to the chat…",
  failed: "The chat is not available right now. Please contact us instead.",
  retry: "Try the chat again",
  contact: "Contact us",
};

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const chatText = createMessages(en, {
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
