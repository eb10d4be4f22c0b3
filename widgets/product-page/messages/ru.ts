// widgets/product-page/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  colour: "Цвет",
  size: "Размер",
  oneSize: "Единый размер",
  chooseSize: "Выбрать",
  checking: "Проверяем наличие…",
  checkFailed: "Не удалось проверить наличие.",
  detailsFailed: "Не удалось загрузить сведения об этом цвете.",
  retry: "Повторить",
  availableOnline: "В наличии онлайн",
  inStoreOnly: "Нет в наличии онлайн, есть в бутике",
  soldOut: "Нет в наличии",
  findInStore: "Найти в бутике",
  wishlist: "Добавить в список желаний",
  item: "Артикул",
} satisfies Table<keyof typeof en>;
