// The header menu's own text: its disclosure button (the menu itself is the CMS's HTML).
import { createMessages } from "../../markets/messages";

export const headerMenuText = createMessages<"menu">(
  { menu: "Menu" },
  {
    it: { menu: "Menu" },
    pt: { menu: "Menu" },
    "zh-Hans": { menu: "菜单" },
    "zh-Hant": { menu: "選單" },
    ja: { menu: "メニュー" },
    ko: { menu: "메뉴" },
    ar: { menu: "القائمة" },
    ru: { menu: "Меню" },
    tr: { menu: "Menü" },
    th: { menu: "เมนู" },
    el: { menu: "Μενού" },
  },
);
