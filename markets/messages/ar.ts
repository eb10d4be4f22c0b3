// markets/messages.ts in Arabic: a chunk of its own, loaded on a page in Arabic only (markets/messages.ts).
import type { Table, en } from "../messages";

export default {
  availableSoon: "متوفر قريبًا",
  outOfStock: "نفد من المخزون",
  onlineExclusive: "حصريًا عبر الإنترنت",
  madeToOrder: "يُصنع حسب الطلب",
  priceOnRequest: "السعر عند الطلب",
  originalPrice: "السعر الأصلي",
  privatePrice: "سعر التخفيضات الخاصة",
  colourCount: { one: "لون واحد", two: "لونان", few: "{count} ألوان", many: "{count} لونًا", other: "{count} لون" },
} satisfies Table<keyof typeof en>;
