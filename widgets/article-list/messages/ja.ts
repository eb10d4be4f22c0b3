// widgets/article-list/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  shown: { other: "{total}件中{current}件の記事" },
  articlesLoaded: { other: "記事を{count}件追加で読み込みました" },
  listFailed: "記事を読み込めませんでした。",
  retry: "再試行",
} satisfies Table<keyof typeof en>;
