// The zoom overlay's texts. `{n}` and `{total}` arrive formatted by the market's Intl numbers.
import { createMessages } from "../../markets/messages";

export const en = {
  dialogLabel: "Image gallery",
  close: "Close",
  previous: "Previous image",
  next: "Next image",
  counter: "Image {n} of {total}",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
};

// Every market language has every key (the English-leftover test beside this file fails on a missing one).
export const zoomOverlayText = createMessages(en, {
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
