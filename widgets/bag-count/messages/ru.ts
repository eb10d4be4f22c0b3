// widgets/bag-count/messages.ts in Russian: a chunk of its own, loaded on a page in Russian only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  announce: {
    one: "Корзина: {count} товар",
    few: "Корзина: {count} товара",
    many: "Корзина: {count} товаров",
    other: "Корзина: {count} товара",
  },
} satisfies Table<keyof typeof en>;
