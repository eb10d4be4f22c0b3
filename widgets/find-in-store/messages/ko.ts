// widgets/find-in-store/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  trigger: "매장 찾기",
  title: "매장 찾기",
  intro: "이 상품의 재고가 있는 부티크",
  close: "닫기",
  loading: "부티크를 확인하는 중…",
  failed: "부티크를 확인할 수 없습니다.",
  retry: "다시 시도",
  empty: "현재 이 상품이 있는 부티크가 없습니다.",
  hours: "영업시간",
  closed: "휴무",
  hoursUnknown: "영업시간 정보 없음",
  count: { other: "부티크 {count}곳" },
} satisfies Table<keyof typeof en>;
