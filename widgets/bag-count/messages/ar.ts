// widgets/bag-count/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  announce: {
    zero: "حقيبة التسوق: {count} منتج",
    one: "حقيبة التسوق: منتج واحد",
    two: "حقيبة التسوق: منتجان",
    few: "حقيبة التسوق: {count} منتجات",
    many: "حقيبة التسوق: {count} منتجًا",
    other: "حقيبة التسوق: {count} منتج",
  },
} satisfies Table<keyof typeof en>;
