// widgets/checkout/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  items: { other: "{count}点" },
  quantity: "数量：{count}",
  subtotal: "小計",
  discount: "割引",
  shippingCost: "送料",
  free: "無料",
  packaging: "ラッピング",
  packagingStandard: "通常包装",
  packagingGift: "ギフトラッピング",
  total: "合計",
  updating: "ショッピングバッグを更新しています…",
  bagFailed: "ショッピングバッグを読み込めませんでした。",
  retry: "再試行",
  bagEmpty: "ショッピングバッグは空です。",
  placing: "ご注文を送信しています…",
  confirming: "お支払いを確認しています…",
  redirecting: "お支払いページへ移動しています…",
  bagChanged: "ショッピングバッグの内容が変わりました。ご注文内容をご確認のうえ、もう一度注文を確定してください。",
  orderFailed: "ご注文を確認できませんでした。",
  suggestions: "住所の候補",
  suggestionCount: { other: "候補 {count} 件" },
  noSuggestions: "候補はありません",
} satisfies Table<keyof typeof en>;
