// widgets/editorial-search/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "正在杂志中搜索“{query}”…",
  results: { other: "杂志中有 {count} 篇关于“{query}”的文章" },
  noResults: "杂志中没有关于“{query}”的文章。",
  failed: "无法加载杂志文章。",
  retry: "重试",
} satisfies Table<keyof typeof en>;
