// widgets/collection-looks/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  looksLoaded: {
    one: "تم تحميل إطلالة واحدة",
    two: "تم تحميل إطلالتين",
    few: "تم تحميل {count} إطلالات",
    many: "تم تحميل {count} إطلالة",
    other: "تم تحميل {count} إطلالة",
  },
  looksFailed: "تعذّر تحميل المزيد من الإطلالات.",
} satisfies Table<keyof typeof en>;
