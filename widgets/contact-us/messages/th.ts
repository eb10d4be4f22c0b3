// widgets/contact-us/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "ติดต่อเรา",
  subject: "หัวข้อ",
  message: "ข้อความของคุณ",
  submit: "ส่งข้อความ",
  chooseTitle: "เลือกคำนำหน้า",
} satisfies Table<keyof typeof en>;
