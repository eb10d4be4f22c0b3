// widgets/authenticity/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  title: "製品の真正性",
  checking: "タグを確認しています…",
  verified: "この製品は正規品です。",
  olderTap: "この情報は以前にタグにかざしたときのものです。今すぐ製品を確認するには、もう一度タグにかざしてください。",
  noValidInputData: "このページはタグのデータなしで開かれました。スマートフォンをタグにかざして、もう一度開いてください。",
  expiredPage: "このページの有効期限が切れました。製品の情報を見るには、もう一度タグにかざしてください。",
  noValidTag: "このタグは当社のものとして認識できません。カスタマーサービスにお問い合わせください。",
  networkError: "現在、真正性確認サービスに接続できません。もう一度お試しください。",
  jsonDataError: "真正性確認サービスの応答を読み取れませんでした。もう一度お試しください。",
  retry: "再試行",
  scanAgain: "もう一度読み取る",
  scanPrompt: "スマートフォンをタグに近づけてください。",
  scanFailed: "タグを読み取れませんでした。もう一度お試しください。",
  reference: "品番",
  serialNumber: "シリアル番号",
  height: "高さ",
  width: "幅",
  depth: "奥行き",
  co2: "カーボンフットプリント（CO2）",
  directToConsumer: "メゾンによる直接販売です。",
  eternalGold: "Eternal Gold プロジェクトの製品です。",
  certificates: "証明書",
  certificateCoc: "適合証明書（PDF）",
  certificateLab: "宝石鑑定機関の鑑定書（PDF）",
} satisfies Table<keyof typeof en>;
