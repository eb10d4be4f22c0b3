// widgets/store-locator/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "ค้นหาบูติก",
  showMap: "แสดงแผนที่",
  mapLabel: "แผนที่บูติก",
  showOnMap: "แสดง {name} บนแผนที่",
  details: "รายละเอียด",
  contact: "ติดต่อเรา",
  selected: "เลือก {name} แล้ว",
  mapFailed: "โหลดแผนที่ไม่ได้ รายการแสดงบูติกทั้งหมด",
} satisfies Table<keyof typeof en>;
