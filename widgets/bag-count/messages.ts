// The bag count's announcement (polite), after an add or a remove.
import { createMessages } from "../../markets/messages";

const en = { announce: { one: "Shopping bag: {count} item", other: "Shopping bag: {count} items" } };

export const bagCountText = createMessages(en, {
  it: { announce: { one: "Shopping bag: {count} articolo", other: "Shopping bag: {count} articoli" } },
  ko: { announce: { other: "쇼핑백: {count}개" } },
  ar: { announce: { zero: "حقيبة التسوق: {count} منتج", one: "حقيبة التسوق: منتج واحد", two: "حقيبة التسوق: منتجان", few: "حقيبة التسوق: {count} منتجات", many: "حقيبة التسوق: {count} منتجًا", other: "حقيبة التسوق: {count} منتج" } },
  tr: { announce: { other: "Alışveriş çantası: {count} ürün" } },
});
