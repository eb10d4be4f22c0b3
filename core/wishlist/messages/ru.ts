// core/wishlist/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  save: "Сохранить в избранное",
  saveNamed: "Сохранить в избранное: {name}",
  failed: "Не удалось изменить избранное. Попробуйте ещё раз.",
  full: "В избранном уже {limit} товаров: удалите один, чтобы сохранить другой.",
  notKept: "Сохранено только на время этого визита: браузер не хранит избранное на этом устройстве.",
} satisfies Table<keyof typeof en>;
