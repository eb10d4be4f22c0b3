// widgets/social-share/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  label: "แชร์",
  shareOn: "แชร์ไปที่ {network}",
  native: "แชร์…",
  copy: "คัดลอกลิงก์",
  copied: "คัดลอกลิงก์แล้ว",
  copyFailed: "คัดลอกลิงก์ไม่ได้ โปรดเลือกและคัดลอกด้วยตนเอง",
  newWindow: "(เปิดในหน้าต่างใหม่)",
} satisfies Table<keyof typeof en>;
