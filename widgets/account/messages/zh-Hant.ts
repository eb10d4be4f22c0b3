// widgets/account/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  wrongCredentials: "電子郵件或密碼不正確。請檢查後再試一次。",
  tooMany: { other: "嘗試次數過多。請等待 {count} 秒後再試。" },
  wait: { other: "請等待 {count} 秒後再試。" },
  canRetry: "現在可以再試一次了。",
  loginFailed: "暫時無法登入。您填寫的內容已保留，請再試一次。",
  signedIn: "您已登入。",
  emailTaken: "此電子郵件已有帳戶：請登入，或使用其他電子郵件。",
  checkFields: "請檢查標示的欄位。",
  registerFailed: "暫時無法建立您的帳戶。您填寫的內容已保留，請再試一次。",
  registered: "您的帳戶已建立。",
  chooseTitle: "選擇稱謂",
  sessionFailed: "無法確認您的登入狀態。",
  retry: "再試一次",
  signedOut: "您尚未登入。",
  signIn: "登入",
  logoutFailed: "暫時無法登出。請再試一次。",
} satisfies Table<keyof typeof en>;
