// markets/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table, en } from "../messages";

export default {
  availableSoon: "近日発売",
  outOfStock: "在庫切れ",
  onlineExclusive: "オンライン限定",
  madeToOrder: "受注生産",
  priceOnRequest: "価格はお問い合わせください",
  originalPrice: "通常価格",
  privatePrice: "プライベートセール価格",
  colourCount: { other: "{count}色" },
} satisfies Table<keyof typeof en>;
