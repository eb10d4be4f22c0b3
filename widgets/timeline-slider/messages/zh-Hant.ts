// widgets/timeline-slider/messages.ts in Traditional Chinese: a chunk of its own, loaded on a page in Traditional Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { pause: "暫停投影片播放", play: "播放投影片", previous: "上一張", next: "下一張", picker: "選擇投影片" } satisfies Table<
  keyof typeof en
>;
