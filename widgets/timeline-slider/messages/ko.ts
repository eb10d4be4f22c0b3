// widgets/timeline-slider/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  pause: "슬라이드쇼 일시 정지",
  play: "슬라이드쇼 재생",
  previous: "이전 슬라이드",
  next: "다음 슬라이드",
  picker: "슬라이드 선택",
} satisfies Table<keyof typeof en>;
