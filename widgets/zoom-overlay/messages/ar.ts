// widgets/zoom-overlay/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "معرض الصور",
  close: "إغلاق",
  previous: "الصورة السابقة",
  next: "الصورة التالية",
  counter: "الصورة {n} من {total}",
  zoomIn: "تكبير",
  zoomOut: "تصغير",
} satisfies Table<keyof typeof en>;
