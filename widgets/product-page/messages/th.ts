// widgets/product-page/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  colour: "สี",
  size: "ไซซ์",
  oneSize: "ไซซ์เดียว",
  chooseSize: "เลือก",
  checking: "กำลังตรวจสอบสินค้า…",
  checkFailed: "ไม่สามารถตรวจสอบสินค้าได้",
  detailsFailed: "ไม่สามารถโหลดรายละเอียดของสีนี้ได้",
  retry: "ลองอีกครั้ง",
  availableOnline: "มีจำหน่ายทางออนไลน์",
  inStoreOnly: "สินค้าออนไลน์หมด มีที่ร้าน",
  soldOut: "สินค้าหมด",
  findInStore: "ค้นหาในร้าน",
  wishlist: "เพิ่มในรายการโปรด",
  item: "รหัสสินค้า",
} satisfies Table<keyof typeof en>;
