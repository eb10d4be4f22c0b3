// The header menu's own text: its disclosure button (the menu itself is the CMS's HTML).
import { createMessages } from "../../markets/messages";

export const en = { menu: "Menu" };

export const headerMenuText = createMessages<"menu">(en, (language) => import(`./messages/${language}.ts`), ["el"]);
