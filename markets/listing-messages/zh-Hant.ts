// markets/listing-messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "載入更多",
  loading: "載入中…",
  loadFailed: "無法載入更多商品。",
  itemsLoaded: { other: "已載入 {count} 件商品" },
  resultsCount: "{current} / {total}",
} satisfies Table<keyof typeof en>;
