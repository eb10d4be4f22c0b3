// widgets/special-collection/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: { other: "{category}：{count}点" },
  categoryFailed: "このカテゴリーを読み込めませんでした。",
  retry: "再試行",
} satisfies Table<keyof typeof en>;
