// widgets/contact-us/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "اتصل بنا",
  subject: "الموضوع",
  message: "رسالتك",
  submit: "إرسال الرسالة",
  chooseTitle: "اختر اللقب",
} satisfies Table<keyof typeof en>;
