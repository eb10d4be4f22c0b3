// widgets/live-chat/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  launch: "상담원과 채팅",
  loading: "채팅에 연결하는 중…",
  failed: "현재 채팅을 이용할 수 없습니다. 문의하기를 이용해 주세요.",
  retry: "채팅 다시 시도",
  contact: "문의하기",
} satisfies Table<keyof typeof en>;
