// widgets/checkout/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  items: { other: "{count} 件商品" },
  quantity: "数量：{count}",
  subtotal: "小计",
  discount: "优惠",
  shippingCost: "运费",
  free: "免费",
  packaging: "包装",
  packagingStandard: "标准包装",
  packagingGift: "礼品包装",
  total: "总计",
  updating: "正在更新购物袋…",
  bagFailed: "无法加载购物袋。",
  retry: "重试",
  bagEmpty: "您的购物袋是空的。",
  placing: "正在提交订单…",
  confirming: "正在确认付款…",
  redirecting: "正在前往付款页面…",
  bagChanged: "您的购物袋已变更。请查看订单摘要，然后重新提交订单。",
  orderFailed: "无法确认您的订单。",
  suggestions: "地址建议",
  suggestionCount: { other: "{count} 条建议" },
  noSuggestions: "没有建议",
} satisfies Table<keyof typeof en>;
