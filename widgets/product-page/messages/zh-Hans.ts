// widgets/product-page/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  colour: "颜色",
  size: "尺码",
  oneSize: "均码",
  chooseSize: "选择",
  checking: "正在查询库存…",
  checkFailed: "无法查询库存。",
  detailsFailed: "无法加载此颜色的详情。",
  retry: "重试",
  availableOnline: "可在线购买",
  inStoreOnly: "线上缺货，门店有货",
  soldOut: "缺货",
  findInStore: "查找门店",
  wishlist: "加入心愿单",
  item: "商品编号",
} satisfies Table<keyof typeof en>;
