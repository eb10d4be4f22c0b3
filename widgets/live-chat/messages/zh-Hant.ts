// widgets/live-chat/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  launch: "與顧問聊天",
  loading: "正在連線聊天…",
  failed: "聊天服務暫時無法使用，請透過其他方式聯絡我們。",
  retry: "重試聊天",
  contact: "聯絡我們",
} satisfies Table<keyof typeof en>;
