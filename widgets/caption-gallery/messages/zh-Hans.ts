// widgets/caption-gallery/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { previous: "上一张图片", next: "下一张图片", announce: "图片 {position}：{caption}" } satisfies Table<keyof typeof en>;
