// core/wishlist/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  save: "บันทึกในวิชลิสต์",
  saveNamed: "บันทึกในวิชลิสต์: {name}",
  failed: "ขออภัย ไม่สามารถเปลี่ยนวิชลิสต์ได้ โปรดลองอีกครั้ง",
  full: "วิชลิสต์ของคุณเต็มแล้ว ({limit} รายการ): นำออกหนึ่งรายการเพื่อบันทึกรายการอื่น",
  notKept: "บันทึกไว้สำหรับการเข้าชมครั้งนี้เท่านั้น: เบราว์เซอร์นี้ไม่เก็บวิชลิสต์ไว้ในอุปกรณ์นี้",
} satisfies Table<keyof typeof en>;
