// The timeline slider's own texts: its rotation control, its previous/next buttons and its slide picker.
import { createMessages } from "../../markets/messages";

export const en = {
  pause: "Pause the slide show",
  play: "Play the slide show",
  previous: "Previous slide",
  next: "Next slide",
  picker: "Choose a slide",
};

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const timelineText = createMessages(en, (language) => import(`./messages/${language}.ts`), ["el"]);
