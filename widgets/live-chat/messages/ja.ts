// widgets/live-chat/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  launch: "アドバイザーとチャット",
  loading: "チャットに接続しています…",
  failed: "現在チャットはご利用いただけません。お問い合わせください。",
  retry: "もう一度チャットを試す",
  contact: "お問い合わせ",
} satisfies Table<keyof typeof en>;
