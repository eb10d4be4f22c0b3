// markets/listing-messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../messages";
import type { en } from "../listing-messages";

export default {
  loadMore: "もっと見る",
  loading: "読み込み中…",
  loadFailed: "これ以上読み込めませんでした。",
  itemsLoaded: { other: "{count}件を追加で読み込みました" },
  resultsCount: "{current} / {total}",
} satisfies Table<keyof typeof en>;
