// widgets/store-locator/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "Найти бутик",
  showMap: "Показать карту",
  mapLabel: "Карта бутиков",
  showOnMap: "Показать {name} на карте",
  details: "Подробнее",
  contact: "Связаться с нами",
  selected: "Выбран бутик {name}.",
  mapFailed: "Не удалось загрузить карту. В списке есть все бутики.",
} satisfies Table<keyof typeof en>;
