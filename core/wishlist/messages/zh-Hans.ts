// core/wishlist/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  save: "收藏到心愿单",
  saveNamed: "收藏到心愿单：{name}",
  failed: "抱歉，无法更改您的心愿单。请重试。",
  full: "您的心愿单已满（{limit} 件）：请先移除一件再收藏。",
  notKept: "仅在本次访问中保存：此浏览器不会在本设备上保留您的心愿单。",
} satisfies Table<keyof typeof en>;
