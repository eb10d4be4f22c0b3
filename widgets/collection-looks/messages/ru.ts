// widgets/collection-looks/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  looksLoaded: {
    one: "Загружен ещё {count} образ",
    few: "Загружено ещё {count} образа",
    many: "Загружено ещё {count} образов",
    other: "Загружено ещё {count} образа",
  },
  looksFailed: "Не удалось загрузить образы.",
} satisfies Table<keyof typeof en>;
