// widgets/timeline-slider/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  pause: "スライドショーを一時停止",
  play: "スライドショーを再生",
  previous: "前のスライド",
  next: "次のスライド",
  picker: "スライドを選択",
} satisfies Table<keyof typeof en>;
