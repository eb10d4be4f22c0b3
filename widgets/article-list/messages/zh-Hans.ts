// widgets/article-list/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: { other: "{current} / {total} 篇文章" },
  articlesLoaded: { other: "又加载了 {count} 篇文章" },
  listFailed: "无法加载文章。",
  retry: "重试",
} satisfies Table<keyof typeof en>;
