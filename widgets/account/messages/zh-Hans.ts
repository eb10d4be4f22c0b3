// widgets/account/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  wrongCredentials: "电子邮箱或密码不正确。请检查后重试。",
  tooMany: { other: "尝试次数过多。请等待 {count} 秒后重试。" },
  wait: { other: "请等待 {count} 秒后再试。" },
  canRetry: "现在可以重试了。",
  loginFailed: "暂时无法登录。您填写的内容已保留，请重试。",
  signedIn: "您已登录。",
  emailTaken: "该电子邮箱已注册账户：请登录，或使用其他电子邮箱。",
  checkFields: "请检查标出的字段。",
  registerFailed: "暂时无法创建您的账户。您填写的内容已保留，请重试。",
  registered: "您的账户已创建。",
  chooseTitle: "选择称谓",
  sessionFailed: "无法确认您的登录状态。",
  retry: "重试",
  signedOut: "您尚未登录。",
  signIn: "登录",
  logoutFailed: "暂时无法退出登录。请重试。",
} satisfies Table<keyof typeof en>;
