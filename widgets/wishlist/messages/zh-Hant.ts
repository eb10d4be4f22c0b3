// widgets/wishlist/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  onDevice: "您的願望清單僅保存在此裝置上。登入即可保存到您的帳戶。",
  signIn: "登入",
  loading: "載入中…",
  empty: "您的願望清單是空的。",
  sharedEmpty: "此連結不包含願望清單。",
  dropped: { other: "此連結中有 {count} 項無法讀取。" },
  loadFailed: "無法載入您的願望清單。",
  itemFailed: "無法載入此商品。",
  retry: "再試一次",
  share: "分享此願望清單",
  shareHint: "擁有此連結的人會看到清單目前的內容。",
  copy: "複製連結",
  copied: "連結已複製。",
  copyFailed: "無法複製連結：請選取後複製。",
} satisfies Table<keyof typeof en>;
