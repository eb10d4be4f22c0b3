// widgets/social-share/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  label: "分享",
  shareOn: "分享到{network}",
  native: "分享…",
  copy: "複製連結",
  copied: "連結已複製",
  copyFailed: "無法複製連結：請手動選取並複製。",
  newWindow: "（在新視窗中開啟）",
} satisfies Table<keyof typeof en>;
