// markets/messages.ts in Thai: a chunk of its own, loaded on a page in Thai only (markets/messages.ts).
import type { Table, en } from "../messages";

export default {
  availableSoon: "พร้อมจำหน่ายเร็วๆ นี้",
  outOfStock: "สินค้าหมด",
  onlineExclusive: "เฉพาะออนไลน์",
  madeToOrder: "สั่งทำพิเศษ",
  priceOnRequest: "สอบถามราคา",
  originalPrice: "ราคาปกติ",
  privatePrice: "ราคาไพรเวทเซล",
  colourCount: { other: "{count} สี" },
} satisfies Table<keyof typeof en>;
