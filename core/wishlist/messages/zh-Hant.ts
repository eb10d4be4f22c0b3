// core/wishlist/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  save: "收藏到願望清單",
  saveNamed: "收藏到願望清單：{name}",
  failed: "抱歉，無法變更您的願望清單。請再試一次。",
  full: "您的願望清單已滿（{limit} 件）：請先移除一件再收藏。",
  notKept: "僅在本次瀏覽中保存：此瀏覽器不會在本裝置上保留您的願望清單。",
} satisfies Table<keyof typeof en>;
