// markets/listing-messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "Показать ещё",
  loading: "Загрузка…",
  loadFailed: "Не удалось загрузить товары.",
  itemsLoaded: {
    one: "Загружен ещё {count} товар",
    few: "Загружено ещё {count} товара",
    many: "Загружено ещё {count} товаров",
    other: "Загружено ещё {count} товара",
  },
  resultsCount: "{current} из {total}",
} satisfies Table<keyof typeof en>;
