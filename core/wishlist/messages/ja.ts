// core/wishlist/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  save: "ウィッシュリストに保存",
  saveNamed: "ウィッシュリストに保存：{name}",
  failed: "申し訳ありません。ウィッシュリストを変更できませんでした。もう一度お試しください。",
  full: "ウィッシュリストがいっぱいです（{limit}点）。1点削除してから保存してください。",
  notKept: "今回の閲覧中のみ保存されます。このブラウザはこの端末にウィッシュリストを保存しません。",
} satisfies Table<keyof typeof en>;
