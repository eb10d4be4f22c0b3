// The notification banner's own texts: the dismiss control's name.
import { createMessages } from "../../markets/messages";

export const en = { dismiss: "Close notification" };

// Every market language has every key (english-leftovers.test.tsx beside this file fails on a missing one).
export const bannerText = createMessages(en, (language) => import(`./messages/${language}.ts`));
