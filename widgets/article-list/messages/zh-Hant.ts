// widgets/article-list/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: { other: "{current} / {total} 篇文章" },
  articlesLoaded: { other: "又載入了 {count} 篇文章" },
  listFailed: "無法載入文章。",
  retry: "重試",
} satisfies Table<keyof typeof en>;
