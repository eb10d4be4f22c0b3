// core/forms/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  nameLabel: "名",
  surnameLabel: "姓",
  emailLabel: "電郵",
  titleLabel: "稱謂",
  required: "此欄為必填",
  tooShort: "請至少輸入 {min} 個字元",
  email: "請輸入有效的電郵地址，例如 name@example.com",
  katakana: "請使用全形片假名",
  kanji: "請以漢字填寫姓名",
  serverRejected: "請檢查此欄",
  summary: { other: "有 {count} 個欄位需要您留意：" },
  sending: "傳送中…",
  sent: "謝謝，您的請求已送出。",
  sendFailed: "抱歉，傳送失敗。您填寫的內容已保留，請再試一次。",
  tooYoung: "您必須年滿 {age} 歲",
  date: "請輸入一個存在的日期",
  titleMr: "先生",
  titleMs: "女士",
  titleMrs: "太太",
  titlePNTS: "不願透露",
  genderMr: "男",
  genderMs: "女",
} satisfies Table<keyof typeof en>;
