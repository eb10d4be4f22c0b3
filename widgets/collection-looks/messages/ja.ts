// widgets/collection-looks/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  looksLoaded: { other: "{count}件のルックを追加で読み込みました" },
  looksFailed: "これ以上ルックを読み込めませんでした。",
} satisfies Table<keyof typeof en>;
