// widgets/special-collection/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: {
    zero: "{category}: لا منتجات",
    one: "{category}: منتج واحد",
    two: "{category}: منتجان",
    few: "{category}: {count} منتجات",
    many: "{category}: {count} منتجًا",
    other: "{category}: {count} منتج",
  },
  categoryFailed: "تعذّر تحميل هذه الفئة.",
  retry: "أعد المحاولة",
} satisfies Table<keyof typeof en>;
