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
export const zoomOverlayText = createMessages(en, (language) => import(`./messages/${language}.ts`), ["el"]);
