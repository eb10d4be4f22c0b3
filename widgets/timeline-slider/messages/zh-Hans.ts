// widgets/timeline-slider/messages.ts in Simplified Chinese: a chunk of its own, loaded on a page in Simplified Chinese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default { pause: "暂停幻灯片播放", play: "播放幻灯片", previous: "上一张", next: "下一张", picker: "选择幻灯片" } satisfies Table<
  keyof typeof en
>;
