// The bag count's announcement (polite), after an add or a remove.
import { createMessages } from "../../markets/messages";

const en = { announce: { one: "Shopping bag: {count} item", other: "Shopping bag: {count} items" } };

// Every market language has every key (the English-leftover test in widgets/quick-buy fails on a missing one).
export const bagCountText = createMessages(en, {
  it: { announce: { one: "Shopping bag: {count} articolo", other: "Shopping bag: {count} articoli" } },
  pt: { announce: { one: "Sacola: {count} produto", other: "Sacola: {count} produtos" } },
  "zh-Hans": { announce: { other: "购物袋：{count} 件商品" } },
  "zh-Hant": { announce: { other: "購物袋：{count} 件商品" } },
  ja: { announce: { other: "ショッピングバッグ：{count} 点" } },
  ru: {
    announce: {
      one: "Корзина: {count} товар",
      few: "Корзина: {count} товара",
      many: "Корзина: {count} товаров",
      other: "Корзина: {count} товара",
    },
  },
  th: { announce: { other: "ถุงช้อปปิ้ง: {count} ชิ้น" } },
  ko: { announce: { other: "쇼핑백: {count}개" } },
  ar: {
    announce: {
      zero: "حقيبة التسوق: {count} منتج",
      one: "حقيبة التسوق: منتج واحد",
      two: "حقيبة التسوق: منتجان",
      few: "حقيبة التسوق: {count} منتجات",
      many: "حقيبة التسوق: {count} منتجًا",
      other: "حقيبة التسوق: {count} منتج",
    },
  },
  tr: { announce: { other: "Alışveriş çantası: {count} ürün" } },
});
