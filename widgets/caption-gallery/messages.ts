// The caption gallery's own texts: its previous/next buttons and what it announces when the image changes.
import { createMessages } from "../../markets/messages";

export const en = {
  previous: "Previous image",
  next: "Next image",
  // {position} is the carousel's "2 of 5"; {caption} the image's description.
  announce: "Image {position}: {caption}",
};

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const galleryText = createMessages(en, (language) => import(`./messages/${language}.ts`), ["el"]);
