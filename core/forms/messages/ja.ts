// core/forms/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  nameLabel: "名",
  surnameLabel: "姓",
  emailLabel: "メールアドレス",
  titleLabel: "敬称",
  required: "この項目は必須です",
  tooShort: "{min}文字以上で入力してください",
  email: "有効なメールアドレスを入力してください（例：name@example.com）",
  katakana: "全角カタカナで入力してください",
  kanji: "お名前を漢字で入力してください",
  serverRejected: "この項目をご確認ください",
  summary: { other: "{count}件の項目をご確認ください：" },
  sending: "送信中…",
  sent: "ありがとうございます。リクエストを送信しました。",
  sendFailed: "送信できませんでした。入力内容は保持されています。もう一度お試しください。",
  tooYoung: "{age}歳以上である必要があります",
  date: "存在する日付を入力してください",
  titleMr: "様（男性）",
  titleMs: "様（女性）",
  titleMrs: "様（既婚女性）",
  titlePNTS: "回答しない",
  genderMr: "男性",
  genderMs: "女性",
} satisfies Table<keyof typeof en>;
