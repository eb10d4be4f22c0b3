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
export const chatText = createMessages(en, (language) => import(`./messages/${language}.ts`));
