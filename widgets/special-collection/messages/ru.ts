// widgets/special-collection/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: {
    one: "{category}: {count} товар",
    few: "{category}: {count} товара",
    many: "{category}: {count} товаров",
    other: "{category}: {count} товара",
  },
  categoryFailed: "Не удалось загрузить эту категорию.",
  retry: "Повторить",
} satisfies Table<keyof typeof en>;
