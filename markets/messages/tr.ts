// markets/messages.ts in Turkish: a chunk of its own, loaded on a page in Turkish only (markets/messages.ts).
import type { Table, en } from "../messages";

export default {
  availableSoon: "Yakında satışta",
  outOfStock: "Tükendi",
  onlineExclusive: "Online'a özel",
  madeToOrder: "Siparişe özel",
  priceOnRequest: "Fiyat için bilgi alın",
  originalPrice: "Orijinal fiyat",
  privatePrice: "Özel satış fiyatı",
  colourCount: { other: "{count} renk" },
} satisfies Table<keyof typeof en>;
