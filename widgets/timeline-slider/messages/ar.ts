// widgets/timeline-slider/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  pause: "إيقاف العرض مؤقتًا",
  play: "تشغيل العرض",
  previous: "الشريحة السابقة",
  next: "الشريحة التالية",
  picker: "اختر شريحة",
} satisfies Table<keyof typeof en>;
