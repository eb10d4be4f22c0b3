// widgets/contact-us/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "Свяжитесь с нами",
  subject: "Тема",
  message: "Ваше сообщение",
  submit: "Отправить сообщение",
  chooseTitle: "Выберите обращение",
} satisfies Table<keyof typeof en>;
