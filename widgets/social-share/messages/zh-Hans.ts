// widgets/social-share/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  label: "分享",
  shareOn: "分享到{network}",
  native: "分享…",
  copy: "复制链接",
  copied: "链接已复制",
  copyFailed: "无法复制链接：请手动选择并复制。",
  newWindow: "（在新窗口中打开）",
} satisfies Table<keyof typeof en>;
