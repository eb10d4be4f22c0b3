// The collection menu's own texts: the names of its scroll buttons.
import { createMessages } from "../../markets/messages";

export const en = { previous: "Previous collections", next: "More collections" };

export const menuText = createMessages(en, (language) => import(`./messages/${language}.ts`), ["el"]);
