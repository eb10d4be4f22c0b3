// widgets/editorial-search/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "ジャーナルで「{query}」を検索中…",
  results: { other: "「{query}」のジャーナル記事 {count}件" },
  noResults: "「{query}」のジャーナル記事はありません。",
  failed: "ジャーナル記事を読み込めませんでした。",
  retry: "再試行",
} satisfies Table<keyof typeof en>;
