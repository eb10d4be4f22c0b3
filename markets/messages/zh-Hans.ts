// markets/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table, en } from "../messages";

export default {
  availableSoon: "即将发售",
  outOfStock: "缺货",
  onlineExclusive: "线上独家",
  madeToOrder: "按需定制",
  priceOnRequest: "价格请咨询",
  originalPrice: "原价",
  privatePrice: "私享特卖价",
  colourCount: { other: "{count} 种颜色" },
} satisfies Table<keyof typeof en>;
