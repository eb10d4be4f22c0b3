// widgets/find-in-store/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  trigger: "ค้นหาในร้าน",
  title: "ค้นหาในร้าน",
  intro: "บูติกที่มีสินค้านี้",
  close: "ปิด",
  loading: "กำลังตรวจสอบบูติก…",
  failed: "ตรวจสอบบูติกไม่ได้",
  retry: "ลองอีกครั้ง",
  empty: "ขณะนี้ไม่มีบูติกในตลาดนี้ที่มีสินค้านี้",
  hours: "เวลาทำการ",
  closed: "ปิด",
  hoursUnknown: "ไม่มีข้อมูลเวลาทำการ",
  count: { other: "{count} บูติก" },
} satisfies Table<keyof typeof en>;
