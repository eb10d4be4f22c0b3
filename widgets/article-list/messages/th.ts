// widgets/article-list/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: { other: "บทความ {current} จาก {total} เรื่อง" },
  articlesLoaded: { other: "โหลดบทความเพิ่ม {count} เรื่อง" },
  listFailed: "ไม่สามารถโหลดบทความได้",
  retry: "ลองอีกครั้ง",
} satisfies Table<keyof typeof en>;
