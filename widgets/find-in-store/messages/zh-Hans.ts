// widgets/find-in-store/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  trigger: "查找门店",
  title: "查找门店",
  intro: "有此商品库存的精品店",
  close: "关闭",
  loading: "正在查询精品店…",
  failed: "无法查询精品店。",
  retry: "重试",
  empty: "本市场目前没有精品店有此商品。",
  hours: "营业时间",
  closed: "休息",
  hoursUnknown: "营业时间暂不可用",
  count: { other: "{count} 家精品店" },
} satisfies Table<keyof typeof en>;
