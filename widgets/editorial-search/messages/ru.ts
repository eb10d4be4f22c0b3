// widgets/editorial-search/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "Ищем «{query}» в журнале…",
  results: {
    one: "{count} статья журнала по запросу «{query}»",
    few: "{count} статьи журнала по запросу «{query}»",
    many: "{count} статей журнала по запросу «{query}»",
    other: "{count} статьи журнала по запросу «{query}»",
  },
  noResults: "В журнале нет статей по запросу «{query}».",
  failed: "Не удалось загрузить статьи журнала.",
  retry: "Повторить",
} satisfies Table<keyof typeof en>;
