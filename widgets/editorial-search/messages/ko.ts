// widgets/editorial-search/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  searching: "저널에서 '{query}' 검색 중…",
  results: { other: "'{query}' 저널 기사 {count}개" },
  noResults: "'{query}'에 대한 저널 기사가 없습니다.",
  failed: "저널 기사를 불러올 수 없습니다.",
  retry: "다시 시도",
} satisfies Table<keyof typeof en>;
