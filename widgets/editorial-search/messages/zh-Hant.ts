// widgets/editorial-search/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "正在雜誌中搜尋「{query}」…",
  results: { other: "雜誌中有 {count} 篇關於「{query}」的文章" },
  noResults: "雜誌中沒有關於「{query}」的文章。",
  failed: "無法載入雜誌文章。",
  retry: "重試",
} satisfies Table<keyof typeof en>;
