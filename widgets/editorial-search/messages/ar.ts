// widgets/editorial-search/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "جارٍ البحث في المجلة عن «{query}»…",
  results: {
    zero: "لا توجد مقالات عن «{query}»",
    one: "مقال واحد في المجلة عن «{query}»",
    two: "مقالان في المجلة عن «{query}»",
    few: "{count} مقالات في المجلة عن «{query}»",
    many: "{count} مقالًا في المجلة عن «{query}»",
    other: "{count} مقال في المجلة عن «{query}»",
  },
  noResults: "لا توجد مقالات في المجلة عن «{query}».",
  failed: "تعذّر تحميل مقالات المجلة.",
  retry: "أعد المحاولة",
} satisfies Table<keyof typeof en>;
