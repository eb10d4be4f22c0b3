// widgets/caption-gallery/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "上一張圖片", next: "下一張圖片", announce: "圖片 {position}：{caption}" } satisfies Table<keyof typeof en>;
