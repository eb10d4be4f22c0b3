// markets/listing-messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "โหลดเพิ่ม",
  loading: "กำลังโหลด…",
  loadFailed: "ไม่สามารถโหลดสินค้าเพิ่มได้",
  itemsLoaded: { other: "โหลดสินค้าเพิ่ม {count} รายการ" },
  resultsCount: "{current} จาก {total}",
} satisfies Table<keyof typeof en>;
