// widgets/find-in-store/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  trigger: "查找門店",
  title: "查找門店",
  intro: "有此商品庫存的精品店",
  close: "關閉",
  loading: "正在查詢精品店…",
  failed: "無法查詢精品店。",
  retry: "重試",
  empty: "本市場目前沒有精品店有此商品。",
  hours: "營業時間",
  closed: "休息",
  hoursUnknown: "營業時間暫不提供",
  count: { other: "{count} 間精品店" },
} satisfies Table<keyof typeof en>;
