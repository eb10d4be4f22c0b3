// Social share's own texts.
import { createMessages } from "../../markets/messages";

export const en = {
  label: "Share",
  shareOn: "Share on {network}",
  native: "Share…",
  copy: "Copy link",
  copied: "Link copied",
  copyFailed: "The link could not be copied: select it and copy it yourself.",
  newWindow: "(opens in a new window)",
};

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const shareText = createMessages(en, (language) => import(`./messages/${language}.ts`));
