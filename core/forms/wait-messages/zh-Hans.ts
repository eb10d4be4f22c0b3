// core/forms/wait-messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../wait-messages";

export default {
  tooMany: { other: "尝试次数过多。请在 {count} 秒后重试。" },
  left: { other: "请在 {count} 秒后重试。" },
  over: "现在可以重试了。",
} satisfies Table<keyof typeof en>;
