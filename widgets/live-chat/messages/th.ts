// widgets/live-chat/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  launch: "แชทกับที่ปรึกษา",
  loading: "กำลังเชื่อมต่อแชท…",
  failed: "ขณะนี้ไม่สามารถใช้แชทได้ โปรดติดต่อเรา",
  retry: "ลองแชทอีกครั้ง",
  contact: "ติดต่อเรา",
} satisfies Table<keyof typeof en>;
