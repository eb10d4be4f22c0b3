// widgets/wishlist/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  onDevice: "วิชลิสต์ของคุณเก็บไว้ในอุปกรณ์นี้เท่านั้น เข้าสู่ระบบเพื่อเก็บไว้ในบัญชีของคุณ",
  signIn: "เข้าสู่ระบบ",
  loading: "กำลังโหลด…",
  empty: "วิชลิสต์ของคุณว่างอยู่",
  sharedEmpty: "ลิงก์นี้ไม่มีวิชลิสต์",
  dropped: { other: "อ่านรายการในลิงก์นี้ไม่ได้ {count} รายการ" },
  loadFailed: "โหลดวิชลิสต์ของคุณไม่ได้",
  itemFailed: "โหลดสินค้านี้ไม่ได้",
  retry: "ลองอีกครั้ง",
  share: "แชร์วิชลิสต์นี้",
  shareHint: "ทุกคนที่มีลิงก์นี้จะเห็นรายการตามที่เป็นอยู่ตอนนี้",
  copy: "คัดลอกลิงก์",
  copied: "คัดลอกลิงก์แล้ว",
  copyFailed: "คัดลอกลิงก์ไม่ได้: โปรดเลือกแล้วคัดลอก",
} satisfies Table<keyof typeof en>;
