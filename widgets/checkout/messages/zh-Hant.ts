// widgets/checkout/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  items: { other: "{count} 件商品" },
  quantity: "數量：{count}",
  subtotal: "小計",
  discount: "折扣",
  shippingCost: "運費",
  free: "免運費",
  packaging: "包裝",
  packagingStandard: "標準包裝",
  packagingGift: "禮品包裝",
  total: "總計",
  updating: "正在更新購物袋…",
  bagFailed: "無法載入購物袋。",
  retry: "重試",
  bagEmpty: "您的購物袋是空的。",
  placing: "正在送出訂單…",
  confirming: "正在確認付款…",
  redirecting: "正在前往付款頁面…",
  bagChanged: "您的購物袋已變更。請查看訂單摘要，然後重新送出訂單。",
  orderFailed: "無法確認您的訂單。",
  suggestions: "地址建議",
  suggestionCount: { other: "{count} 則建議" },
  noSuggestions: "沒有建議",
} satisfies Table<keyof typeof en>;
