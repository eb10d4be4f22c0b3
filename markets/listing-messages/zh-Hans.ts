// markets/listing-messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "加载更多",
  loading: "加载中…",
  loadFailed: "无法加载更多商品。",
  itemsLoaded: { other: "已加载 {count} 件商品" },
  resultsCount: "{current} / {total}",
} satisfies Table<keyof typeof en>;
