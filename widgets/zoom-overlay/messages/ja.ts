// widgets/zoom-overlay/messages.ts in Japanese: a chunk of its own, loaded on a page in Japanese only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "画像ギャラリー",
  close: "閉じる",
  previous: "前の画像",
  next: "次の画像",
  counter: "{total} 枚中 {n} 枚目",
  zoomIn: "拡大",
  zoomOut: "縮小",
} satisfies Table<keyof typeof en>;
