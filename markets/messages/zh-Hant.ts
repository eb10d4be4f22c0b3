// markets/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table, en } from "../messages";

export default {
  availableSoon: "即將發售",
  outOfStock: "缺貨",
  onlineExclusive: "網上獨家",
  madeToOrder: "按需訂製",
  priceOnRequest: "價格請查詢",
  originalPrice: "原價",
  privatePrice: "私享特賣價",
  colourCount: { other: "{count} 種顏色" },
} satisfies Table<keyof typeof en>;
