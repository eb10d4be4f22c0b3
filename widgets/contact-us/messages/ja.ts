// widgets/contact-us/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "お問い合わせ",
  subject: "件名",
  message: "お問い合わせ内容",
  submit: "送信する",
  chooseTitle: "敬称を選択",
} satisfies Table<keyof typeof en>;
