// widgets/article-list/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: {
    one: "{current} из {total} статьи",
    few: "{current} из {total} статей",
    many: "{current} из {total} статей",
    other: "{current} из {total} статей",
  },
  articlesLoaded: {
    one: "Загружена ещё {count} статья",
    few: "Загружено ещё {count} статьи",
    many: "Загружено ещё {count} статей",
    other: "Загружено ещё {count} статьи",
  },
  listFailed: "Не удалось загрузить статьи.",
  retry: "Повторить",
} satisfies Table<keyof typeof en>;
