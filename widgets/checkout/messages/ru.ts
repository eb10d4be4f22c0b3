// widgets/checkout/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  items: { one: "{count} товар", few: "{count} товара", many: "{count} товаров", other: "{count} товара" },
  quantity: "Количество: {count}",
  subtotal: "Промежуточный итог",
  discount: "Скидка",
  shippingCost: "Доставка",
  free: "Бесплатно",
  packaging: "Упаковка",
  packagingStandard: "Стандартная",
  packagingGift: "Подарочная упаковка",
  total: "Итого",
  updating: "Обновляем корзину…",
  bagFailed: "Не удалось загрузить корзину.",
  retry: "Повторить",
  bagEmpty: "Ваша корзина пуста.",
  placing: "Отправляем заказ…",
  confirming: "Подтверждаем оплату…",
  redirecting: "Переходим на страницу оплаты…",
  bagChanged: "Корзина изменилась. Проверьте заказ и оформите его ещё раз.",
  orderFailed: "Не удалось подтвердить заказ.",
  suggestions: "Подсказки адреса",
  suggestionCount: { one: "{count} подсказка", few: "{count} подсказки", many: "{count} подсказок", other: "{count} подсказки" },
  noSuggestions: "Нет подсказок",
} satisfies Table<keyof typeof en>;
