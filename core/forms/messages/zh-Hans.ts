// core/forms/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  nameLabel: "名",
  surnameLabel: "姓",
  emailLabel: "电子邮箱",
  titleLabel: "称谓",
  required: "此项为必填项",
  tooShort: "请至少输入 {min} 个字符",
  email: "请输入有效的电子邮箱地址，例如 name@example.com",
  katakana: "请使用全角片假名",
  kanji: "请用汉字填写姓名",
  serverRejected: "请检查此项",
  summary: { other: "有 {count} 项需要您注意：" },
  sending: "正在发送…",
  sent: "谢谢，您的请求已发送。",
  sendFailed: "抱歉，发送失败。您填写的内容已保留，请重试。",
  tooYoung: "您必须年满 {age} 岁",
  date: "请输入一个存在的日期",
  titleMr: "先生",
  titleMs: "女士",
  titleMrs: "太太",
  titlePNTS: "不愿透露",
  genderMr: "男",
  genderMs: "女",
} satisfies Table<keyof typeof en>;
