// markets/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table, en } from "../messages";

export default {
  availableSoon: "Скоро в продаже",
  outOfStock: "Нет в наличии",
  onlineExclusive: "Только онлайн",
  madeToOrder: "На заказ",
  priceOnRequest: "Цена по запросу",
  originalPrice: "Первоначальная цена",
  privatePrice: "Цена закрытой распродажи",
  colourCount: { one: "{count} цвет", few: "{count} цвета", many: "{count} цветов", other: "{count} цвета" },
} satisfies Table<keyof typeof en>;
