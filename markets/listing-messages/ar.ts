// markets/listing-messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "عرض المزيد",
  loading: "جارٍ التحميل…",
  loadFailed: "تعذّر تحميل المزيد من المنتجات.",
  itemsLoaded: {
    one: "تم تحميل منتج واحد",
    two: "تم تحميل منتجين",
    few: "تم تحميل {count} منتجات",
    many: "تم تحميل {count} منتجًا",
    other: "تم تحميل {count} منتج",
  },
  resultsCount: "{current} من {total}",
} satisfies Table<keyof typeof en>;
