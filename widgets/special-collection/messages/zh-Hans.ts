// widgets/special-collection/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: { other: "{category}：{count} 件商品" },
  categoryFailed: "无法加载此类别。",
  retry: "重试",
} satisfies Table<keyof typeof en>;
