// widgets/contact-us/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "Bize ulaşın",
  subject: "Konu",
  message: "Mesajınız",
  submit: "Mesajı gönder",
  chooseTitle: "Unvan seçin",
} satisfies Table<keyof typeof en>;
