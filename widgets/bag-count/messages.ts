// The bag count's announcement (polite), after an add or a remove.
import { createMessages } from "../../markets/messages";

export const en = { announce: { one: "Shopping bag: {count} item", other: "Shopping bag: {count} items" } };

// Every market language has every key (the English-leftover test in widgets/quick-buy fails on a missing one).
export const bagCountText = createMessages(en, (language) => import(`./messages/${language}.ts`));
