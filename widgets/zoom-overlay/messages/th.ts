// widgets/zoom-overlay/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "แกลเลอรีรูปภาพ",
  close: "ปิด",
  previous: "รูปภาพก่อนหน้า",
  next: "รูปภาพถัดไป",
  counter: "รูปภาพที่ {n} จาก {total}",
  zoomIn: "ขยาย",
  zoomOut: "ย่อ",
} satisfies Table<keyof typeof en>;
