// widgets/find-in-store/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  trigger: "Найти в бутике",
  title: "Найти в бутике",
  intro: "Бутики, где есть этот товар",
  close: "Закрыть",
  loading: "Проверяем бутики…",
  failed: "Не удалось проверить бутики.",
  retry: "Повторить",
  empty: "Сейчас этого товара нет ни в одном бутике этого рынка.",
  hours: "Часы работы",
  closed: "Закрыто",
  hoursUnknown: "Часы работы недоступны",
  count: { one: "{count} бутик", few: "{count} бутика", many: "{count} бутиков", other: "{count} бутика" },
} satisfies Table<keyof typeof en>;
