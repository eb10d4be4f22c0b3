// widgets/special-collection/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: { other: "{category}：{count} 件商品" },
  categoryFailed: "無法載入此類別。",
  retry: "重試",
} satisfies Table<keyof typeof en>;
