// widgets/social-share/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  label: "공유",
  shareOn: "{network}에 공유",
  native: "공유…",
  copy: "링크 복사",
  copied: "링크가 복사되었습니다",
  copyFailed: "링크를 복사할 수 없습니다. 직접 선택하여 복사하세요.",
  newWindow: "(새 창에서 열림)",
} satisfies Table<keyof typeof en>;
