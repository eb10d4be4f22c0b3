// widgets/product-page/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  colour: "顏色",
  size: "尺碼",
  oneSize: "單一尺碼",
  chooseSize: "選擇",
  checking: "正在查詢庫存…",
  checkFailed: "無法查詢庫存。",
  detailsFailed: "無法載入此顏色的詳情。",
  retry: "重試",
  availableOnline: "可於網上購買",
  inStoreOnly: "網上缺貨，門店有貨",
  soldOut: "缺貨",
  findInStore: "查找門店",
  wishlist: "加入願望清單",
  item: "商品編號",
} satisfies Table<keyof typeof en>;
