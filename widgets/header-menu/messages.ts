// The header menu's own text: its disclosure button (the menu itself is the CMS's HTML).
import { createMessages } from "../../markets/messages";

export const en = { menu: "Menu" };

export const headerMenuText = createMessages<"menu">(en, {
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
