// core/forms/wait-messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../wait-messages";

export default {
  tooMany: { other: "嘗試次數過多。請在 {count} 秒後重試。" },
  left: { other: "請在 {count} 秒後重試。" },
  over: "現在可以重試了。",
} satisfies Table<keyof typeof en>;
