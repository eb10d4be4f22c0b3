// widgets/wishlist/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  onDevice: "ウィッシュリストはこの端末にのみ保存されています。ログインするとアカウントに保存できます。",
  signIn: "ログイン",
  loading: "読み込み中…",
  empty: "ウィッシュリストは空です。",
  sharedEmpty: "このリンクにはウィッシュリストが含まれていません。",
  dropped: { other: "このリンクの{count}件を読み取れませんでした。" },
  loadFailed: "ウィッシュリストを読み込めませんでした。",
  itemFailed: "この商品を読み込めませんでした。",
  retry: "再試行",
  share: "このウィッシュリストを共有",
  shareHint: "このリンクを知っている人は、現在のリストを見ることができます。",
  copy: "リンクをコピー",
  copied: "リンクをコピーしました。",
  copyFailed: "リンクをコピーできませんでした。選択してコピーしてください。",
} satisfies Table<keyof typeof en>;
