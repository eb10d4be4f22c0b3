// widgets/appointment-form/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "นัดหมายเข้าร้าน",
  store: "บูติก",
  date: "วันที่",
  time: "เวลา",
  reason: "วัตถุประสงค์ในการเข้าร้าน",
  collection: "คอลเลกชัน",
  additionalInfo: "มีอะไรที่เราควรทราบไหม",
  country: "ประเทศ",
  katakanaName: "ชื่อ (คาตากานะ)",
  katakanaLastName: "นามสกุล (คาตากานะ)",
  submit: "ขอนัดหมาย",
  chooseDate: "เลือกวันที่",
  chooseTime: "เลือกเวลา",
  chooseReason: "เลือกวัตถุประสงค์",
  chooseCollection: "คอลเลกชันใดก็ได้",
  loadingHours: "กำลังโหลดเวลาทำการของบูติก…",
  hoursFailed: "ไม่สามารถโหลดเวลาทำการของบูติกได้",
  retry: "ลองอีกครั้ง",
  noDays: "บูติกนี้ไม่มีวันที่เปิดให้นัดหมาย",
  visionare_nuova_collezione: "ชมคอลเลกชันใหม่",
  prodotto_su_misura: "สินค้าสั่งตัดตามขนาด",
  prodotto_personalizzato: "สินค้าปรับแต่งเฉพาะบุคคล",
  regalo: "ของขวัญ",
  occasione_speciale: "โอกาสพิเศษ",
  riparazioni: "ซ่อมแซม",
  altro: "อื่น ๆ",
} satisfies Table<keyof typeof en>;
