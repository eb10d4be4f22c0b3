// widgets/zoom-overlay/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  dialogLabel: "이미지 갤러리",
  close: "닫기",
  previous: "이전 이미지",
  next: "다음 이미지",
  counter: "이미지 {total}개 중 {n}번째",
  zoomIn: "확대",
  zoomOut: "축소",
} satisfies Table<keyof typeof en>;
