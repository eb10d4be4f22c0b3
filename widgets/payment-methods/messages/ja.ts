// widgets/payment-methods/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  card: "クレジットカード",
  phoneWallet: "スマートフォンのウォレット",
  searchWallet: "検索サービスのウォレット",
  onlineWallet: "オンラインウォレット",
  koreanGateway: "韓国の決済ゲートウェイ",
  messengerPay: "メッセンジャー決済",
  expressChecking: "この端末で使えるウォレットを確認しています…",
  expressNone: "この端末で使えるウォレットはありません。",
  expressFailed: "ウォレットを読み込めませんでした。下記でお支払いいただけます。",
  loading: "{method}を読み込んでいます…",
  loadFailed: "{method}を読み込めませんでした。再試行するか、別のお支払い方法を選択してください。",
  retry: "再試行",
  payInFull: "一括払い",
  instalmentCount: { other: "{count}回払い" },
  declined: "お支払いが承認されませんでした。内容をご確認いただくか別のお支払い方法を選び、もう一度注文を確定してください。",
  chooseMethod: "お支払い方法を選択してください。",
  unavailableMethod: "{method}は現在ご利用いただけません。再試行するか、別のお支払い方法を選択してください。",
} satisfies Table<keyof typeof en>;
