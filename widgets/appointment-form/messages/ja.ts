// widgets/appointment-form/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  heading: "来店のご予約",
  store: "ブティック",
  date: "日付",
  time: "時間",
  reason: "ご来店の目的",
  collection: "コレクション",
  additionalInfo: "その他ご要望があればご記入ください",
  country: "国",
  katakanaName: "名（カタカナ）",
  katakanaLastName: "姓（カタカナ）",
  submit: "予約をリクエスト",
  chooseDate: "日付を選択",
  chooseTime: "時間を選択",
  chooseReason: "目的を選択",
  chooseCollection: "すべてのコレクション",
  loadingHours: "ブティックの営業時間を読み込んでいます…",
  hoursFailed: "ブティックの営業時間を読み込めませんでした。",
  retry: "再試行",
  noDays: "このブティックには予約可能な日がありません。",
  visionare_nuova_collezione: "新作コレクションを見る",
  prodotto_su_misura: "メイド・トゥ・メジャー",
  prodotto_personalizzato: "パーソナライズ製品",
  regalo: "ギフト",
  occasione_speciale: "特別な機会",
  riparazioni: "修理",
  altro: "その他",
} satisfies Table<keyof typeof en>;
