// widgets/account/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  wrongCredentials: "メールアドレスまたはパスワードが正しくありません。ご確認のうえ、もう一度お試しください。",
  tooMany: { other: "試行回数が多すぎます。{count}秒お待ちいただいてから、もう一度お試しください。" },
  wait: { other: "{count}秒お待ちいただいてから、もう一度お試しください。" },
  canRetry: "もう一度お試しいただけます。",
  loginFailed: "ただいまログインできませんでした。入力内容は保持されています。もう一度お試しください。",
  signedIn: "ログインしました。",
  emailTaken: "このメールアドレスのアカウントはすでに存在します。ログインするか、別のメールアドレスをご利用ください。",
  checkFields: "表示された項目をご確認ください。",
  registerFailed: "ただいまアカウントを作成できませんでした。入力内容は保持されています。もう一度お試しください。",
  registered: "アカウントの準備ができました。",
  chooseTitle: "敬称を選択",
  sessionFailed: "ログイン状態を確認できませんでした。",
  retry: "再試行",
  signedOut: "ログインしていません。",
  signIn: "ログイン",
  logoutFailed: "ただいまログアウトできませんでした。もう一度お試しください。",
} satisfies Table<keyof typeof en>;
