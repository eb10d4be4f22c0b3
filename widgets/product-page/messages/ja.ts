// widgets/product-page/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  colour: "カラー",
  size: "サイズ",
  oneSize: "ワンサイズ",
  chooseSize: "選択",
  checking: "在庫を確認しています…",
  checkFailed: "在庫を確認できませんでした。",
  detailsFailed: "このカラーの詳細を読み込めませんでした。",
  retry: "再試行",
  availableOnline: "オンラインで購入可能",
  inStoreOnly: "オンライン在庫切れ、店舗在庫あり",
  soldOut: "在庫切れ",
  findInStore: "店舗を探す",
  wishlist: "ウィッシュリストに追加",
  item: "品番",
} satisfies Table<keyof typeof en>;
