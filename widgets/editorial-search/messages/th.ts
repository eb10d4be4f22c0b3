// widgets/editorial-search/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "กำลังค้นหา “{query}” ในนิตยสาร…",
  results: { other: "บทความในนิตยสาร {count} เรื่องสำหรับ “{query}”" },
  noResults: "ไม่มีบทความในนิตยสารสำหรับ “{query}”",
  failed: "ไม่สามารถโหลดบทความในนิตยสารได้",
  retry: "ลองอีกครั้ง",
} satisfies Table<keyof typeof en>;
