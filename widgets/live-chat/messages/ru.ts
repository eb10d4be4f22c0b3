// widgets/live-chat/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  launch: "Чат с консультантом",
  loading: "Подключение к чату…",
  failed: "Чат сейчас недоступен. Пожалуйста, свяжитесь с нами.",
  retry: "Повторить попытку чата",
  contact: "Связаться с нами",
} satisfies Table<keyof typeof en>;
