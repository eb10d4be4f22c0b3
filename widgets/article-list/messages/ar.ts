// widgets/article-list/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: {
    zero: "{current} من {total} مقال",
    one: "{current} من {total} مقال",
    two: "{current} من {total} مقال",
    few: "{current} من {total} مقالات",
    many: "{current} من {total} مقالًا",
    other: "{current} من {total} مقال",
  },
  articlesLoaded: {
    one: "تم تحميل مقال واحد آخر",
    two: "تم تحميل مقالين آخرين",
    few: "تم تحميل {count} مقالات أخرى",
    many: "تم تحميل {count} مقالًا آخر",
    other: "تم تحميل {count} مقال آخر",
  },
  listFailed: "تعذّر تحميل المقالات.",
  retry: "أعد المحاولة",
} satisfies Table<keyof typeof en>;
