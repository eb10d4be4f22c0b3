// widgets/live-chat/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  launch: "与顾问聊天",
  loading: "正在连接聊天…",
  failed: "聊天服务暂时不可用，请通过其他方式联系我们。",
  retry: "重试聊天",
  contact: "联系我们",
} satisfies Table<keyof typeof en>;
