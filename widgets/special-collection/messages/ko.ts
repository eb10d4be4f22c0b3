// widgets/special-collection/messages.ts in Korean: a chunk of its own, loaded on a page in Korean only (markets/messages.ts).
import type { Table } from "../../../markets/messages";
import type { en } from "../messages";

export default {
  categoryCount: { other: "{category}: 상품 {count}개" },
  categoryFailed: "이 카테고리를 불러올 수 없습니다.",
  retry: "다시 시도",
} satisfies Table<keyof typeof en>;
